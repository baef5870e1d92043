import Foundation

/// An offer on an auto-renewable subscription: introductory, promotional, offer code or win-back.
///
/// The offer's phase lasts `numberOfPeriods` × `period`. For `.payAsYouGo` the customer pays `price` every
/// period; for `.payUpFront` `price` once for the whole phase; for `.freeTrial` nothing.
public struct SubscriptionOffer: Sendable, Hashable {
    /// Which kind of offer this is.
    public var kind: Kind
    /// The offer identifier (`offerID`) of promotional and win-back offers; `nil` for the other kinds.
    public var offerID: String?
    /// Xcode's internal id (`internalID`).
    public var internalID: String?
    /// The developer's name for the offer (`referenceName`), when present.
    public var referenceName: String?
    /// How the customer pays during the offer.
    public var paymentMode: PaymentMode
    /// The length of one offer period (`subscriptionPeriod`).
    public var period: SubscriptionPeriod
    /// How many periods the offer lasts (`numberOfPeriods`, 1 when absent).
    public var numberOfPeriods: Int
    /// The offer price (`displayPrice`): per period for pay-as-you-go, the whole phase for pay-up-front, 0 for free.
    public var price: Decimal
    /// Who may redeem an offer code (`eligibility`); empty for other kinds.
    public var eligibility: Set<Eligibility>
    /// Whether an offer code stacks with an introductory offer (`isStackable`).
    public var isStackable: Bool
    /// The billing plan the offer applies to (`billingPlanType`, version 5), when present.
    public var billingPlanType: String?
    /// The win-back eligibility rules (`eligibility…InMonths`), for win-back offers.
    public var winBackRules: WinBackRules?

    /// Creates an offer.
    public init(
        kind: Kind,
        offerID: String? = nil,
        internalID: String? = nil,
        referenceName: String? = nil,
        paymentMode: PaymentMode,
        period: SubscriptionPeriod,
        numberOfPeriods: Int = 1,
        price: Decimal = 0,
        eligibility: Set<Eligibility> = [],
        isStackable: Bool = false,
        billingPlanType: String? = nil,
        winBackRules: WinBackRules? = nil
    ) {
        self.kind = kind
        self.offerID = offerID
        self.internalID = internalID
        self.referenceName = referenceName
        self.paymentMode = paymentMode
        self.period = period
        self.numberOfPeriods = numberOfPeriods
        self.price = price
        self.eligibility = eligibility
        self.isStackable = isStackable
        self.billingPlanType = billingPlanType
        self.winBackRules = winBackRules
    }

    /// The kinds of subscription offer.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// For customers new to the group (`introductoryOffer`).
        case introductory
        /// Given by the app, signed with the offer key (`adHocOffers`).
        case promotional
        /// Redeemed with an offer code (`codeOffers`).
        case code
        /// For customers who left (`winbackOffers`).
        case winBack
    }

    /// How the customer pays during an offer.
    public enum PaymentMode: String, Sendable, Hashable, CaseIterable, Codable {
        /// Nothing (a free trial).
        case freeTrial = "free"
        /// The offer price every period.
        case payAsYouGo
        /// The offer price once, for the whole offer.
        case payUpFront
    }

    /// Which customers an offer code is for.
    public enum Eligibility: String, Sendable, Hashable, CaseIterable, Codable {
        /// Never subscribed to the group.
        case new
        /// Subscribed now.
        case existing
        /// Subscribed before, not now.
        case expired
    }

    /// The whole length of the offer: `numberOfPeriods` × `period`, normalized.
    public var duration: SubscriptionPeriod {
        SubscriptionPeriod(value: period.value * numberOfPeriods, unit: period.unit)
    }

    /// What the whole offer costs: price × periods for pay-as-you-go, price for pay-up-front, 0 when free.
    public var totalPrice: Decimal {
        switch paymentMode {
        case .freeTrial: 0
        case .payAsYouGo: price * Decimal(numberOfPeriods)
        case .payUpFront: price
        }
    }
}
