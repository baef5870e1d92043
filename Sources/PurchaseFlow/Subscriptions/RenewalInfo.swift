import Foundation

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
