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

/// Who owns a purchase: the customer, or a family member who shares it.
public enum OwnershipType: String, Sendable, Hashable, Codable {
    /// Bought by the customer.
    case purchased = "PURCHASED"
    /// Shared by a family member through Family Sharing.
    case familyShared = "FAMILY_SHARED"
}

/// Why a transaction happened.
public enum TransactionReason: String, Sendable, Hashable, Codable {
    /// The customer bought it.
    case purchase = "PURCHASE"
    /// A subscription renewed.
    case renewal = "RENEWAL"
}

/// Why a transaction was revoked; the numbers are those of StoreKit's signed payloads.
public enum RevocationReason: Int, Sendable, Hashable, Codable {
    /// Refunded for another reason.
    case other = 0
    /// Refunded because of a problem in the app.
    case developerIssue = 1
}

/// The environment a transaction was made in. The sandbox signs as StoreKit Testing in Xcode does, or (the
/// `environment` setting) as the App Store sandbox does under kiosk's own root.
public enum StoreEnvironment: String, Sendable, Hashable, Codable {
    /// StoreKit Testing (local, Xcode or kiosk's sandbox).
    case xcode = "Xcode"
    /// Apple's sandbox (and kiosk's Sandbox signing mode).
    case sandbox = "Sandbox"
    /// The App Store.
    case production = "Production"
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

/// The offer a transaction used.
public struct TransactionOffer: Sendable, Hashable {
    /// The kind of offer.
    public var kind: SubscriptionOffer.Kind
    /// The offer's identifier: the offer id of promotional and win-back offers, the reference name of a code
    /// offer; nil for introductory offers.
    public var id: String?
    /// How it is paid.
    public var paymentMode: SubscriptionOffer.PaymentMode?
    /// The ISO 8601 length of one offer period (`P1W`).
    public var period: String?

    /// Creates an offer description.
    public init(kind: SubscriptionOffer.Kind, id: String?, paymentMode: SubscriptionOffer.PaymentMode?, period: String?) {
        self.kind = kind
        self.id = id
        self.paymentMode = paymentMode
        self.period = period
    }
}
