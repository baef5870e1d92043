import PaywallLayout

/// A centered box with a title, for overlays: a border around cleared space.
struct Panel {
    /// The box, frame included.
    let frame: Rect

    /// A panel of a content size, centered in the buffer and kept inside it.
    init(contentWidth: Int, contentHeight: Int, in buffer: Buffer) {
        self.init(contentWidth: contentWidth, contentHeight: contentHeight, in: buffer.area)
    }

    /// A panel of a content size, centered in an area and kept inside it.
    init(contentWidth: Int, contentHeight: Int, in area: Rect) {
        let width = min(contentWidth + 4, area.width)
        let height = min(contentHeight + 2, area.height)
        frame = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
    }

    /// The most content a panel can hold in an area (its border and padding taken off).
    static func contentLimit(in area: Rect) -> (width: Int, height: Int) {
        (max(area.width - 4, 1), max(area.height - 2, 1))
    }

    /// Where content goes: inside the frame, one column of padding on each side.
    var content: Rect { frame.inset(by: CellInsets(top: 1, left: 2, bottom: 1, right: 2)) }

    /// Clears the box and draws its border and title; a `role` other than `accent` (danger for a problem)
    /// colours both.
    func draw(title: String, theme: Theme, glyphs: Glyphs = .unicode, role: ColorRole = .accent, into buffer: inout Buffer) {
        var canvas = Canvas(buffer: buffer, glyphs: glyphs)
        canvas.fill(frame, style: theme.style(.surface))
        BoxBorder(.rounded, style: theme.style(role == .accent ? .border : role)).draw(in: frame, on: &canvas)
        _ = canvas.write(" \(title) ", at: Point(x: frame.x + 2, y: frame.y), style: theme.style(role))
        buffer = canvas.buffer
    }
}
