/// A picture, with how it fills its frame, its mask and an optional color over it.
public struct ImageComponent: Sendable, Hashable, SourceBackedComponent {
    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// Whether it is drawn.
    public var isVisible: Bool
    /// The image files.
    public var source: ThemeImageURLs
    /// The frame size.
    public var size: ComponentSize
    /// How the image fills the frame.
    public var fitMode: FitMode
    /// The mask's shape.
    public var maskShape: Shape?
    /// A color or gradient drawn over the image.
    public var colorOverlay: ColorScheme?
    /// Space inside.
    public var padding: EdgeInsets
    /// Space outside.
    public var margin: EdgeInsets
    /// A line around it.
    public var border: Border?
    /// A shadow under it.
    public var shadow: Shadow?
    /// Conditional changes.
    public var overrides: [ComponentOverride]
    let documentObject: JSONNode

    /// The component as drawn in `state`.
    public func resolved(in state: OverrideState) -> ImageComponent { resolvingOverrides(in: state) }

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        isVisible = try object.bool("visible") ?? true
        source = try object.required("source").decode()
        size = try object.decode("size") ?? ComponentSize(width: .fill, height: .fit)
        fitMode = try object.enumeration("fit_mode") ?? .fill
        maskShape = try object.decode("mask_shape")
        colorOverlay = try object.decode("color_overlay")
        padding = try object.decode("padding") ?? .zero
        margin = try object.decode("margin") ?? .zero
        border = try object.decode("border")
        shadow = try object.decode("shadow")
        overrides = try Self.checkedOverrides(of: object)
        documentObject = json.node
    }
}
