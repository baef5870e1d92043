import PaywallLayout

/// A centered box with a title, for overlays: a frame of box-drawing characters around blank space.
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

    /// Clears the box and draws its frame and title.
    func draw(title: String, into buffer: inout Buffer) {
        buffer.fill(frame, style: .plain)
        let border = Style.plain.adding(.bold)
        for x in frame.x..<frame.maxX {
            buffer[x, frame.y] = Cell("─", style: border)
            buffer[x, frame.maxY - 1] = Cell("─", style: border)
        }
        for y in frame.y..<frame.maxY {
            buffer[frame.x, y] = Cell("│", style: border)
            buffer[frame.maxX - 1, y] = Cell("│", style: border)
        }
        buffer[frame.x, frame.y] = Cell("┌", style: border)
        buffer[frame.maxX - 1, frame.y] = Cell("┐", style: border)
        buffer[frame.x, frame.maxY - 1] = Cell("└", style: border)
        buffer[frame.maxX - 1, frame.maxY - 1] = Cell("┘", style: border)
        buffer.write(" \(title) ", at: Point(x: frame.x + 2, y: frame.y), style: border,
                     clip: Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: 1))
    }
}
