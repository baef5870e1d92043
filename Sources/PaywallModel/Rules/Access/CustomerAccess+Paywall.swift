extension CustomerAccess {
    /// The offering's packages whose product the store shows this customer, in the offering's order (a
    /// package selling a product the catalog lacks is never shown).
    public func visiblePackages(of offering: Offering) -> [OfferingPackage] {
        offering.packages.filter { isVisible($0.productID) }
    }

    /// What a paywall for this offering offers: its visible packages, or, when every package is hidden, a
    /// sentence saying what the customer already has.
    public func paywallOffer(for offering: Offering, locale: String? = nil) -> PaywallOffer {
        let packages = visiblePackages(of: offering)
        return packages.isEmpty ? .alreadyOwned(message: ownedSummary(locale: locale)) : .packages(packages)
    }

    /// One sentence naming what the customer has, for a paywall with nothing left to offer:
    /// `You already have Kiosk Plus and Priority support (from Family Lifetime).`
    public func ownedSummary(locale: String? = nil) -> String {
        let active = activeEntitlements
        guard !active.isEmpty else { return "Nothing here is offered to you right now." }
        let names = active.map { rules.entitlement($0.key)?.name ?? $0.key }
        var sources: [String] = []
        for id in active.flatMap(\.sourceProductIDs) where !sources.contains(id) { sources.append(id) }
        let products = sources.map { id in
            catalog.product(withID: id)?.label(for: locale, catalogLocale: catalog.settings.locale) ?? id
        }
        return "You already have \(Self.sentenceList(names)) (from \(Self.sentenceList(products)))."
    }

    private static func sentenceList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
