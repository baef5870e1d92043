/// One node of a v2 paywall's component tree.
///
/// Decoding picks the case from the object's `type`. An unknown type is replaced by the object's
/// `fallback` component (with a warning); with no fallback the paywall cannot be drawn as published.
public indirect enum PaywallComponent: Sendable, Hashable {
    /// A localized text (`text`).
    case text(TextComponent)
    /// A picture (`image`).
    case image(ImageComponent)
    /// An icon from the icon library (`icon`).
    case icon(IconComponent)
    /// A container of components (`stack`).
    case stack(StackComponent)
    /// A stack that performs an action (`button`).
    case button(ButtonComponent)
    /// A selectable package of the offering (`package`).
    case package(PackageComponent)
    /// The button that buys the selected package (`purchase_button`).
    case purchaseButton(PurchaseButtonComponent)
    /// A stack pinned to the bottom (`footer`, `sticky_footer`).
    case stickyFooter(StickyFooterComponent)
    /// Steps with icons and connectors (`timeline`).
    case timeline(TimelineComponent)
    /// Stacks shown one at a time, switched by a control (`tabs`).
    case tabs(TabsComponent)
    /// Where, inside a tab, the tabs' control is drawn (`tab_control`).
    case tabControl(TabControlComponent)
    /// A button that shows one tab (`tab_control_button`).
    case tabControlButton(TabControlButtonComponent)
    /// A switch between two tabs (`tab_control_toggle`).
    case tabControlToggle(TabControlToggleComponent)
    /// Pages shown one at a time with page dots (`carousel`).
    case carousel(CarouselComponent)
    /// A video, with a still image as fallback (`video`).
    case video(VideoComponent)
    /// A countdown to a date (`countdown`).
    case countdown(CountdownComponent)
    /// An embedded web page (`web_view`).
    case webView(WebViewComponent)
    /// A header for platforms that cannot draw the tree's own (`fallback_header`).
    case fallbackHeader(FallbackHeaderComponent)

    /// The component type names this version reads, as the document spells them.
    public static let supportedTypes: [String] = [
        "text", "image", "icon", "stack", "button", "package", "purchase_button", "footer", "sticky_footer",
        "timeline", "tabs", "tab_control", "tab_control_button", "tab_control_toggle", "carousel", "video",
        "countdown", "web_view", "fallback_header",
    ]

    /// The components directly inside this one, each with its place relative to this one's JSON path
    /// (`.components[2]`, `.stack`, `.tabs[0].stack`, `.items[1].title`).
    public var namedChildren: [(component: PaywallComponent, path: String)] {
        switch self {
        case .text, .image, .icon, .tabControl, .tabControlToggle, .video, .webView: return []
        case .stack(let stack):
            return stack.components.enumerated().map { ($1, ".components[\($0)]") } + (stack.badge.map { [(.stack($0.stack), ".badge.stack")] } ?? [])
        case .button(let button):
            if case .navigateTo(.sheet(_, let sheet)) = button.action {
                return [(.stack(button.stack), ".stack"), (.stack(sheet), ".action.sheet.stack")]
            }
            return [(.stack(button.stack), ".stack")]
        case .package(let package): return [(.stack(package.stack), ".stack")]
        case .purchaseButton(let button): return [(.stack(button.stack), ".stack")]
        case .stickyFooter(let footer): return [(.stack(footer.stack), ".stack")]
        case .tabControlButton(let button): return [(.stack(button.stack), ".stack")]
        case .fallbackHeader(let header): return [(.stack(header.stack), ".stack")]
        case .tabs(let tabs):
            return [(.stack(tabs.control.stack), ".control.stack")] + tabs.tabs.enumerated().map { (.stack($1.stack), ".tabs[\($0)].stack") }
        case .carousel(let carousel): return carousel.pages.enumerated().map { (.stack($1), ".pages[\($0)]") }
        case .countdown(let countdown):
            return [(.stack(countdown.countdownStack), ".countdown_stack")]
                + (countdown.endStack.map { [(.stack($0), ".end_stack")] } ?? [])
                + (countdown.fallback.map { [(.stack($0), ".fallback")] } ?? [])
        case .timeline(let timeline):
            return timeline.items.enumerated().flatMap { index, item -> [(PaywallComponent, String)] in
                [(.text(item.title), ".items[\(index)].title"), (.icon(item.icon), ".items[\(index)].icon")]
                    + (item.description.map { [(.text($0), ".items[\(index)].description")] } ?? [])
            }
        }
    }

    /// The components directly inside this one.
    public var children: [PaywallComponent] { namedChildren.map(\.component) }

    /// This component and every one inside it, depth first, each with its JSON path under `path`.
    public func forEachComponent(path: String, _ body: (PaywallComponent, String) throws -> Void) rethrows {
        try body(self, path)
        for (child, suffix) in namedChildren { try child.forEachComponent(path: path + suffix, body) }
    }
}

extension PaywallComponent: JSONDecodable {
    init(json: JSONReader) throws {
        let object = try json.object()
        let type = try object.required("type").string()
        switch type {
        case "text": self = .text(try json.decode())
        case "image": self = .image(try json.decode())
        case "icon": self = .icon(try json.decode())
        case "stack": self = .stack(try json.decode())
        case "button": self = .button(try json.decode())
        case "package": self = .package(try json.decode())
        case "purchase_button": self = .purchaseButton(try json.decode())
        case "footer", "sticky_footer": self = .stickyFooter(try json.decode())
        case "timeline": self = .timeline(try json.decode())
        case "tabs": self = .tabs(try json.decode())
        case "tab_control": self = .tabControl(try json.decode())
        case "tab_control_button": self = .tabControlButton(try json.decode())
        case "tab_control_toggle": self = .tabControlToggle(try json.decode())
        case "carousel": self = .carousel(try json.decode())
        case "video": self = .video(try json.decode())
        case "countdown": self = .countdown(try json.decode())
        case "web_view": self = .webView(try json.decode())
        case "fallback_header": self = .fallbackHeader(try json.decode())
        default:
            guard let fallback = object.member("fallback") else {
                throw try object.required("type").error("unsupported component type \"\(type.prefix(40))\" with no \"fallback\"")
            }
            json.warn("unsupported component type \"\(type.prefix(40))\": drawing its fallback")
            self = try fallback.decode()
        }
    }
}
