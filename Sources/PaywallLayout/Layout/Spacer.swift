/// A view that draws nothing and takes a fixed amount of space (zero by default), or all it is offered.
public struct Spacer: Renderable {
    /// The size when not filling.
    public var size: Size
    /// Whether it takes all the space offered along each axis.
    public var isFlexible: Bool

    /// Creates a spacer of a fixed size, or one that fills the space offered.
    public init(width: Int = 0, height: Int = 0, flexible: Bool = false) {
        size = Size(width: width, height: height)
        isFlexible = flexible
    }

    /// Its fixed size, within what is offered.
    public func measure(_ available: Size) -> Size {
        Size(width: min(size.width, available.width), height: min(size.height, available.height))
    }

    /// Draws nothing.
    public func render(in rect: Rect, on canvas: inout Canvas) {}

    /// Fills when flexible.
    public func fills(_ axis: Axis) -> Bool { isFlexible }
}
