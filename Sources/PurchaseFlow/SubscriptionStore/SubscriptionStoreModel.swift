import Foundation
import PaywallModel

/// What a subscription store screen shows for one subscription group, like StoreKit's SubscriptionStoreView:
/// every level and period, prices per period and per month, a promotional offer for those who subscribe or
/// subscribed, else the introductory offer when the customer is eligible, the current plan, and what choosing
/// each other plan does and when. Pure: built from the catalog, the prices and the customer's current plan.
public struct SubscriptionStoreModel: Sendable, Hashable {
    /// One plan of the group.
    public struct Option: Sendable, Hashable {
        /// The product.
        public var productID: String
        /// Its name in the locale.
        public var displayName: String
        /// Its level in the group (1 is the highest).
        public var level: Int
        /// How often it renews.
        public var period: SubscriptionPeriod
        /// The price each period.
        public var price: Price
        /// The price per month (PaywallModel's per-period arithmetic).
        public var pricePerMonth: Price
        /// The offer the customer is eligible for: the plan's first promotional offer once they subscribe or subscribed
        /// to the group (the offer the app applies), else the introductory offer while they never had one in the group;
        /// nil for none. The screen shows neither under the current plan or a change that waits for the renewal.
        public var offer: SubscriptionOffer?
        /// What the offer costs where the plan is priced (per period for pay-as-you-go, in all for pay-up-front).
        public var offerPrice: Price?
        /// Whether it is the customer's current plan.
        public var isCurrent: Bool
        /// What choosing it does to the current plan (nil for the current plan, without one, or when the current plan is
        /// no longer in the catalog and cannot be ranked: then `takesEffectAt` says the change waits for its renewal).
        public var change: PlanChangeKind?
        /// When choosing it takes effect: nil for now, else the current plan's renewal date.
        public var takesEffectAt: Date?
    }

    /// The actions the screen offers besides choosing a plan.
    public enum Action: String, Sendable, Hashable, CaseIterable {
        /// Restore purchases.
        case restore
        /// Redeem an offer code.
        case redeemCode
    }

    /// The subscription group.
    public var groupID: String
    /// Its plans, highest level first (the catalog's group order).
    public var options: [Option]
    /// Restore and redeem-code.
    public var actions: [Action] = Action.allCases

    /// Builds the model; `current` is the customer's active plan in the group with its renewal date (one the catalog
    /// no longer has too),
    /// `renewalStorefront` where it renews (the storefront of its newest transaction: the current plan and the
    /// changes that wait for its renewal are priced there with their offers, as they are charged; nil: the
    /// storefront in force), and `hasSubscribed` whether they subscribe or ever subscribed to the group
    /// (promotional offers are for them).
    public init(catalog: Catalog, groupID: String, prices: PriceBook, storefront: Storefront, locale: String,
                current: (productID: String, renewalDate: Date?)?, renewingIn renewalStorefront: Storefront? = nil,
                isEligibleForIntroductoryOffer: Bool, hasSubscribed: Bool = false) {
        self.groupID = groupID
        let currentDetails = current.flatMap { catalog.product(withID: $0.productID)?.subscription }
        options = catalog.subscriptions(inGroup: groupID).compactMap { product in
            guard let details = product.subscription else { return nil }
            let isCurrent = product.id == current?.productID
            let change = isCurrent ? nil : currentDetails.map { PlanChangeKind(from: $0, to: details) }
            // A current plan the catalog no longer has cannot be ranked against this one: the store makes the change at
            // its renewal (`SandboxStore.planChange`), and `change` stays nil.
            let isImmediate = current == nil ? true : currentDetails.map { change?.isImmediate(from: $0, to: details) ?? true } ?? isCurrent
            let pricedIn = isCurrent || !isImmediate ? renewalStorefront ?? storefront : storefront
            let price = prices.price(of: product, in: pricedIn)
            let offer = (hasSubscribed ? details.promotionalOffers.first : nil) ?? (isEligibleForIntroductoryOffer ? details.introductoryOffer : nil)
            return Option(productID: product.id, displayName: product.displayName(for: locale, catalogLocale: catalog.settings.locale),
                          level: details.groupLevel, period: details.period, price: price,
                          pricePerMonth: PeriodicPrice(price, every: details.period).per(.month),
                          offer: offer, offerPrice: offer.map { prices.price(of: $0, on: product, in: pricedIn) },
                          isCurrent: isCurrent, change: change, takesEffectAt: isImmediate ? nil : current?.renewalDate)
        }
    }
}
