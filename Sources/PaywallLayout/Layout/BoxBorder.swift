/// A frame drawn on the edge of a view with box characters (or ASCII when the terminal lacks them).
public struct BoxBorder: Sendable, Equatable {
    /// Which box characters.
    public enum Kind: Sendable, Equatable {
        /// Square corners, thin lines.
        case single
        /// Round corners (shapes with a corner radius).
        case rounded
        /// Thick lines (focus, selection).
        case heavy
    }

    /// Which box characters.
    public var kind: Kind
    /// The style of the frame's characters.
    public var style: Style

    /// Creates a border.
    public init(_ kind: Kind = .single, style: Style = .plain) {
        self.kind = kind
        self.style = style
    }

    /// Draws the frame on the edge of `rect` (nothing when it is under 2x2).
    public func draw(in rect: Rect, on canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let box: BoxGlyphs
        switch kind {
        case .single: box = canvas.glyphs.box
        case .rounded: box = canvas.glyphs.roundedBox
        case .heavy: box = canvas.glyphs.heavyBox
        }
        let inner = rect.width - 2
        let horizontal = String(repeating: box.horizontal, count: inner)
        canvas.write(box.topLeft + horizontal + box.topRight, at: Point(x: rect.x, y: rect.y), style: style)
        canvas.write(box.bottomLeft + horizontal + box.bottomRight, at: Point(x: rect.x, y: rect.maxY - 1), style: style)
        for row in rect.y + 1..<rect.maxY - 1 {
            canvas.write(box.vertical, at: Point(x: rect.x, y: row), style: style)
            canvas.write(box.vertical, at: Point(x: rect.maxX - 1, y: row), style: style)
        }
    }
}
