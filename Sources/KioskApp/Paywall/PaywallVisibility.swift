import PaywallModel

/// What a paywall offers the current customer: a package whose product the store does not sell in its storefront is
/// dropped, as RevenueCat drops a package StoreKit returns no product for, and one whose product the storefront rules
/// hide from the customer is not offered; with every package sold hidden, the paywall says what they already have.
struct PaywallVisibility {
    /// The offering with only the packages shown to the customer.
    let offering: Offering
    /// The paywall, a default paywall keeping only the packages shown.
    let paywall: ResolvedPaywall
    /// Why the paywall offers nothing: what the customer already has, when the rules hide every package it had, or
    /// that none of its products is sold in the storefront.
    let ownedMessage: String?
    /// The packages whose product is sold in the storefront, those the rules hide included (a relative discount
    /// measures against them).
    let soldPackages: [OfferingPackage]

    /// Applies the products sold in `storefront` (`sold`; nil: unknown, all) and the customer's visibility
    /// (everything shows when the customer's standing is unknown) to a paywall and its offering.
    init(offering: Offering, paywall: ResolvedPaywall, customer: CustomerStanding?, sold: Set<String>?, storefront: Storefront?,
         catalog: Catalog? = nil) {
        let isSold = { (productID: String) in sold?.contains(productID) ?? true }
        let isShown = { (productID: String) in isSold(productID) && (customer?.isVisible(productID) ?? true) }
        soldPackages = offering.packages.filter { isSold($0.productID) }
        var shown = offering
        shown.packages = offering.packages.filter { isShown($0.productID) }
        self.offering = shown
        if case .default(var fallback) = paywall {
            fallback.packages = fallback.packages.filter { isShown($0.productID) }
            if let selected = fallback.defaultPackageID, !fallback.packages.contains(where: { $0.identifier == selected }) {
                fallback.defaultPackageID = fallback.packages.first?.identifier
            }
            self.paywall = .default(fallback)
        } else {
            self.paywall = paywall
        }
        if soldPackages.isEmpty, !offering.packages.isEmpty, let storefront {
            ownedMessage = Self.nothingSold(offering.packages.map(\.productID), catalog: catalog, storefront: storefront)
        } else {
            ownedMessage = shown.packages.isEmpty && !soldPackages.isEmpty ? customer?.ownedSummary : nil
        }
    }

    /// Why none of `products` is sold: those the catalog does not have are not in the catalog (a document written for
    /// another catalog), the others are not sold in the storefront; each named by its id, in the paywall's order.
    static func nothingSold(_ products: [String], catalog: Catalog?, storefront: Storefront) -> String {
        var seen = Set<String>()
        let unique = products.filter { seen.insert($0).inserted }
        let missing = unique.filter { catalog != nil && catalog?.product(withID: $0) == nil }
        let unsold = unique.filter { !missing.contains($0) }
        let verb = { (ids: [String]) in ids.count == 1 ? "is" : "are" }
        if unsold.isEmpty {
            return "Nothing on this paywall is in the catalog: \(listed(missing)) \(verb(missing)) not in it."
        }
        if missing.isEmpty {
            return "Nothing on this paywall is sold in the \(storefront.name) storefront."
        }
        return "Nothing on this paywall is sold: \(listed(missing)) \(verb(missing)) not in the catalog, and \(listed(unsold)) "
            + "\(verb(unsold)) not sold in the \(storefront.name) storefront."
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ ids: [String]) -> String {
        ids.count < 2 ? ids.joined() : ids.dropLast().joined(separator: ", ") + " and " + ids.last!
    }
}
