/// An icon from the icon library, by name, with a color and an optional shaped background.
public struct IconComponent: Sendable, Hashable, SourceBackedComponent {
    /// The files of one icon.
    public struct Formats: Sendable, Hashable, JSONDecodable {
        public var svg: String?
        public var png: String?
        public var heic: String?
        public var webp: String?

        init(json: JSONReader) throws {
            let object = try json.object()
            svg = try object.string("svg")
            png = try object.string("png")
            heic = try object.string("heic")
            webp = try object.string("webp")
        }
    }

    /// A shape drawn behind the icon.
    public struct IconBackground: Sendable, Hashable, JSONDecodable {
        /// Its color.
        public var color: ColorScheme
        /// Its shape.
        public var shape: Shape
        /// A line around it.
        public var border: Border?
        /// A shadow under it.
        public var shadow: Shadow?

        init(json: JSONReader) throws {
            let object = try json.object()
            color = try object.required("color").decode()
            shape = try object.decode("shape") ?? .circle
            border = try object.decode("border")
            shadow = try object.decode("shadow")
        }
    }

    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// Whether it is drawn.
    public var isVisible: Bool
    /// The icon's name (`check`, `x`, `circle-check`).
    public var iconName: String
    /// Where the icon files are.
    public var baseURL: String?
    /// The icon files.
    public var formats: Formats?
    /// The icon's color.
    public var color: ColorScheme?
    /// The background shape.
    public var iconBackground: IconBackground?
    /// The frame size.
    public var size: ComponentSize
    /// Space inside.
    public var padding: EdgeInsets
    /// Space outside.
    public var margin: EdgeInsets
    /// Conditional changes.
    public var overrides: [ComponentOverride]
    let documentObject: JSONNode

    /// The component as drawn in `state`.
    public func resolved(in state: OverrideState) -> IconComponent { resolvingOverrides(in: state) }

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        isVisible = try object.bool("visible") ?? true
        iconName = try object.required("icon_name").string()
        baseURL = try object.string("base_url")
        formats = try object.decode("formats")
        color = try object.decode("color")
        iconBackground = try object.decode("icon_background")
        size = try object.decode("size") ?? ComponentSize(width: .fit, height: .fit)
        padding = try object.decode("padding") ?? .zero
        margin = try object.decode("margin") ?? .zero
        overrides = try Self.checkedOverrides(of: object)
        documentObject = json.node
    }
}
