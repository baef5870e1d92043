import Foundation

/// How the lines of a paragraph sit in their width.
public enum TextAlignment: Sendable, Equatable {
    /// From the start of the paragraph's direction: left for left-to-right text, right for right-to-left.
    case natural
    /// The left edge.
    case leading
    /// Centered.
    case center
    /// The right edge.
    case trailing

    /// The horizontal alignment for a paragraph in a direction.
    func resolved(for direction: TextDirection) -> HorizontalPlacement {
        switch self {
        case .natural: return direction == .rightToLeft ? .trailing : .leading
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}

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
        let lines = wrapped(width: available.width, height: available.height)
        let widest = lines.reduce(0) { max($0, DisplayWidth.of($1)) }
        return Size(width: fillsWidth && available.width < Size.unbounded ? available.width : widest, height: lines.count)
    }

    /// Draws the wrapped lines, each aligned in the rectangle's width.
    public func render(in rect: Rect, on canvas: inout Canvas) {
        let position = alignment.resolved(for: TextDirection.of(text))
        for (row, line) in wrapped(width: rect.width, height: rect.height).enumerated() {
            let x = rect.x + position.offset(used: DisplayWidth.of(line), available: rect.width)
            canvas.write(line, at: Point(x: x, y: rect.y + row), style: style)
        }
    }

    /// Fills the width when asked to.
    public func fills(_ axis: Axis) -> Bool { axis == .horizontal && fillsWidth }

    /// The lines of the last wrap, shared by copies of this block: parents measure a child more than once.
    private let memo = WrapMemo()

    private func wrapped(width: Int, height: Int) -> [String] {
        let limit = min(maxLines ?? Int.max, height)
        if let lines = memo.lines(text: text, width: width, limit: limit) { return lines }
        let lines = TextWrapping.wrap(text, width: width, maxLines: limit)
        memo.store(lines, text: text, width: width, limit: limit)
        return lines
    }
}

/// The result of a text block's last wrap, keyed by the text, the width and the line limit.
final class WrapMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var key: (text: String, width: Int, limit: Int)?
    private var lines: [String] = []

    /// The lines wrapped last time, when the text, width and limit are the same.
    func lines(text: String, width: Int, limit: Int) -> [String]? {
        lock.withLock {
            guard let key, key.width == width, key.limit == limit, key.text == text else { return nil }
            return lines
        }
    }

    /// Remembers a wrap.
    func store(_ lines: [String], text: String, width: Int, limit: Int) {
        lock.withLock {
            key = (text, width, limit)
            self.lines = lines
        }
    }
}
