import PaywallModel

extension ProductKind {
    /// The name StoreKit's signed transactions give this kind (`type`: `Non-Consumable`).
    public var transactionTypeName: String {
        switch self {
        case .consumable: "Consumable"
        case .nonConsumable: "Non-Consumable"
        case .nonRenewingSubscription: "Non-Renewing Subscription"
        case .autoRenewableSubscription: "Auto-Renewable Subscription"
        }
    }

    /// The kind StoreKit's signed transactions name (`Auto-Renewable Subscription`); nil for an unknown name.
    public init?(transactionTypeName name: String) {
        guard let kind = ProductKind.allCases.first(where: { $0.transactionTypeName == name }) else { return nil }
        self = kind
    }
}

extension SubscriptionOffer.Kind {
    /// The number StoreKit's signed transactions give this kind (`offerType`: 1 introductory, 2 promotional,
    /// 3 code, 4 win-back).
    public var transactionOfferType: Int {
        switch self {
        case .introductory: 1
        case .promotional: 2
        case .code: 3
        case .winBack: 4
        }
    }

    /// The kind with a signed transaction's `offerType` number; nil for an unknown number.
    public init?(transactionOfferType number: Int) {
        guard let kind = Self.allCases.first(where: { $0.transactionOfferType == number }) else { return nil }
        self = kind
    }
}

extension SubscriptionOffer.PaymentMode {
    /// The name StoreKit's signed transactions give this mode (`offerDiscountType`: `FREE_TRIAL`).
    public var transactionDiscountType: String {
        switch self {
        case .freeTrial: "FREE_TRIAL"
        case .payAsYouGo: "PAY_AS_YOU_GO"
        case .payUpFront: "PAY_UP_FRONT"
        }
    }

    /// The mode with a signed transaction's `offerDiscountType`; nil for an unknown name.
    public init?(transactionDiscountType name: String) {
        guard let mode = Self.allCases.first(where: { $0.transactionDiscountType == name }) else { return nil }
        self = mode
    }
}
