/// A view that records the rectangle its content is drawn in under a name (for focus, scrolling and mouse hits).
public struct Anchor: Renderable {
    /// The name the rectangle is recorded under.
    public var name: String
    /// The view drawn.
    public var content: any Renderable

    /// Creates an anchor around a view.
    public init(_ name: String, _ content: any Renderable) {
        self.name = name
        self.content = content
    }

    /// The content's size.
    public func measure(_ available: Size) -> Size { content.measure(available) }

    /// Draws the content and records its rectangle.
    public func render(in rect: Rect, on canvas: inout Canvas) {
        canvas.record(name, at: rect)
        content.render(in: rect, on: &canvas)
    }

    /// Fills where the content fills.
    public func fills(_ axis: Axis) -> Bool { content.fills(axis) }
}
