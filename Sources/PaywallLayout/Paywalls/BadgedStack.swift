/// A stack with a badge ("Best value"): drawn over the stack's top or bottom edge when that edge is free (a
/// border or padding) and the badge fits on it in one row with room for the corners; else on a row of its own
/// above or below the stack. Either way the badge never covers the stack's content.
struct BadgedStack: Renderable {
    /// The stack the badge belongs to.
    var stack: Stack
    /// The badge.
    var badge: any Renderable
    /// Where along the edge the badge sits.
    var alignment: HorizontalPlacement
    /// Whether the badge is on the bottom edge.
    var atBottom: Bool
    /// Whether the edge is a border or padding, so it can carry the badge.
    var edgeIsFree: Bool

    func measure(_ available: Size) -> Size { arranged(width: available.width).measure(available) }

    func render(in rect: Rect, on canvas: inout Canvas) { arranged(width: rect.width).render(in: rect, on: &canvas) }

    func fills(_ axis: Axis) -> Bool { stack.fills(axis) }

    /// The stack and badge arranged for a width.
    private func arranged(width: Int) -> any Renderable {
        var inner = stack
        let margin = inner.margin
        inner.margin = .zero
        let inset = CellInsets(left: alignment == .leading ? 2 : 0, right: alignment == .trailing ? 2 : 0)
        let badgeSize = badge.measure(Size(width: Size.unbounded, height: Size.unbounded))
        let fitsEdge = edgeIsFree && badgeSize.height <= 1 && badgeSize.width + 4 <= width - margin.horizontal
        // Confined to its natural width: texts inside a badge often fill their width, which would cover the edge.
        let confined = Stack(.vertical, width: .fixed(badgeSize.width), children: [badge])
        let row = Stack(.vertical, width: .fill, height: fitsEdge ? .fixed(1) : .fit, horizontalAlignment: alignment,
                        padding: inset, children: [confined])
        if fitsEdge {
            return Stack(.layered, width: inner.width, horizontalAlignment: alignment, verticalAlignment: atBottom ? .bottom : .top,
                         margin: margin, children: [inner, row])
        }
        return Stack(.vertical, width: inner.width, margin: margin, children: atBottom ? [inner, row] : [row, inner])
    }
}
