/// A viewport onto content taller than the screen: shows a window of it, keeps a named view (the focus) inside
/// the window, and marks the edges where more lies above or below.
///
/// The content is laid out at the viewport's width with unbounded height. The chosen window is recorded as the
/// anchor `ScrollView.contentAnchor`: its rectangle is the whole content in buffer coordinates, so its `y` is the
/// viewport's top minus the scroll offset; the viewport's own rectangle is `ScrollView.viewportAnchor`.
public struct ScrollView: Renderable {
    /// The name under which the content's rectangle is recorded.
    public static let contentAnchor = "scroll.content"
    /// The name under which the viewport's rectangle is recorded.
    public static let viewportAnchor = "scroll.viewport"

    /// What scrolls.
    public var content: any Renderable
    /// The rows scrolled past, as asked for (clamped to the content).
    public var offset: Int
    /// The anchor names of the views to keep visible, most important first: all of them when they fit together,
    /// else the first.
    public var focus: [String]

    /// Creates a viewport.
    public init(_ content: any Renderable, offset: Int = 0, focus: [String] = []) {
        self.content = content
        self.offset = offset
        self.focus = focus
    }

    /// A viewport takes all the space it is offered (or its content's size when unbounded).
    public func measure(_ available: Size) -> Size {
        let natural = content.measure(Size(width: available.width, height: Size.unbounded))
        return Size(width: available.width, height: min(natural.height, available.height))
    }

    /// Draws the visible window of the content.
    public func render(in rect: Rect, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        canvas.record(Self.viewportAnchor, at: rect)
        let contentHeight = content.measure(Size(width: rect.width, height: Size.unbounded)).height
        guard contentHeight > rect.height else {
            canvas.record(Self.contentAnchor, at: rect)
            content.render(in: rect, on: &canvas)
            return
        }
        var offscreen = Canvas(buffer: Buffer(width: rect.width, height: contentHeight, style: canvas.buffer[rect.x, rect.y].style),
                               glyphs: canvas.glyphs)
        content.render(in: offscreen.buffer.area, on: &offscreen)
        let shown = Self.offset(requested: offset, focus: Self.focusRect(focus.compactMap { offscreen.anchors[$0] }, viewportHeight: rect.height),
                                contentHeight: contentHeight, viewportHeight: rect.height)
        canvas.clipped(to: rect) { canvas in
            canvas.draw(offscreen, at: Point(x: rect.x, y: rect.y - shown))
            canvas.record(Self.contentAnchor, at: Rect(x: rect.x, y: rect.y - shown, width: rect.width, height: contentHeight))
            let indicator = Style(attributes: .bold)
            if shown > 0 {
                canvas.write(canvas.glyphs.moreAbove, at: Point(x: rect.maxX - 1, y: rect.y), style: indicator)
            }
            if shown + rect.height < contentHeight {
                canvas.write(canvas.glyphs.moreBelow, at: Point(x: rect.maxX - 1, y: rect.maxY - 1), style: indicator)
            }
        }
    }

    /// Fills both ways.
    public func fills(_ axis: Axis) -> Bool { true }

    /// The rows to keep in view: the span of all the focused rectangles when it fits the viewport, else the first.
    static func focusRect(_ rects: [Rect], viewportHeight: Int) -> Rect? {
        guard let first = rects.first else { return nil }
        let top = rects.map(\.y).min()!, bottom = rects.map(\.maxY).max()!
        return bottom - top <= viewportHeight ? Rect(x: first.x, y: top, width: first.width, height: bottom - top) : first
    }

    /// The scroll offset to show: the one requested, moved just enough to bring the focus (a rectangle in content
    /// coordinates) fully into view (its top when it is taller than the viewport), and kept inside the content.
    public static func offset(requested: Int, focus: Rect?, contentHeight: Int, viewportHeight: Int) -> Int {
        var offset = requested
        if let focus {
            if focus.maxY > offset + viewportHeight { offset = focus.maxY - viewportHeight }
            if focus.y < offset || focus.height > viewportHeight { offset = focus.y }
        }
        return max(0, min(offset, contentHeight - viewportHeight))
    }
}
