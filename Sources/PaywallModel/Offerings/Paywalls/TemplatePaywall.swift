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

/// One tier of a multi-tier template (7).
public struct TemplateTier: Sendable, Hashable, JSONDecodable {
    /// The tier's id.
    public var id: String
    /// Its packages, in order.
    public var packages: [String]
    /// The package selected at first.
    public var defaultPackage: String?

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.required("id").string()
        packages = try object.strings("packages")
        defaultPackage = try object.string("default_package")
    }
}

/// The images of a template paywall (file names under `asset_base_url`).
public struct TemplateImages: Sendable, Hashable, JSONDecodable {
    public var header: String?
    public var background: String?
    public var icon: String?

    init(json: JSONReader) throws {
        let object = try json.object()
        header = try object.string("header")
        background = try object.string("background")
        icon = try object.string("icon")
    }
}

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

/// A template's colors for the light scheme and, optionally, the dark one.
public struct TemplateColorSchemes: Sendable, Hashable, JSONDecodable {
    /// Light.
    public var light: TemplateColors
    /// Dark; `nil` means use light.
    public var dark: TemplateColors?

    init(json: JSONReader) throws {
        let object = try json.object()
        light = try object.decode("light") ?? TemplateColors()
        dark = try object.decode("dark")
    }
}

/// A template's named colors (both `text_1` and `text1` spellings are read).
public struct TemplateColors: Sendable, Hashable, JSONDecodable {
    public var background: PaywallColor?
    public var text1: PaywallColor?
    public var text2: PaywallColor?
    public var text3: PaywallColor?
    public var callToActionBackground: PaywallColor?
    public var callToActionForeground: PaywallColor?
    public var callToActionSecondaryBackground: PaywallColor?
    public var accent1: PaywallColor?
    public var accent2: PaywallColor?
    public var accent3: PaywallColor?
    public var closeButton: PaywallColor?
    public var tierControlBackground: PaywallColor?
    public var tierControlForeground: PaywallColor?
    public var tierControlSelectedBackground: PaywallColor?
    public var tierControlSelectedForeground: PaywallColor?

    /// No colors set.
    public init() {}

    init(json: JSONReader) throws {
        let object = try json.object()
        background = try object.decode("background")
        text1 = try object.decode("text_1", "text1")
        text2 = try object.decode("text_2", "text2")
        text3 = try object.decode("text_3", "text3")
        callToActionBackground = try object.decode("call_to_action_background")
        callToActionForeground = try object.decode("call_to_action_foreground")
        callToActionSecondaryBackground = try object.decode("call_to_action_secondary_background")
        accent1 = try object.decode("accent_1", "accent1")
        accent2 = try object.decode("accent_2", "accent2")
        accent3 = try object.decode("accent_3", "accent3")
        closeButton = try object.decode("close_button")
        tierControlBackground = try object.decode("tier_control_background")
        tierControlForeground = try object.decode("tier_control_foreground")
        tierControlSelectedBackground = try object.decode("tier_control_selected_background")
        tierControlSelectedForeground = try object.decode("tier_control_selected_foreground")
    }
}

/// One feature line of a template.
public struct TemplateFeature: Sendable, Hashable, JSONDecodable {
    public var title: String
    public var content: String?
    public var iconID: String?

    init(json: JSONReader) throws {
        let object = try json.object()
        title = try object.string("title") ?? ""
        content = try object.string("content")
        iconID = try object.string("icon_id")
    }
}

/// Strings that replace a template's for one package.
public struct TemplateOfferOverride: Sendable, Hashable, JSONDecodable {
    public var offerDetails: String?
    public var offerDetailsWithIntroOffer: String?
    public var offerName: String?
    public var offerBadge: String?

    init(json: JSONReader) throws {
        let object = try json.object()
        offerDetails = try object.string("offer_details")
        offerDetailsWithIntroOffer = try object.string("offer_details_with_intro_offer")
        offerName = try object.string("offer_name")
        offerBadge = try object.string("offer_badge")
    }
}

/// A template's strings in one locale (or for one tier), with `{{ variables }}`.
public struct TemplateStrings: Sendable, Hashable, JSONDecodable {
    public var title: String
    public var subtitle: String?
    public var callToAction: String
    public var callToActionWithIntroOffer: String?
    public var offerDetails: String?
    public var offerDetailsWithIntroOffer: String?
    public var offerName: String?
    public var features: [TemplateFeature]
    public var tierName: String?
    /// Strings per package id.
    public var offerOverrides: [String: TemplateOfferOverride]

    init(json: JSONReader) throws {
        let object = try json.object()
        title = try object.string("title") ?? ""
        subtitle = try object.string("subtitle")
        callToAction = try object.string("call_to_action") ?? ""
        callToActionWithIntroOffer = try object.string("call_to_action_with_intro_offer")
        offerDetails = try object.string("offer_details")
        offerDetailsWithIntroOffer = try object.string("offer_details_with_intro_offer")
        offerName = try object.string("offer_name")
        features = try object.array("features")
        tierName = try object.string("tier_name")
        offerOverrides = try object.decode("offer_overrides") ?? [:]
    }

    /// Every string with its key, for variable checks: `title`, `features[0].title`, ...
    public var allStrings: [(key: String, text: String)] {
        var result: [(String, String)] = [("title", title), ("call_to_action", callToAction)]
        let optional: [(String, String?)] = [
            ("subtitle", subtitle), ("call_to_action_with_intro_offer", callToActionWithIntroOffer),
            ("offer_details", offerDetails), ("offer_details_with_intro_offer", offerDetailsWithIntroOffer),
            ("offer_name", offerName), ("tier_name", tierName),
        ]
        result += optional.compactMap { key, text in text.map { (key, $0) } }
        for (index, feature) in features.enumerated() {
            result.append(("features[\(index)].title", feature.title))
            if let content = feature.content { result.append(("features[\(index)].content", content)) }
        }
        for (package, override) in offerOverrides.sorted(by: { $0.key < $1.key }) {
            let texts: [(String, String?)] = [("offer_details", override.offerDetails),
                                              ("offer_details_with_intro_offer", override.offerDetailsWithIntroOffer),
                                              ("offer_name", override.offerName), ("offer_badge", override.offerBadge)]
            result += texts.compactMap { key, text in text.map { ("offer_overrides.\(package).\(key)", $0) } }
        }
        return result
    }
}
