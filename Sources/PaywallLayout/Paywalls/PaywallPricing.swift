import PaywallModel

/// A paywall's packages priced for a storefront and a customer's offer eligibility, with their relative discounts:
/// what `PaywallPresentation.fillVariables` fills texts from. It reads no clock, so a paywall drawn again after a
/// tick can use the pricing made before.
public struct PaywallPricing: Sendable {
    /// Each priced package by its identifier (the first when two share one).
    let byPackage: [String: PackagePricing]
    /// The packages showing an introductory offer.
    let introOfferPackages: Set<String>
    /// The packages showing a promotional offer.
    let promotionalOfferPackages: Set<String>

    /// Prices `packages` from a price book in a storefront (nothing is priced without one), measuring relative
    /// discounts against the packages of `discountReference` (`nil`: all of them).
    public init(packages: [OfferingPackage], prices: PriceBook?, storefront: Storefront, eligibility: OfferEligibility,
                discountReference: Set<String>?) {
        let inStorefront = prices.map { PackagePricing.forPackages(packages, priceBook: $0, storefront: storefront, eligibility: eligibility) } ?? []
        let priced = PackagePricing.discounted(inStorefront, against: discountReference)
        byPackage = Dictionary(priced.map { ($0.packageID, $0) }, uniquingKeysWith: { first, _ in first })
        introOfferPackages = Set(priced.filter { $0.offer?.kind == .introductory }.map(\.packageID))
        promotionalOfferPackages = Set(priced.filter { $0.offer?.kind == .promotional }.map(\.packageID))
    }
}
