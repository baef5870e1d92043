/// A v1 template paywall (`offering.paywall`): a template name, config, colors, images and localized strings.
public struct TemplatePaywall: Sendable, Hashable, JSONDecodable {
    /// The templates this version draws.
    public static let supportedTemplates: Set<String> = ["1", "2", "3", "4", "5", "7"]

    /// The template (`"1"`..`"5"`, `"7"` for tiers).
    public var templateName: String
    /// The paywall's id.
    public var id: String?
    /// Its revision.
    public var revision: Int
    /// The locale used when the customer's is missing; `nil` means the first localized one.
    public var defaultLocale: String?
    /// Where image file names start.
    public var assetBaseURL: String?
    /// App Store countries (alpha-3) whose whole prices drop `.00`.
    public var zeroDecimalPlaceCountries: [String]
    /// The layout settings.
    public var config: TemplateConfig
    /// Strings by locale.
    public var localizedStrings: [String: TemplateStrings]
    /// Strings by locale, then tier id (template 7).
    public var localizedStringsByTier: [String: [String: TemplateStrings]]
    /// Offerings shown on leaving.
    public var exitOffers: ExitOffers?

    /// Whether this version can draw the template.
    public var isSupportedTemplate: Bool { Self.supportedTemplates.contains(templateName) }

    /// Every locale the paywall has strings for, sorted.
    public var locales: [String] {
        Set(localizedStrings.keys).union(localizedStringsByTier.keys).sorted()
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        templateName = try object.required("template_name").string()
        id = try object.string("id")
        revision = try object.int("revision") ?? 0
        defaultLocale = try object.string("default_locale")
        assetBaseURL = try object.string("asset_base_url")
        zeroDecimalPlaceCountries = try object.member("zero_decimal_place_countries", "zeroDecimalPlaceCountries")?
            .object().strings("apple") ?? []
        config = try object.required("config").decode()
        localizedStrings = try object.decode("localized_strings") ?? [:]
        localizedStringsByTier = try object.decode("localized_strings_by_tier") ?? [:]
        if localizedStrings.isEmpty && localizedStringsByTier.isEmpty {
            throw json.error("a template paywall needs \"localized_strings\" or \"localized_strings_by_tier\"")
        }
        exitOffers = try object.decode("exit_offers")
    }
}
