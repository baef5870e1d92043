import Foundation

/// A paragraph of text in one style: wrapped to the width it gets, cut with an ellipsis when rows run out.
public struct TextBlock: Renderable {
    /// The text (line breaks start new lines).
    public var text: String
    /// The style of every character.
    public var style: Style
    /// How lines sit in the width.
    public var alignment: TextAlignment
    /// The most lines shown (`nil`: as many as fit).
    public var maxLines: Int?
    /// Whether the block takes the whole width offered (its lines then align inside it).
    public var fillsWidth: Bool

    /// Creates a paragraph.
    public init(_ text: String, style: Style = .plain, alignment: TextAlignment = .natural, maxLines: Int? = nil, fillsWidth: Bool = false) {
        self.text = text
        self.style = style
        self.alignment = alignment
        self.maxLines = maxLines
        self.fillsWidth = fillsWidth
    }

    /// The widest wrapped line and the number of lines, within what is offered.
    public func measure(_ available: Size) -> Size {
        let wrap = wrapped(width: available.width, height: available.height)
        let widest = wrap.widths.max() ?? 0
        return Size(width: fillsWidth && available.width < Size.unbounded ? available.width : widest, height: wrap.lines.count)
    }

    /// Draws the wrapped lines, each aligned in the rectangle's width.
    public func render(in rect: Rect, on canvas: inout Canvas) {
        let position = alignment.resolved(for: TextDirection.of(text))
        let wrap = wrapped(width: rect.width, height: rect.height)
        for (row, line) in wrap.lines.enumerated() {
            let x = rect.x + position.offset(used: wrap.widths[row], available: rect.width)
            canvas.write(line, at: Point(x: x, y: rect.y + row), style: style)
        }
    }

    /// Fills the width when asked to.
    public func fills(_ axis: Axis) -> Bool { axis == .horizontal && fillsWidth }

    /// The lines at a width, wrapped once for the process (parents measure a child more than once, at several
    /// widths, and every frame makes its views anew).
    private func wrapped(width: Int, height: Int) -> WrapCache.Wrap {
        WrapCache.shared.wrap(of: text, width: width, limit: min(maxLines ?? Int.max, height))
    }
}
