/// One node of a v2 paywall's component tree.
///
/// Decoding picks the case from the object's `type`. An unknown type is replaced by the object's
/// `fallback` component (with a warning); with no fallback the paywall cannot be drawn as published.
public indirect enum PaywallComponent: Sendable, Hashable {
    case text(TextComponent)
    case image(ImageComponent)
    case icon(IconComponent)
    case stack(StackComponent)
    case button(ButtonComponent)
    case package(PackageComponent)
    case purchaseButton(PurchaseButtonComponent)
    case stickyFooter(StickyFooterComponent)
    case timeline(TimelineComponent)
    case tabs(TabsComponent)
    case tabControl(TabControlComponent)
    case tabControlButton(TabControlButtonComponent)
    case tabControlToggle(TabControlToggleComponent)
    case carousel(CarouselComponent)
    case video(VideoComponent)
    case countdown(CountdownComponent)
    case webView(WebViewComponent)
    case fallbackHeader(FallbackHeaderComponent)

    /// The component type names this version reads, as the document spells them.
    public static let supportedTypes: [String] = [
        "text", "image", "icon", "stack", "button", "package", "purchase_button", "footer", "sticky_footer",
        "timeline", "tabs", "tab_control", "tab_control_button", "tab_control_toggle", "carousel", "video",
        "countdown", "web_view", "fallback_header",
    ]

    /// The stacks directly inside this component (a stack's children are components, not listed here).
    public var childStacks: [StackComponent] {
        switch self {
        case .text, .image, .icon, .tabControl, .tabControlToggle, .video, .webView, .timeline: []
        case .stack(let stack): stack.badge.map { [$0.stack] } ?? []
        case .button(let button):
            if case .navigateTo(.sheet(_, let sheet)) = button.action { [button.stack, sheet] } else { [button.stack] }
        case .package(let package): [package.stack]
        case .purchaseButton(let button): [button.stack]
        case .stickyFooter(let footer): [footer.stack]
        case .tabs(let tabs): [tabs.control.stack] + tabs.tabs.map(\.stack)
        case .tabControlButton(let button): [button.stack]
        case .carousel(let carousel): carousel.pages
        case .countdown(let countdown): [countdown.countdownStack] + [countdown.endStack, countdown.fallback].compactMap { $0 }
        case .fallbackHeader(let header): [header.stack]
        }
    }

    /// The components directly inside this one: a stack's children, and the stacks of the others.
    public var children: [PaywallComponent] {
        if case .stack(let stack) = self {
            return stack.components + (stack.badge.map { [.stack($0.stack)] } ?? [])
        }
        return childStacks.map(PaywallComponent.stack)
    }

    /// This component and every one inside it, depth first.
    public func forEachComponent(_ body: (PaywallComponent) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachComponent(body) }
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
