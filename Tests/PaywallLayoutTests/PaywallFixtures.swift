import Foundation
import PaywallLayout
import PaywallModel
import TestSupport
import Testing

/// The shared RevenueCat fixtures, read once: the 12 v2 templates, their products, and the v1 paywalls.
enum PaywallFixtures {
    /// The ids of the offerings (and placements) of `v2-templates.json`.
    static let templateIDs = [
        "template_001", "template_002", "template_003", "template_004", "template_005", "template_006",
        "template_007", "template_008", "template_010", "template_011", "template_012", "template_014",
    ]

    /// The v1 paywall files that are valid JSON (`PaywallData-Sample1.json` has a trailing comma, which the
    /// offerings reader rightly rejects with its line and column).
    static let templatePaywallFiles = ["PaywallData-chinese", "PaywallData-missing_current_locale", "PaywallData-multitier1"]

    /// A v1 paywall of our own with every part a template can show (features, badges, intro wording, links),
    /// drawn as each template in turn.
    static func sampleTemplatePaywall(template: String) throws -> TemplatePaywall {
        let json = """
            {"template_name": "\(template)", "default_locale": "en_US",
             "localized_strings": {"en_US": {
               "title": "Go Premium", "subtitle": "Everything you make, everywhere you are.",
               "call_to_action": "Subscribe for {{ price_per_period }}",
               "call_to_action_with_intro_offer": "Start your {{ sub_offer_duration }} free trial",
               "offer_details": "{{ total_price_and_per_month }}",
               "offer_details_with_intro_offer": "{{ sub_offer_duration }} free, then {{ total_price_and_per_month }}",
               "offer_name": "{{ sub_period }}",
               "features": [{"title": "No ads", "content": "Nothing between you and your work", "icon_id": "check"},
                            {"title": "Sync", "content": "On every device", "icon_id": "cloud"}],
               "offer_overrides": {"$rc_annual": {"offer_badge": "Save {{ sub_relative_discount }}"}}}},
             "config": {"packages": ["$rc_monthly", "$rc_annual", "$rc_lifetime"], "default_package": "$rc_annual",
               "images": {"header": "header.jpg", "icon": "icon.png"}, "display_restore_purchases": true,
               "tos_url": "https://example.com/tos", "privacy_url": "https://example.com/privacy",
               "colors": {"light": {"background": "#FFFFFF", "text_1": "#111111", "text_2": "#555555",
                 "call_to_action_background": "#0A64FF", "call_to_action_foreground": "#FFFFFF", "accent_1": "#0A64FF"}}}}
            """
        return try TemplatePaywall.decode(Data(json.utf8), source: "sample").paywall
    }

    /// The sizes every template is drawn at: the common terminal, a large one, and one under 60 columns (compact).
    static let sizes: [(width: Int, height: Int)] = [(80, 24), (120, 40), (50, 20)]

    /// The shipped light theme (light paywall colors).
    static let lightTheme = (try? Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("themes/light.json")))
        .flatMap { try? ThemeFile.parse($0, file: "themes/light.json", fallbackName: "light").theme } ?? .builtInDefault

    /// A fixed clock, so countdowns draw the same every time.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// `v2-templates.json`, or `nil` without fixtures.
    static let templates: OfferingsDocument? = Fixtures.url("revenuecat/v2-templates.json").flatMap {
        try? OfferingsDocument.load(contentsOf: $0)
    }

    /// A v2 template's paywall and the presentation tests draw it with (tests that call it need the fixtures).
    static func v2Template(_ id: String) throws -> (paywall: ComponentsPaywall, presentation: PaywallPresentation) {
        let document = try #require(templates)
        guard let offering = document.offering(id), case .components(let paywall)? = offering.paywall else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "\(id) has no v2 paywall"])
        }
        return (paywall, presentation(for: offering, uiConfig: document.uiConfig))
    }

    /// `template-products.storekit`, or `nil` without fixtures.
    static let catalog: Catalog? = Fixtures.url("revenuecat/template-products.storekit").flatMap {
        try? Catalog.load(from: $0)
    }

    /// `template-packages.json`'s packages: every package id the templates use, with its product.
    static let packages: [OfferingPackage] = {
        guard let url = Fixtures.url("revenuecat/template-packages.json"), let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = json["packages"] as? [[String: Any]] else { return [] }
        return list.compactMap { entry in
            guard let id = entry["identifier"] as? String, let product = entry["platform_product_identifier"] as? String else { return nil }
            return OfferingPackage(identifier: id, productID: product)
        }
    }()

    /// A v1 paywall file (tests that call it need the fixtures).
    static func templatePaywall(_ name: String) throws -> TemplatePaywall {
        let url = try #require(Fixtures.url("revenuecat/\(name).json"))
        return try TemplatePaywall.decode(try Data(contentsOf: url), source: url.path).paywall
    }

    /// The presentation tests draw with: en_US, the fixed clock, the template products' prices, and a new
    /// customer (intro offers available).
    static func presentation(for offering: Offering, uiConfig: UIConfig = UIConfig()) -> PaywallPresentation {
        var presentation = PaywallPresentation(offering: offering, uiConfig: uiConfig, locale: "en_US", now: now)
        if let paywall = offering.paywall.flatMap(resolved) {
            presentation.fillVariables(for: paywall, prices: catalog.map { PriceBook(catalog: $0) }, context: TextContext(locale: Locale(identifier: "en_US"), now: now))
        }
        return presentation
    }

    /// A published paywall as the renderer takes it.
    private static func resolved(_ paywall: PublishedPaywall) -> ResolvedPaywall? {
        switch paywall {
        case .components(let components): return .components(components)
        case .template(let template): return .template(template)
        case .invalid: return nil
        }
    }

    /// An offering for a v1 paywall: the packages it names (tiers included), each sold by a template product
    /// (tier packages take the product of the package id they end with: `premium_annual` → `$rc_annual`).
    static func offering(for paywall: TemplatePaywall) -> Offering {
        let known = packages
        let chosen = paywall.config.allPackages.map { id -> OfferingPackage in
            let product = known.first { $0.identifier == id || id.hasSuffix("_" + $0.identifier.replacingOccurrences(of: "$rc_", with: "")) }
            return OfferingPackage(identifier: id, productID: product?.productID ?? id)
        }
        return Offering(identifier: "v1", packages: chosen, paywall: .template(paywall))
    }
}
