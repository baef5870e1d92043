/// A container that lays its children out vertically, horizontally, or on top of each other.
public struct StackComponent: Sendable, Hashable, SourceBackedComponent {
    /// A small stack pinned to a stack's edge or corner ("Best value").
    public struct Badge: Sendable, Hashable, JSONDecodable {
        /// How a badge sits on its stack.
        public enum Style: String, Sendable, Hashable, CaseIterable {
            /// Over the stack's edge, half outside.
            case overlay
            /// Along the stack's edge, full width.
            case edgeToEdge = "edge_to_edge"
            /// Inside the stack's corner.
            case nested
        }

        /// How it sits.
        public var style: Style
        /// Which edge or corner.
        public var alignment: TwoDimensionAlignment
        /// What it shows.
        @Indirect public var stack: StackComponent

        init(json: JSONReader) throws {
            let object = try json.object()
            style = try object.enumeration("style") ?? .overlay
            alignment = try object.enumeration("alignment") ?? .topTrailing
            _stack = Indirect(wrappedValue: try object.required("stack").decode())
        }
    }

    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// Whether it is drawn.
    public var isVisible: Bool
    /// The children, in order.
    public var components: [PaywallComponent]
    /// The axis and alignment.
    public var dimension: StackDimension
    /// Size, spacing, fill, outline, border and shadow.
    public var frame: ComponentFrame
    /// Space between children, in points.
    public var spacing: Double
    /// The background color (older documents).
    public var backgroundColor: ColorScheme?
    /// A badge pinned to it.
    public var badge: Badge?
    /// Whether content that does not fit scrolls (`overflow: "scroll"`).
    public var scrolls: Bool
    /// Conditional changes.
    public var overrides: [ComponentOverride]
    let documentObject: JSONNode

    /// The component as drawn in `state`.
    public func resolved(in state: OverrideState) -> StackComponent { resolvingOverrides(in: state) }

    /// Stacks keep their children when overrides are resolved.
    static var restoresChildren: Bool { true }

    /// The stack with `original`'s components and badge (overrides that do not replace them leave them as read).
    func restoringChildren(from original: StackComponent) -> StackComponent {
        var stack = self
        stack.components = original.components
        stack.badge = original.badge
        return stack
    }

    /// The background's fill, from `background` or else `background_color`.
    public var backgroundFill: ColorScheme? {
        if case .color(let scheme) = frame.background { return scheme }
        return backgroundColor
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        isVisible = try object.bool("visible") ?? true
        components = json.context.skipsChildren ? [] : try object.array("components")
        dimension = try object.decode("dimension") ?? .vertical(.center, .start)
        frame = try ComponentFrame(reading: object)
        spacing = try object.double("spacing") ?? 0
        backgroundColor = try object.decode("background_color")
        badge = try object.decode("badge")
        scrolls = try object.string("overflow") == "scroll"
        overrides = try Self.checkedOverrides(of: object)
        documentObject = json.node
    }
}
