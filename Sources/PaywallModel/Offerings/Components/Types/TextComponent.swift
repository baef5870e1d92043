/// A text, looked up by `text_lid` in the paywall's localizations, with its font and colors.
public struct TextComponent: Sendable, Hashable, SourceBackedComponent {
    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// Whether it is drawn (overrides may hide it).
    public var isVisible: Bool
    /// The localization id of the text.
    public var textLID: String
    /// The text color.
    public var color: ColorScheme?
    /// The color behind the text.
    public var backgroundColor: ColorScheme?
    /// A font name from `ui_config.app.fonts` or the platform.
    public var fontName: String?
    /// The font weight.
    public var fontWeight: FontWeight
    /// The font size in points.
    public var fontSize: Double
    /// How lines are aligned.
    public var horizontalAlignment: HorizontalAlignment
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
    public func resolved(in state: OverrideState) -> TextComponent { resolvingOverrides(in: state) }

    /// Named font sizes some documents use instead of points.
    static let namedFontSizes: [String: Double] = [
        "heading_xxl": 40, "heading_xl": 34, "heading_l": 28, "heading_m": 24, "heading_s": 20, "heading_xs": 16,
        "body_xl": 18, "body_l": 17, "body_m": 15, "body_s": 13,
    ]

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        isVisible = try object.bool("visible") ?? true
        textLID = try object.required("text_lid").string()
        color = try object.decode("color")
        backgroundColor = try object.decode("background_color")
        fontName = try object.string("font_name")
        fontWeight = try object.enumeration("font_weight", "fontWeight") ?? .regular
        if let size = object.member("font_size"), case .string(let named) = size.value {
            guard let points = Self.namedFontSizes[named] else { throw size.error("unknown font size \"\(named.prefix(40))\"") }
            fontSize = points
        } else {
            fontSize = try object.double("font_size") ?? 15
        }
        horizontalAlignment = try object.enumeration("horizontal_alignment") ?? .center
        size = try object.decode("size") ?? ComponentSize(width: .fill, height: .fit)
        padding = try object.decode("padding") ?? .zero
        margin = try object.decode("margin") ?? .zero
        overrides = try Self.checkedOverrides(of: object)
        documentObject = json.node
    }
}
