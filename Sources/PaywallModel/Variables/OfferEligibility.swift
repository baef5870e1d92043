import Foundation

/// Which offers a customer may take: introductory offers per subscription group, and the promotional
/// offers the app applies.
public struct OfferEligibility: Sendable, Hashable {
    /// Subscription groups whose introductory offer the customer may no longer take.
    public var ineligibleGroupIDs: Set<String>
    /// Promotional offers applied, by product id (the offer's `offerID`).
    public var promotionalOfferIDs: [String: String]

    /// Creates eligibility; by default a new customer, eligible everywhere, with no promotional offer.
    public init(ineligibleGroupIDs: Set<String> = [], promotionalOfferIDs: [String: String] = [:]) {
        self.ineligibleGroupIDs = ineligibleGroupIDs
        self.promotionalOfferIDs = promotionalOfferIDs
    }

    /// The offer a product's texts show: the applied promotional offer, else the introductory offer when
    /// the customer may take it, else none.
    public func offer(for product: Product) -> SubscriptionOffer? {
        guard let subscription = product.subscription else { return nil }
        if let offerID = promotionalOfferIDs[product.id], let promotional = subscription.promotionalOffer(withID: offerID) {
            return promotional
        }
        guard !ineligibleGroupIDs.contains(subscription.groupID) else { return nil }
        return subscription.introductoryOffer
    }
}
