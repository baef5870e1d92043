import Foundation
import PaywallModel

extension PaywallPresentation {
    /// Prices this presentation's packages from a price book in the context's storefront and fills texts with PaywallModel's variable engines
    /// (v2 `{{ product.* }}` for component and default paywalls, v1 `{{ name }}` for templates); also marks
    /// which packages show an intro or promotional offer, for the override conditions and the call to action.
    ///
    /// Relative discounts are measured as RevenueCat measures them: in a v2 paywall against the packages
    /// outside tabs plus the selected tab's, in a v1 paywall against the selected tier's (or the paywall's)
    /// packages.
    ///
    /// Without a catalog nothing is priced and product variables render as PaywallModel renders them without a
    /// package.
    public mutating func fillVariables(for paywall: ResolvedPaywall, prices: PriceBook?, eligibility: OfferEligibility = OfferEligibility(),
                                       context: TextContext) {
        let pricing = PaywallPricing(packages: offering.packages, prices: prices, storefront: context.storefront, eligibility: eligibility,
                                     discountReference: discountReference(of: paywall))
        fillVariables(for: paywall, pricing: pricing, context: context)
    }

    /// Fills texts as `fillVariables(for:prices:eligibility:context:)` does, from packages priced before (for this
    /// presentation's offering and the paywall's discount reference, `discountReference(of:)`), and marks the
    /// packages with an intro or promotional offer. Texts whose fill reads no clock are taken from and given to
    /// `clockFree`, which must only be shared by presentations of the same paywall, pricing and context but for
    /// the context's time.
    public mutating func fillVariables(for paywall: ResolvedPaywall, pricing: PaywallPricing, context: TextContext,
                                       clockFree: ClockFreeFills? = nil) {
        let byPackage = pricing.byPackage
        introOfferEligiblePackages = pricing.introOfferPackages
        promotionalOfferPackages = pricing.promotionalOfferPackages
        // Each text is filled once per package however often the paywall is drawn.
        let filled: FilledTexts
        switch paywall {
        case .template(let template):
            let zeroDecimal = template.zeroDecimalPlaceCountries
            // Unit words in the language of the template's strings, as for a v2 paywall (v1 variables read no clock).
            let textLocale = template.stringsLocale(for: context.localeIdentifier).map(Locale.init(identifier:))
            filled = FilledTexts({ text, package in
                guard let pricing = package.flatMap({ byPackage[$0] }) else { return text }
                return TemplateVariables.render(text, package: pricing, context: context, textLocale: textLocale, zeroDecimalCountries: zeroDecimal)
            }, clockFree: clockFree)
        case .components(let components):
            // Unit words and dates in the language of the paywall's texts, as RevenueCat writes them.
            let textLocale = components.localizationLocales(for: context.localeIdentifier).first ?? components.defaultLocale
            let engine = ComponentVariables(uiConfig: uiConfig, defaultLocale: components.defaultLocale, localeIdentifier: textLocale)
            let zeroDecimal = components.zeroDecimalPlaceCountries
            filled = FilledTexts({ text, package in
                let rendered = engine.render(text, package: package.flatMap { byPackage[$0] }, context: context, zeroDecimalCountries: zeroDecimal)
                return (rendered.text, rendered.readsClock)
            }, clockFree: clockFree)
        case .default:
            // Kiosk's own texts: unit words in the same language as the paywall's words (`PaywallWords`).
            let language = KioskLanguage(serving: context.localeIdentifier)
            let engine = ComponentVariables(uiConfig: uiConfig, defaultLocale: "en_US", localeIdentifier: language.rawValue)
            offerTerms = byPackage.compactMapValues { engine.offerTerms(of: $0, context: context) }
            filled = FilledTexts({ text, package in
                let rendered = engine.render(text, package: package.flatMap { byPackage[$0] }, context: context)
                return (rendered.text, rendered.readsClock)
            }, clockFree: clockFree)
        }
        filledTexts = filled
        resolveVariables = { filled.text($0, packageID: $1) }
    }
}

extension PaywallPresentation {
    /// The packages relative discounts are measured against: the paywall's shown outside tabs and in the selected tab
    /// or tier; `nil`, all of the offering's, for kiosk's default paywall (which shows every one).
    public func discountReference(of paywall: ResolvedPaywall) -> Set<String>? {
        switch paywall {
        case .components(let components): components.discountReferencePackages(selectedTabID: selectedTabID)
        case .template(let template): template.discountReferencePackages(selectedTierID: selectedTabID)
        case .default: nil
        }
    }

    /// A presentation for what a placement resolved to (`PlacementResolution.outcome`), priced from a catalog for a
    /// customer: the offering's packages the catalog has (for kiosk's default paywall made from the whole catalog, an offering of its
    /// packages), prices from the catalog and its price sidecar as the store charges them, the customer's locale (else
    /// the catalog's, else `en_US`) and storefront (else the catalog's), offer
    /// eligibility, the selected tab (it decides relative discounts), and the time.
    public static func priced(
        offering: Offering?, paywall: ResolvedPaywall, uiConfig: UIConfig, catalog: Catalog?, prices: PriceSidecar? = nil,
        locale: String? = nil, storefront: Storefront? = nil, eligibility: OfferEligibility = OfferEligibility(), selectedTabID: String? = nil,
        now: Date
    ) -> PaywallPresentation {
        let customerLocale = locale ?? catalog?.settings.locale ?? "en_US"
        // A package whose product the catalog lacks is left out, as RevenueCat leaves out a package StoreKit returns no
        // product for (and the interactive paywall one the store does not sell): it has no price to show.
        var shown = offering ?? standIn(for: paywall)
        if let catalog { shown.packages = shown.packages.filter { catalog.product(withID: $0.productID) != nil } }
        var presentation = PaywallPresentation(offering: shown, uiConfig: uiConfig, locale: customerLocale,
                                               selectedTabID: selectedTabID, now: now)
        let context = TextContext(localeIdentifier: customerLocale, storefront: storefront ?? catalog?.storefront ?? .unitedStates,
                                  catalogLocale: catalog?.settings.locale, now: now)
        presentation.fillVariables(for: paywall, prices: catalog.map { PriceBook(catalog: $0, sidecar: prices) }, eligibility: eligibility,
                                   context: context)
        return presentation
    }

    /// An offering holding a default paywall's packages (a paywall made from the whole catalog has none of its own).
    static func standIn(for paywall: ResolvedPaywall) -> Offering {
        guard case .default(let fallback) = paywall else { return Offering(identifier: "", packages: []) }
        return Offering(identifier: fallback.offeringID ?? "catalog", packages: fallback.packages)
    }
}
