/// One of two layouts by the width offered: `wide` when at least `minimumWidth` columns are offered, else
/// `narrow` (side-by-side cards that stack when their words would not fit whole).
public struct WidthSwitch: Renderable {
    /// The columns `wide` needs.
    public var minimumWidth: Int
    /// The layout when there is room.
    public var wide: any Renderable
    /// The layout otherwise.
    public var narrow: any Renderable

    /// Creates a switch.
    public init(minimumWidth: Int, wide: any Renderable, narrow: any Renderable) {
        self.minimumWidth = minimumWidth
        self.wide = wide
        self.narrow = narrow
    }

    private func chosen(_ width: Int) -> any Renderable { width >= minimumWidth ? wide : narrow }

    /// The chosen layout's size.
    public func measure(_ available: Size) -> Size { chosen(available.width).measure(available) }

    /// Draws the chosen layout.
    public func render(in rect: Rect, on canvas: inout Canvas) { chosen(rect.width).render(in: rect, on: &canvas) }

    /// Fills where either layout fills.
    public func fills(_ axis: Axis) -> Bool { wide.fills(axis) || narrow.fills(axis) }
}
