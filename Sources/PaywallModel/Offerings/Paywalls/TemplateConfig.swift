/// A template paywall's layout settings.
public struct TemplateConfig: Sendable, Hashable, JSONDecodable {
    /// The packages shown, in order.
    public var packages: [String]
    /// The package selected at first.
    public var defaultPackage: String?
    /// Tiers (template 7).
    public var tiers: [TemplateTier]
    /// Images.
    public var images: TemplateImages?
    /// Images per tier.
    public var imagesByTier: [String: TemplateImages]
    /// Whether a restore button shows.
    public var displaysRestorePurchases: Bool
    /// The terms of service.
    public var termsURL: String?
    /// The privacy policy.
    public var privacyURL: String?
    /// Whether the background image is blurred.
    public var blursBackgroundImage: Bool
    /// Colors for the light and dark schemes.
    public var colors: TemplateColorSchemes?
    /// Colors per tier.
    public var colorsByTier: [String: TemplateColorSchemes]

    init(json: JSONReader) throws {
        let object = try json.object()
        packages = try object.strings("packages")
        defaultPackage = try object.string("default_package")
        tiers = try object.array("tiers")
        images = try object.decode("images")
        imagesByTier = try object.decode("images_by_tier") ?? [:]
        displaysRestorePurchases = try object.bool("display_restore_purchases") ?? true
        termsURL = try object.string("tos_url")
        privacyURL = try object.string("privacy_url")
        blursBackgroundImage = try object.bool("blurred_background_image") ?? false
        colors = try object.decode("colors")
        colorsByTier = try object.decode("colors_by_tier") ?? [:]
    }

    /// Every package named, in the config and in tiers, without repeats, in order.
    public var allPackages: [String] {
        var seen: Set<String> = []
        return (packages + tiers.flatMap(\.packages)).filter { seen.insert($0).inserted }
    }
}
