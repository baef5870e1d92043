import PaywallModel

extension PaywallPresentation {
    /// Prices this presentation's packages from a catalog and fills texts with PaywallModel's variable engines
    /// (v2 `{{ product.* }}` for component and default paywalls, v1 `{{ name }}` for templates); also marks
    /// which packages show an intro or promotional offer, for the override conditions and the call to action.
    ///
    /// Without a catalog nothing is priced and product variables render as PaywallModel renders them without a
    /// package.
    public mutating func fillVariables(for paywall: ResolvedPaywall, catalog: Catalog?, eligibility: OfferEligibility = OfferEligibility(),
                                       context: TextContext) {
        let priced = catalog.map { PackagePricing.forPackages(offering.packages, catalog: $0, eligibility: eligibility) } ?? []
        let byPackage = Dictionary(priced.map { ($0.packageID, $0) }, uniquingKeysWith: { first, _ in first })
        introOfferEligiblePackages = Set(priced.filter { $0.offer?.kind == .introductory }.map(\.packageID))
        promotionalOfferPackages = Set(priced.filter { $0.offer?.kind == .promotional }.map(\.packageID))
        switch paywall {
        case .template(let template):
            let zeroDecimal = template.zeroDecimalPlaceCountries
            resolveVariables = { text, package in
                guard let pricing = package.flatMap({ byPackage[$0] }) else { return text }
                return TemplateVariables.render(text, package: pricing, context: context, zeroDecimalCountries: zeroDecimal)
            }
        case .components(let components):
            let engine = ComponentVariables(uiConfig: uiConfig, defaultLocale: components.defaultLocale, locale: context.locale)
            let zeroDecimal = components.zeroDecimalPlaceCountries
            resolveVariables = { text, package in
                engine.render(text, package: package.flatMap { byPackage[$0] }, context: context, zeroDecimalCountries: zeroDecimal).text
            }
        case .default:
            let engine = ComponentVariables(uiConfig: uiConfig, defaultLocale: "en_US", locale: context.locale)
            resolveVariables = { text, package in
                engine.render(text, package: package.flatMap { byPackage[$0] }, context: context).text
            }
        }
    }
}
