import Foundation

/// Where a subscription stands, as StoreKit's `Product.SubscriptionInfo.RenewalState` says it.
public enum RenewalState: String, Sendable, Hashable, Codable, CaseIterable {
    /// Paid up and active.
    case subscribed
    /// Ended: not renewed, expired, or billing retry gave up.
    case expired
    /// A renewal failed to bill; the store keeps retrying and the customer has no access.
    case inBillingRetryPeriod
    /// A renewal failed to bill; the customer keeps access while the store retries.
    case inGracePeriod
    /// Refunded or revoked.
    case revoked

    /// Apple's subscription status number (`status`): 1 active, 2 expired, 3 billing retry, 4 grace period, 5 revoked.
    public var serverStatus: Int {
        switch self {
        case .subscribed: 1
        case .expired: 2
        case .inBillingRetryPeriod: 3
        case .inGracePeriod: 4
        case .revoked: 5
        }
    }
}

/// Why a subscription ended (StoreKit's `RenewalInfo.ExpirationReason`).
public enum ExpirationReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The customer turned auto-renew off.
    case autoRenewDisabled
    /// Billing failed until the retry period ran out.
    case billingError
    /// The customer did not accept a price increase.
    case didNotConsentToPriceIncrease
    /// The product was not available at renewal.
    case productUnavailable
    /// Another reason.
    case unknown
}

/// What happens at a subscription's next renewal (StoreKit's `RenewalInfo`).
public struct RenewalInfo: Sendable, Hashable, Codable {
    /// The original transaction id of the subscription.
    public var originalTransactionID: Int64
    /// The product of the current period.
    public var currentProductID: String
    /// Whether it will renew.
    public var willAutoRenew: Bool
    /// The product it renews into.
    public var autoRenewPreference: String
    /// Why it ended, once it has.
    public var expirationReason: ExpirationReason?
    /// When it renews (or would, while billing is retried).
    public var renewalDate: Date?
    /// When the grace period ends, while in one.
    public var gracePeriodExpirationDate: Date?
    /// Whether the store is retrying a failed renewal.
    public var isInBillingRetry: Bool
    /// What the next renewal charges, in the currency's units.
    public var renewalPrice: Decimal?
    /// The currency of `renewalPrice`.
    public var currency: String?
    /// The code offer (its reference name) the next renewal uses, when the subscriber redeemed one.
    public var offerCode: String?
}

/// One subscription of a group with its state, newest transaction and renewal info
/// (StoreKit's `Product.SubscriptionInfo.Status`).
public struct SubscriptionStatus: Sendable, Hashable {
    /// Where it stands.
    public let state: RenewalState
    /// Its newest transaction, verified.
    public let transaction: VerificationResult
    /// What happens at its next renewal.
    public let renewalInfo: RenewalInfo
}
