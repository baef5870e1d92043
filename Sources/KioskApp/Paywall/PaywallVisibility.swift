import PaywallModel

/// What a paywall offers the current customer under the storefront rules: a package whose product the store
/// hides from them is not offered; with every package hidden, the paywall says what they already have.
struct PaywallVisibility {
    /// The offering with only the packages shown to the customer.
    let offering: Offering
    /// The paywall, a default paywall keeping only the packages shown.
    let paywall: ResolvedPaywall
    /// What the customer already has, when the rules hide every package the paywall had.
    let ownedMessage: String?

    /// Applies the customer's visibility to a paywall and its offering (everything shows when the customer's
    /// standing is unknown).
    init(offering: Offering, paywall: ResolvedPaywall, customer: CustomerStanding?) {
        guard let customer else {
            self.offering = offering
            self.paywall = paywall
            ownedMessage = nil
            return
        }
        var shown = offering
        shown.packages = offering.packages.filter { customer.isVisible($0.productID) }
        self.offering = shown
        if case .default(var fallback) = paywall {
            fallback.packages = fallback.packages.filter { customer.isVisible($0.productID) }
            if let selected = fallback.defaultPackageID, !fallback.packages.contains(where: { $0.identifier == selected }) {
                fallback.defaultPackageID = fallback.packages.first?.identifier
            }
            self.paywall = .default(fallback)
        } else {
            self.paywall = paywall
        }
        ownedMessage = shown.packages.isEmpty && !offering.packages.isEmpty ? customer.ownedSummary : nil
    }
}
