/// A vertical list of steps, each an icon with a title and description, joined by connector lines.
public struct TimelineComponent: Sendable, Hashable, SourceBackedComponent {
    /// Which texts an item's icon lines up with.
    public enum IconAlignment: String, Sendable, Hashable, CaseIterable {
        case title
        case titleAndDescription = "title_and_description"
    }

    /// The line between one item's icon and the next.
    public struct Connector: Sendable, Hashable, JSONDecodable {
        /// Its width in points.
        public var width: Double
        /// Its color.
        public var color: ColorScheme
        /// Space around it.
        public var margin: EdgeInsets

        init(json: JSONReader) throws {
            let object = try json.object()
            width = try object.double("width") ?? 1
            color = try object.required("color").decode()
            margin = try object.decode("margin") ?? .zero
        }
    }

    /// One step.
    public struct Item: Sendable, Hashable, JSONDecodable {
        /// Its title.
        public var title: TextComponent
        /// Its description.
        public var description: TextComponent?
        /// Its icon.
        public var icon: IconComponent
        /// The line to the next item.
        public var connector: Connector?
        /// Whether it is drawn.
        public var isVisible: Bool

        init(json: JSONReader) throws {
            let object = try json.object()
            title = try object.required("title").decode()
            description = try object.decode("description")
            icon = try object.required("icon").decode()
            connector = try object.decode("connector")
            isVisible = try object.bool("visible") ?? true
        }
    }

    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// Whether it is drawn.
    public var isVisible: Bool
    /// Where icons line up.
    public var iconAlignment: IconAlignment
    /// Space between items.
    public var itemSpacing: Double
    /// Space between an item's title and description.
    public var textSpacing: Double
    /// Space between the icon column and the texts.
    public var columnGutter: Double
    /// The steps.
    public var items: [Item]
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
    public func resolved(in state: OverrideState) -> TimelineComponent { resolvingOverrides(in: state) }

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        isVisible = try object.bool("visible") ?? true
        iconAlignment = try object.enumeration("icon_alignment") ?? .title
        itemSpacing = try object.double("item_spacing") ?? 0
        textSpacing = try object.double("text_spacing") ?? 0
        columnGutter = try object.double("column_gutter") ?? 0
        items = try object.array("items")
        size = try object.decode("size") ?? ComponentSize(width: .fill, height: .fit)
        padding = try object.decode("padding") ?? .zero
        margin = try object.decode("margin") ?? .zero
        overrides = try Self.checkedOverrides(of: object)
        documentObject = json.node
    }
}
