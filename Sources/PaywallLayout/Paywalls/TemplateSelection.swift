import PaywallModel

/// What a v1 template paywall shows for a presentation: the tier, its strings, packages and colors.
struct TemplateSelection {
    /// The tier shown (template 7), picked by the presentation's tab id, else the first.
    var tier: TemplateTier?
    /// The strings for the customer's locale (and tier).
    var strings: TemplateStrings?
    /// The packages shown, in order, only those in the offering.
    var packages: [String]
    /// The package selected.
    var selectedPackageID: String?
    /// The colors of the scheme used (and tier).
    var colors: TemplateColors
    /// The locale whose strings are used.
    var locale: String?

    init(_ paywall: TemplatePaywall, presentation: PaywallPresentation, dark: Bool) {
        let tiers = paywall.config.tiers
        tier = tiers.first { $0.id == presentation.selectedTabID } ?? tiers.first
        let requested = presentation.locale ?? paywall.defaultLocale ?? ""
        locale = paywall.stringsLocale(for: requested)
        strings = paywall.strings(for: requested, tier: tier?.id) ?? paywall.strings(for: requested)
        packages = (tier?.packages ?? paywall.config.packages).filter { presentation.offering.package($0) != nil }
        let preferred = tier?.defaultPackage ?? paywall.config.defaultPackage
        if let picked = presentation.selectedPackageID, packages.contains(picked) {
            selectedPackageID = picked
        } else {
            selectedPackageID = packages.first { $0 == preferred } ?? packages.first
        }
        let schemes = tier.flatMap { paywall.config.colorsByTier[$0.id] } ?? paywall.config.colors
        colors = (dark ? schemes?.dark ?? schemes?.light : schemes?.light) ?? TemplateColors()
    }
}
