/// Several stacks of which one shows at a time, switched by buttons or a toggle.
public struct TabsComponent: Sendable, Hashable, SourceBackedComponent {
    /// One tab.
    public struct Tab: Sendable, Hashable, JSONDecodable {
        /// Its id, which tab control buttons name.
        public var id: String
        /// Its name in the editor.
        public var name: String?
        /// What it shows.
        public var stack: StackComponent

        init(json: JSONReader) throws {
            let object = try json.object()
            id = try object.required("id").string()
            name = try object.string("name")
            stack = try object.required("stack").decode()
        }
    }

    /// How tabs are switched.
    public enum ControlType: String, Sendable, Hashable, CaseIterable {
        /// One `tab_control_button` per tab.
        case buttons
        /// A `tab_control_toggle` between the first two tabs.
        case toggle
    }

    /// The switcher: its kind and the stack that draws it (it holds the buttons or the toggle).
    public struct Control: Sendable, Hashable, JSONDecodable {
        /// Buttons or toggle.
        public var type: ControlType
        /// The stack drawn where a `tab_control` component stands.
        public var stack: StackComponent

        init(json: JSONReader) throws {
            let object = try json.object()
            type = try object.enumeration("type") ?? .buttons
            stack = try object.required("stack").decode()
        }
    }

    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// Whether it is drawn.
    public var isVisible: Bool
    /// The switcher.
    public var control: Control
    /// The tabs, in order.
    public var tabs: [Tab]
    /// The tab shown first; `nil` means the first.
    public var defaultTabID: String?
    /// Size, spacing, fill, outline, border and shadow.
    public var frame: ComponentFrame
    /// Conditional changes.
    public var overrides: [ComponentOverride]
    let documentObject: JSONNode

    /// The component as drawn in `state`.
    public func resolved(in state: OverrideState) -> TabsComponent { resolvingOverrides(in: state) }

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        isVisible = try object.bool("visible") ?? true
        control = try object.required("control").decode()
        tabs = try object.array("tabs")
        defaultTabID = try object.string("default_tab_id")
        frame = try ComponentFrame(reading: object)
        overrides = try Self.checkedOverrides(of: object)
        documentObject = json.node
    }
}
