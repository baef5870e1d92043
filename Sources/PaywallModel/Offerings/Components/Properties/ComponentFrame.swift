/// The box of a container component: its size, the space inside and outside it, its fill, outline, border
/// and shadow, read from the same keys for stacks, tabs and carousels.
public struct ComponentFrame: Sendable, Hashable {
    /// The frame size.
    public var size: ComponentSize
    /// Space inside.
    public var padding: EdgeInsets
    /// Space outside.
    public var margin: EdgeInsets
    /// The background color or image.
    public var background: Background?
    /// The outline.
    public var shape: Shape?
    /// A line around it.
    public var border: Border?
    /// A shadow under it.
    public var shadow: Shadow?

    /// Reads the frame keys of a component object; a missing size fills the width and fits the height.
    init(reading object: ObjectReader) throws {
        size = try object.decode("size") ?? ComponentSize(width: .fill, height: .fit)
        padding = try object.decode("padding") ?? .zero
        margin = try object.decode("margin") ?? .zero
        background = try object.decode("background")
        shape = try object.decode("shape")
        border = try object.decode("border")
        shadow = try object.decode("shadow")
    }
}
