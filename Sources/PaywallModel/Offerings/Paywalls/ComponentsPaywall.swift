
/// A v2 paywall (`offering.paywall_components`): a component tree with localizations.
public struct ComponentsPaywall: Sendable, Hashable, JSONDecodable {
    /// The paywall's root parts.
    public struct Base: Sendable, Hashable {
        /// The main stack.
        public var stack: StackComponent
        /// The stack pinned to the bottom.
        public var stickyFooter: StickyFooterComponent?
        /// The paywall's background.
        public var background: Background?
        /// A header drawn above the main stack.
        public var header: StackComponent?
    }

    /// The paywall's id.
    public var id: String?
    /// The template it was made from.
    public var templateName: String?
    /// Its revision.
    public var revision: Int
    /// The locale used when the customer's is missing.
    public var defaultLocale: String
    /// Where relative asset addresses start.
    public var assetBaseURL: String?
    /// App Store countries (alpha-3) whose whole prices drop `.00`.
    public var zeroDecimalPlaceCountries: [String]
    /// The root parts.
    public var base: Base
    /// Texts and images by locale, then by localization id.
    public var localizations: [String: [String: LocalizedValue]]
    /// Offerings shown on leaving.
    public var exitOffers: ExitOffers?
    /// State declarations, kept as published.
    public var stateDeclarations: JSONValue?

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        templateName = try object.string("template_name")
        revision = try object.int("revision") ?? 0
        defaultLocale = try object.string("default_locale") ?? "en_US"
        assetBaseURL = try object.string("asset_base_url")
        zeroDecimalPlaceCountries = try object.member("zero_decimal_place_countries", "zeroDecimalPlaceCountries")?
            .object().strings("apple") ?? []
        let config = try object.required("components_config").object()
        let base = try config.required("base").object()
        self.base = Base(stack: try base.required("stack").decode(),
                         stickyFooter: try base.decode("sticky_footer"),
                         background: try base.decode("background"),
                         header: try base.member("header").map { header in
                             try header.object().member("stack").map { try $0.decode() } ?? header.decode()
                         })
        if let localized = object.member("components_localizations"), case .array(let list) = localized.value, list.isEmpty {
            localizations = [:]
        } else {
            localizations = try object.member("components_localizations")?.decodeDictionary([String: LocalizedValue].self) ?? [:]
        }
        exitOffers = try object.decode("exit_offers")
        stateDeclarations = object.raw("state_declarations")
    }

    /// Every component of the paywall (header, main stack, footer), depth first.
    public var allComponents: [PaywallComponent] {
        var result: [PaywallComponent] = []
        forEachComponent(path: "") { component, _ in result.append(component) }
        return result
    }

    /// Every component with its JSON path, given the paywall's own path (`$.offerings[0].paywall_components`).
    public func forEachComponent(path: String, _ body: (PaywallComponent, String) throws -> Void) rethrows {
        let basePath = path + ".components_config.base"
        if let header = base.header { try PaywallComponent.stack(header).forEachComponent(path: basePath + ".header", body) }
        try PaywallComponent.stack(base.stack).forEachComponent(path: basePath + ".stack", body)
        if let footer = base.stickyFooter { try PaywallComponent.stickyFooter(footer).forEachComponent(path: basePath + ".sticky_footer", body) }
    }
}

extension Dictionary: JSONDecodable where Key == String, Value: JSONDecodable {
    init(json: JSONReader) throws {
        self = try json.decodeDictionary(Value.self)
    }
}
