/// What an auto-renewable subscription adds to a product: its group, level, period, offers and billing plans.
public struct SubscriptionDetails: Sendable, Hashable {
    /// The id of the subscription group (`subscriptionGroupID`).
    public var groupID: String
    /// The level in the group (`groupNumber`): 1 is the highest level of service; several products may share one.
    public var groupLevel: Int
    /// How long one renewal period lasts (`recurringSubscriptionPeriod`).
    public var period: SubscriptionPeriod
    /// Introductory offers (`introductoryOffer`, and from version 5 `introductoryOffers`), without repeats.
    public var introductoryOffers: [SubscriptionOffer]
    /// Promotional offers (`adHocOffers`).
    public var promotionalOffers: [SubscriptionOffer]
    /// Offer codes (`codeOffers`).
    public var codeOffers: [SubscriptionOffer]
    /// Win-back offers (`winbackOffers`, version 4 and later).
    public var winBackOffers: [SubscriptionOffer]
    /// Billing plans (`billingPlans`, version 5).
    public var billingPlans: [BillingPlan]
    /// The promotional image's id (`promotionalImageID`, version 4 and later), when present.
    public var promotionalImageID: String?

    /// Creates subscription details.
    public init(
        groupID: String,
        groupLevel: Int,
        period: SubscriptionPeriod,
        introductoryOffers: [SubscriptionOffer] = [],
        promotionalOffers: [SubscriptionOffer] = [],
        codeOffers: [SubscriptionOffer] = [],
        winBackOffers: [SubscriptionOffer] = [],
        billingPlans: [BillingPlan] = [],
        promotionalImageID: String? = nil
    ) {
        self.groupID = groupID
        self.groupLevel = groupLevel
        self.period = period
        self.introductoryOffers = introductoryOffers
        self.promotionalOffers = promotionalOffers
        self.codeOffers = codeOffers
        self.winBackOffers = winBackOffers
        self.billingPlans = billingPlans
        self.promotionalImageID = promotionalImageID
    }

    /// The introductory offer a new subscriber gets, if any (the first one).
    public var introductoryOffer: SubscriptionOffer? { introductoryOffers.first }

    /// Every offer of every kind: introductory, promotional, code, win-back.
    public var allOffers: [SubscriptionOffer] {
        introductoryOffers + promotionalOffers + codeOffers + winBackOffers
    }

    /// The promotional offer with this `offerID`.
    public func promotionalOffer(withID offerID: String) -> SubscriptionOffer? {
        promotionalOffers.first { $0.offerID == offerID }
    }
}
