/// What renderers draw into: a buffer, the glyphs to use, the current clip, and the places of named views.
///
/// Text written with the terminal's default background keeps the background already drawn beneath it (so text
/// sits on its stack's color), and its foreground is made readable against that background (`Contrast`); text
/// with the default foreground on a known background color becomes black or white, whichever reads better.
public struct Canvas: Sendable {
    /// The frame being drawn.
    public var buffer: Buffer
    /// Box and marker characters.
    public var glyphs: Glyphs
    /// Nothing is drawn outside this rectangle.
    public private(set) var clip: Rect
    /// Where each named view (see `Anchor`) was drawn, in buffer coordinates.
    public private(set) var anchors: [String: Rect] = [:]
    /// The anchor names in the order their views were first drawn (the order of the view tree).
    public private(set) var anchorOrder: [String] = []

    /// Creates a canvas over a buffer.
    public init(buffer: Buffer, glyphs: Glyphs = .unicode) {
        self.buffer = buffer
        self.glyphs = glyphs
        clip = buffer.area
    }

    /// Writes one line of text, clipped, over the background already there; returns the column after it.
    @discardableResult
    public mutating func write(_ text: String, at origin: Point, style: Style) -> Int {
        buffer.write(text, at: origin, clip: clip) { covered in
            var combined = style
            if combined.background == .terminalDefault { combined.background = covered.style.background }
            if combined.foreground == .terminalDefault, let background = combined.background.rgbValue {
                combined.foreground = .rgb(Contrast.bestText(on: background))
            }
            return Contrast.readable(combined)
        }
    }

    /// Fills a rectangle, clipped, with blanks in a style.
    public mutating func fill(_ rect: Rect, style: Style) {
        buffer.fill(rect.intersection(clip), style: style)
    }

    /// Records where a named view was drawn (the part inside the clip).
    public mutating func record(_ name: String, at rect: Rect) {
        if anchors[name] == nil { anchorOrder.append(name) }
        anchors[name] = rect
    }

    /// Runs `body` with drawing limited to the part of `rect` inside the current clip.
    public mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    /// Draws another canvas's buffer at a point, clipped, and takes over its anchors (in their order) moved by the
    /// same offset.
    mutating func draw(_ other: Canvas, at origin: Point) {
        buffer.draw(other.buffer, at: origin, clip: clip)
        for name in other.anchorOrder {
            if let rect = other.anchors[name] { record(name, at: rect.offsetBy(x: origin.x, y: origin.y)) }
        }
    }
}
