import PaywallLayout

/// A centered box with a title, for overlays: a border around cleared space.
struct Panel {
    /// The box, frame included.
    let frame: Rect

    /// A panel of a content size, centered in the buffer and kept inside it.
    init(contentWidth: Int, contentHeight: Int, in buffer: Buffer) {
        let width = min(contentWidth + 4, buffer.width)
        let height = min(contentHeight + 2, buffer.height)
        frame = Rect(x: (buffer.width - width) / 2, y: (buffer.height - height) / 2, width: width, height: height)
    }

    /// Where content goes: inside the frame, one column of padding on each side.
    var content: Rect { frame.inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)) }

    /// Clears the box and draws its border and title.
    func draw(title: String, theme: Theme, into buffer: inout Buffer) {
        var canvas = Canvas(buffer: buffer)
        canvas.fill(frame, style: theme.style(.surface))
        Border(.rounded, style: theme.style(.border)).draw(in: frame, on: &canvas)
        _ = canvas.write(" \(title) ", at: Point(x: frame.x + 2, y: frame.y), style: theme.style(.accent))
        buffer = canvas.buffer
    }
}
