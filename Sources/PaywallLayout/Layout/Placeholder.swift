/// A framed box with a centered label, standing in for what a terminal cannot show (images, video, web pages).
public struct Placeholder: Renderable {
    /// The text inside the frame (such as `image: header (16:9)`).
    public var label: String
    /// The style of the frame and the label.
    public var style: Style
    /// The width rule.
    public var width: Sizing
    /// The rows the box takes, frame included (at least 3 so the label shows).
    public var rows: Int

    /// Creates a placeholder.
    public init(_ label: String, style: Style = .plain, width: Sizing = .fill, rows: Int = 3) {
        self.label = label
        self.style = style
        self.width = width
        self.rows = max(3, rows)
    }

    /// The frame around the label, or the width and rows asked for.
    public func measure(_ available: Size) -> Size {
        let natural = DisplayWidth.of(label) + 4
        let columns: Int
        switch width {
        case .fit: columns = natural
        case .fill: columns = available.width >= Size.unbounded ? natural : available.width
        case .fixed(let cells): columns = cells
        }
        return Size(width: min(columns, available.width), height: min(rows, available.height))
    }

    /// Draws the frame and the label on its middle row (cut with an ellipsis when narrow).
    public func render(in rect: Rect, on canvas: inout Canvas) {
        guard !rect.isEmpty else { return }
        BoxBorder(.single, style: style).draw(in: rect, on: &canvas)
        let room = rect.height >= 2 ? rect.width - 4 : rect.width
        let text = TextWrapping.truncate(fitted(room: room), width: room)
        let x = rect.x + HorizontalPlacement.center.offset(used: DisplayWidth.of(text), available: rect.width)
        canvas.write(text, at: Point(x: x, y: rect.y + rect.height / 2), style: style)
    }

    /// The label for `room` columns: whole when it fits, else without a trailing aspect ratio (`image 16:9` is
    /// `image`), which is then cut with an ellipsis if still too long (`web page: https://e…`).
    private func fitted(room: Int) -> String {
        guard DisplayWidth.of(label) > room, let space = label.lastIndex(of: " ") else { return label }
        let last = label[label.index(after: space)...]
        let isAspect = last.split(separator: ":").count == 2 && last.allSatisfy { $0.isNumber || $0 == ":" }
        return isAspect ? String(label[..<space]) : label
    }

    /// Fills the width when its rule is `fill`.
    public func fills(_ axis: Axis) -> Bool { axis == .horizontal && width == .fill }
}
