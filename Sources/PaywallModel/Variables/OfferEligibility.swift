import Foundation

/// Which offers a customer may take: introductory offers per subscription group, and the promotional
/// offers the app applies.
public struct OfferEligibility: Sendable, Hashable {
    /// Subscription groups whose introductory offer the customer may no longer take.
    public var ineligibleGroupIDs: Set<String>
    /// Promotional offers applied, by product id (the offer's `offerID`).
    public var promotionalOfferIDs: [String: String]
    /// Products whose purchase starts no new period now, so no introductory offer applies to it whatever the group's
    /// eligibility: the customer's current plan, and plans a change to waits for the next renewal.
    public var introOfferExcludedProductIDs: Set<String> = []

    /// Creates eligibility; by default a new customer, eligible everywhere, with no promotional offer.
    public init(ineligibleGroupIDs: Set<String> = [], promotionalOfferIDs: [String: String] = [:]) {
        self.ineligibleGroupIDs = ineligibleGroupIDs
        self.promotionalOfferIDs = promotionalOfferIDs
    }

    /// A customer as the App Store sees them: no introductory offer in the subscription groups where they had one
    /// (`introOfferUsedGroupIDs`: the store's `isEligibleForIntroductoryOffer`, once per group), and in the groups
    /// they subscribe or subscribed to (`subscribedGroupIDs`), the promotional offers named in `codes` (offer id by
    /// product id) that the product has. Promotional offers are for current and lapsed subscribers of the group
    /// alone, so a product of another group gets none (the sandbox store refuses it by the same rule).
    /// `startingLater`: products no introductory offer applies to (`introOfferExcludedProductIDs`).
    public init(introOfferUsedGroupIDs: Set<String>, subscribedGroupIDs: Set<String>, promotionalOfferCodes codes: [String: String],
                catalog: Catalog, startingLater: Set<String> = []) {
        self.init(ineligibleGroupIDs: introOfferUsedGroupIDs, promotionalOfferIDs: codes.filter { productID, offerID in
            guard let subscription = catalog.product(withID: productID)?.subscription else { return false }
            return subscribedGroupIDs.contains(subscription.groupID) && subscription.promotionalOffer(withID: offerID) != nil
        })
        introOfferExcludedProductIDs = startingLater
    }

    /// The offer a product's texts show: the applied promotional offer, else the introductory offer when
    /// the customer may take it and buying the product starts a period now, else none.
    public func offer(for product: Product) -> SubscriptionOffer? {
        guard let subscription = product.subscription else { return nil }
        if let offerID = promotionalOfferIDs[product.id], let promotional = subscription.promotionalOffer(withID: offerID) {
            return promotional
        }
        guard !ineligibleGroupIDs.contains(subscription.groupID), !introOfferExcludedProductIDs.contains(product.id) else { return nil }
        return subscription.introductoryOffer
    }
}
