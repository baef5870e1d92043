/// What an offer code redeems, shown before it is redeemed (as the Offer Code Redeem Sheet shows the offer before
/// its Redeem button): the product and its code offer, priced in the storefront.
public struct CodeOfferTerms: Sendable, Hashable {
    /// The code as typed.
    public var code: String
    /// The product the code redeems.
    public var productID: String
    /// The code offer priced in the storefront: its phase, then the base plan's.
    public var offer: SubscriptionOfferInfo
    /// Whether the offer waits for the next renewal of a subscription of the group (nothing is charged now); else
    /// the subscription starts with it now.
    public var startsAtNextRenewal: Bool
    /// The product of the subscriber's current plan the code's plan replaces now, as an upgrade does (its offer's price
    /// charged less the unused rest of that plan); nil when it replaces none now.
    public var replacesNow: String? = nil
    /// Whom redeeming it waits for under the settings in force, as buying decides (`purchase`): a parent (Ask to
    /// Buy) or the customer (an interrupted purchase); nil when it is redeemed at once.
    public var waitsFor: PendingPurchase.Reason? = nil
}
