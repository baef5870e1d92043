/// Pages (stacks) shown one at a time, swiped or advanced on a timer, with page dots.
public struct CarouselComponent: Sendable, Hashable, SourceBackedComponent {
    /// Advancing pages on a timer.
    public struct AutoAdvance: Sendable, Hashable, JSONDecodable {
        /// Milliseconds each page shows.
        public var millisecondsPerPage: Int
        /// Milliseconds the change takes.
        public var millisecondsTransition: Int

        init(json: JSONReader) throws {
            let object = try json.object()
            millisecondsPerPage = try object.int("ms_time_per_page") ?? 3000
            millisecondsTransition = try object.int("ms_transition_time") ?? 300
        }
    }

    /// One page dot's look.
    public struct Indicator: Sendable, Hashable, JSONDecodable {
        /// Its width in points.
        public var width: Double
        /// Its height in points.
        public var height: Double
        /// Its color.
        public var color: ColorScheme?

        init(json: JSONReader) throws {
            let object = try json.object()
            width = try object.double("width") ?? 8
            height = try object.double("height") ?? 8
            color = try object.decode("color")
        }
    }

    /// The page dots.
    public struct PageControl: Sendable, Hashable, JSONDecodable {
        /// Above or below the pages.
        public enum Position: String, Sendable, Hashable, CaseIterable {
            case top, bottom
        }

        /// Where the dots are.
        public var position: Position
        /// Space between dots.
        public var spacing: Double
        /// A dot for the other pages.
        public var inactive: Indicator
        /// The dot for the page shown.
        public var active: Indicator

        init(json: JSONReader) throws {
            let object = try json.object()
            position = try object.enumeration("position") ?? .bottom
            spacing = try object.double("spacing") ?? 4
            inactive = try object.required("default").decode()
            active = try object.required("active").decode()
        }
    }

    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// Whether it is drawn.
    public var isVisible: Bool
    /// The pages, in order.
    public var pages: [StackComponent]
    /// How pages of different heights line up.
    public var pageAlignment: VerticalAlignment
    /// Space between pages.
    public var pageSpacing: Double
    /// How much of the neighbouring pages shows.
    public var pagePeek: Double
    /// The page shown first.
    public var initialPageIndex: Int
    /// Whether the last page leads back to the first.
    public var loops: Bool
    /// Timed advancing, when set.
    public var autoAdvance: AutoAdvance?
    /// The page dots, when shown.
    public var pageControl: PageControl?
    /// Size, spacing, fill, outline, border and shadow.
    public var frame: ComponentFrame
    /// Conditional changes.
    public var overrides: [ComponentOverride]
    let documentObject: JSONNode

    /// The component as drawn in `state`.
    public func resolved(in state: OverrideState) -> CarouselComponent { resolvingOverrides(in: state) }

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        isVisible = try object.bool("visible") ?? true
        pages = try object.array("pages")
        pageAlignment = try object.enumeration("page_alignment") ?? .center
        pageSpacing = try object.double("page_spacing") ?? 0
        pagePeek = try object.double("page_peek") ?? 20
        initialPageIndex = try object.int("initial_page_index") ?? 0
        loops = try object.bool("loop") ?? false
        autoAdvance = try object.decode("auto_advance")
        pageControl = try object.decode("page_control")
        frame = try ComponentFrame(reading: object)
        overrides = try Self.checkedOverrides(of: object)
        documentObject = json.node
    }
}
