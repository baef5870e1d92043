/// Checks a published document against a catalog and reports every problem with its JSON path: packages
/// whose product is not in the catalog, paywall packages the offering lacks, default packages not on the
/// paywall, unknown variables (v1: the paywall is invalid; v2: rendered as ""), missing default-locale
/// localizations, `text_lid`s with no string, placements pointing to no offering, offer copy shown without an
/// eligibility condition, promotional offers a package names that its product lacks, exit offers naming no other
/// offering of the document, and (from reading) unsupported components.
public struct OfferingsValidator {
    private let document: OfferingsDocument
    private let catalog: Catalog?
    private var issues: [DocumentIssue] = []

    /// Validates `document`; without a catalog, product checks are skipped.
    public static func validate(_ document: OfferingsDocument, catalog: Catalog?) -> ValidationReport {
        var validator = OfferingsValidator(document: document, catalog: catalog)
        validator.checkPlacements()
        for (index, offering) in document.offerings.enumerated() {
            validator.check(offering, path: "$.offerings[\(index)]")
        }
        return ValidationReport(source: document.source, issues: document.issues + validator.issues)
    }

    /// The problems `validate` finds in one offering of `document` and its paywall (none for an offering it does not
    /// have): what `kiosk render`, which reads only the paywall it draws, reports of it.
    public static func problems(ofOffering identifier: String, in document: OfferingsDocument, catalog: Catalog?) -> [DocumentIssue] {
        guard let index = document.offerings.firstIndex(where: { $0.identifier == identifier }) else { return [] }
        var validator = OfferingsValidator(document: document, catalog: catalog)
        validator.check(document.offerings[index], path: "$.offerings[\(index)]")
        return validator.issues
    }

    private init(document: OfferingsDocument, catalog: Catalog?) {
        self.document = document
        self.catalog = catalog
    }

    private mutating func report(_ severity: DocumentIssue.Severity, _ path: String, _ message: String) {
        issues.append(DocumentIssue(severity: severity, source: document.source, path: path, message: message))
    }

    private mutating func checkOfferingExists(_ id: String, at path: String, what: String) {
        if document.offering(id) == nil {
            report(.error, path, "\(what) points to offering \"\(id)\", which is not in the document")
        }
    }

    private mutating func checkPlacements() {
        if let current = document.currentOfferingID { checkOfferingExists(current, at: "$.current_offering_id", what: "current_offering_id") }
        guard let placements = document.placements else { return }
        if let fallback = placements.fallbackOfferingID {
            checkOfferingExists(fallback, at: "$.placements.fallback_offering_id", what: "fallback_offering_id")
        }
        for (name, target) in placements.targets.sorted(by: { $0.key < $1.key }) {
            if case .offering(let id) = target {
                checkOfferingExists(id, at: "$.placements.offering_ids_by_placement.\(name)", what: "placement \"\(name)\"")
            }
        }
        for (name, audiences) in placements.audiences.sorted(by: { $0.key < $1.key }) {
            for (audienceIndex, audience) in audiences.enumerated() {
                for (variantIndex, variant) in audience.variants.enumerated() {
                    guard let id = variant.offeringID else { continue }
                    checkOfferingExists(id, at: "$.placements.kiosk_audiences_by_placement.\(name)[\(audienceIndex)].variants[\(variantIndex)].offering_id",
                                        what: "variant \"\(variant.id)\" of audience \"\(audience.id)\"")
                }
            }
        }
    }

    private mutating func check(_ offering: Offering, path: String) {
        if let catalog {
            for (index, package) in offering.packages.enumerated() where catalog.product(withID: package.productID) == nil {
                report(.error, "\(path).packages[\(index)].platform_product_identifier",
                       "package \"\(package.identifier)\" sells \"\(package.productID)\", which is not in the catalog")
            }
        }
        let paywall = offering.paywall
        let paywallPath: String
        switch paywall {
        case .template(let template):
            paywallPath = path + ".paywall"
            check(template, offering: offering, path: paywallPath)
        case .components(let components):
            paywallPath = path + ".paywall_components"
            check(components, offering: offering, path: paywallPath)
        case .invalid, nil: return
        }
        if let exit = paywall?.dismissExitOfferingID { checkExitOffer(exit, of: offering, at: paywallPath) }
    }

    /// The offering an exit offer names must be another of the document's: RevenueCat's SDK shows no exit offer
    /// otherwise (it warns that the offering is not found, or is the current one).
    private mutating func checkExitOffer(_ exit: String, of offering: Offering, at paywallPath: String) {
        let path = paywallPath + ".exit_offers.dismiss.offering_id"
        if exit == offering.identifier {
            report(.warning, path, "the exit offer is this paywall's own offering \"\(exit)\": no exit offer is shown")
        } else {
            checkOfferingExists(exit, at: path, what: "the exit offer")
        }
    }

    private mutating func check(_ paywall: TemplatePaywall, offering: Offering, path: String) {
        let config = path + ".config"
        for (index, package) in paywall.config.packages.enumerated() where offering.package(package) == nil {
            report(.error, "\(config).packages[\(index)]", "the paywall shows package \"\(package)\", which offering \"\(offering.identifier)\" does not have")
        }
        if let defaultPackage = paywall.config.defaultPackage, !paywall.config.packages.isEmpty, !paywall.config.packages.contains(defaultPackage) {
            report(.error, "\(config).default_package", "default package \"\(defaultPackage)\" is not among the paywall's packages")
        }
        for (index, tier) in paywall.config.tiers.enumerated() {
            for (packageIndex, package) in tier.packages.enumerated() where offering.package(package) == nil {
                report(.error, "\(config).tiers[\(index)].packages[\(packageIndex)]",
                       "tier \"\(tier.id)\" shows package \"\(package)\", which offering \"\(offering.identifier)\" does not have")
            }
            if let defaultPackage = tier.defaultPackage, !tier.packages.contains(defaultPackage) {
                report(.error, "\(config).tiers[\(index)].default_package", "default package \"\(defaultPackage)\" is not among tier \"\(tier.id)\"'s packages")
            }
        }
        if let defaultLocale = paywall.defaultLocale, !paywall.locales.contains(defaultLocale) {
            report(.error, "\(path).default_locale", "there are no strings for the default locale \"\(defaultLocale)\"")
        }
        for use in paywall.unknownVariableUses {
            report(.error, "\(path).\(use.place)", "unknown variable \"\(use.name)\": the paywall cannot be drawn, the default paywall is shown")
        }
        for difference in paywall.revenueCatDifferences {
            report(.warning, "\(path).\(difference.place)", difference.note)
        }
        for finding in OfferCopyCheck.findings(in: paywall, path: path) {
            report(.warning, finding.path, "\"\(finding.name)\" shows offer copy to every customer, eligible or not: "
                   + "customers who cannot have the offer see the regular price and period in it; put it in the *_with_intro_offer string")
        }
    }

    private mutating func check(_ paywall: ComponentsPaywall, offering: Offering, path: String) {
        let localizations = "\(path).components_localizations"
        let defaults = paywall.localizations[paywall.defaultLocale]
        if defaults == nil {
            report(.error, localizations, "there are no localizations for the default locale \"\(paywall.defaultLocale)\"")
        }
        let variables = ComponentVariables(uiConfig: document.uiConfig, defaultLocale: paywall.defaultLocale, locale: .init(identifier: paywall.defaultLocale))
        for locale in paywall.localizations.keys.sorted() {
            let usesProductWords = paywall.localizations[locale]!.values.contains { $0.text?.contains("product.") == true }
            if usesProductWords, ComponentVariables(uiConfig: document.uiConfig, defaultLocale: paywall.defaultLocale,
                                                    locale: .init(identifier: locale)).wordsLocale == nil {
                report(.warning, "$.ui_config.localizations", "no unit words for locale \"\(locale)\": kiosk uses its built-in words "
                       + "where RevenueCat's SDK shows none")
            }
            for (lid, value) in paywall.localizations[locale]!.sorted(by: { $0.key < $1.key }) {
                guard let text = value.text else { continue }
                for problem in variables.problems(in: text) {
                    report(.warning, "\(localizations).\(locale).\(lid)", "\(problem): rendered as \"\"")
                }
            }
        }
        var selectedByDefault: [String: [String]] = [:]
        paywall.forEachComponent(path: path) { component, componentPath in
            switch component {
            case .text(let text) where defaults != nil:
                checkLocalized(text.textLID, in: paywall, at: componentPath + ".text_lid")
                // An override's text replaces the component's while its conditions hold: it needs its string as much.
                for (index, override) in text.overrides.enumerated() {
                    guard let id = override.string("text_lid") else { continue }
                    checkLocalized(id, in: paywall, at: componentPath + ".overrides[\(index)].properties.text_lid")
                }
            case .package(let package):
                if offering.package(package.packageID) == nil {
                    report(.error, componentPath + ".package_id",
                           "the paywall shows package \"\(package.packageID)\", which offering \"\(offering.identifier)\" does not have")
                }
                if let code = package.applePromoOfferProductCode {
                    checkPromotionalOffer(code, of: offering.package(package.packageID), at: componentPath + ".apple_promo_offer_product_code")
                }
                if package.isSelectedByDefault { selectedByDefault[Self.tabScope(of: componentPath), default: []].append(package.packageID) }
            case .button(let button) where defaults != nil:
                for link in button.action.links { checkLocalized(link, in: paywall, at: componentPath + ".action.url.url_lid") }
            case .webView(let web) where defaults != nil:
                if let lid = web.urlLID { checkLocalized(lid, in: paywall, at: componentPath + ".url_lid") }
            default:
                break
            }
        }
        for finding in OfferCopyCheck.findings(in: paywall, path: path) {
            report(.warning, finding.path, "\"\(finding.name)\" shows offer copy to every customer, eligible or not: "
                   + "customers who cannot have the offer see the regular price and period in it; show it under an intro_offer or promo_offer condition")
        }
        for (scope, packages) in selectedByDefault.sorted(by: { $0.key < $1.key }) where Set(packages).count > 1 {
            report(.warning, scope.isEmpty ? path : scope, "several packages are selected by default (\(packages.joined(separator: ", "))); the first is used")
        }
    }

    /// Warns when a package component names a promotional offer its package's product does not have: no offer can
    /// be found to apply, so the package is shown and sold at its regular price.
    private mutating func checkPromotionalOffer(_ code: String, of package: OfferingPackage?, at path: String) {
        guard let catalog, let package, let product = catalog.product(withID: package.productID) else { return }
        let offers = product.subscription?.promotionalOffers.compactMap(\.offerID) ?? []
        guard !offers.contains(code) else { return }
        let known = offers.isEmpty ? "it has none" : "its promotional offers: " + offers.map { "\"\($0)\"" }.joined(separator: ", ")
        report(.warning, path, "package \"\(package.identifier)\" names promotional offer \"\(code)\", which \"\(product.id)\" does not have "
               + "(\(known)): it is shown and sold at its regular price")
    }

    /// The innermost tab a component is in (its path up to `.tabs[N]`), or "" outside tabs: each tab selects its own default.
    private static func tabScope(of path: String) -> String {
        guard let range = path.range(of: ".tabs[", options: .backwards),
              let close = path[range.upperBound...].firstIndex(of: "]") else { return "" }
        return String(path[...close])
    }

    private mutating func checkLocalized(_ lid: String, in paywall: ComponentsPaywall, at path: String) {
        if paywall.localizations[paywall.defaultLocale]?[lid] == nil {
            let elsewhere = paywall.localizations.keys.sorted().filter { paywall.localizations[$0]?[lid] != nil }
            let note = elsewhere.isEmpty ? "in no locale" : "only in \(elsewhere.joined(separator: ", "))"
            report(.error, path, "\"\(lid)\" has no string in the default locale \"\(paywall.defaultLocale)\" (\(note))")
        }
    }
}

extension ButtonAction {
    /// The localization ids of the addresses this action opens.
    var links: [String] {
        switch self {
        case .navigateTo(.terms(let link)), .navigateTo(.privacyPolicy(let link)), .navigateTo(.url(let link)): [link.urlLID]
        default: []
        }
    }
}
