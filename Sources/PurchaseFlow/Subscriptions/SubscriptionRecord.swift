import Foundation
import PaywallModel

/// One auto-renewable subscription in the ledger: the chain of transactions that share an original id,
/// and what happens at its next renewal.
///
/// The ledger keeps only facts (dates as whole milliseconds, flags); the renewal state a screen shows is worked out from them
/// and the clock by `SubscriptionState`.
public struct SubscriptionRecord: Sendable, Hashable {
    /// The original transaction id every transaction of the subscription shares.
    public var originalID: Int64
    /// The subscription group.
    public var groupID: String
    /// The product of the current period.
    public var productID: String
    /// Bought by the customer or shared by the family.
    public var ownership: OwnershipType
    /// The newest transaction of the subscription.
    public var latestTransactionID: Int64
    /// When the current paid period ends.
    public var expirationDate: Date {
        get { expirationTime.date }
        set { expirationTime = Timestamp(newValue) }
    }
    /// `expirationDate` as stored.
    public var expirationTime: Timestamp
    /// Whether it renews at `expirationDate`.
    public var willAutoRenew: Bool
    /// The product it renews into (another one of the group after a downgrade or crossgrade).
    public var autoRenewProductID: String
    /// How many more periods renew at the offer's price (pay-as-you-go offers).
    public var offerPeriodsLeft: Int
    /// Whether renewals of this subscription fail to bill (`kiosk sandbox billing-issue PRODUCT on`).
    public var hasBillingIssue: Bool
    /// When a renewal failed to bill, while the store still retries it.
    public var billingRetryStart: Date? {
        get { billingRetryStartTime?.date }
        set {
            billingRetryStartTime = newValue.map(Timestamp.init)
            if newValue == nil { billingRetryWindow = nil }
        }
    }
    /// `billingRetryStart` as stored.
    public var billingRetryStartTime: Timestamp?
    /// When the grace period and billing retry of the failed renewal end, as fixed when it failed; nil when not in
    /// billing retry, or for a retry a ledger older than schema version 10 holds (then worked out from the settings).
    var billingRetryWindow: RetryWindow?
    /// Whether its newest transaction was refunded or revoked.
    public var isRevoked: Bool
    /// The reference name of a code offer the subscriber redeemed, which the next renewal uses.
    public var pendingCodeOffer: String?
    /// Why it stopped renewing, when its other facts do not tell: `productUnavailable` when the product it was to renew
    /// into was gone from the catalog at its renewal date. Nil otherwise (how it ended is worked out from the facts).
    public var expirationReason: ExpirationReason?

    /// Creates a subscription record.
    public init(originalID: Int64, groupID: String, productID: String, ownership: OwnershipType, latestTransactionID: Int64,
                expirationDate: Date, willAutoRenew: Bool = true, autoRenewProductID: String? = nil, offerPeriodsLeft: Int = 0,
                hasBillingIssue: Bool = false, billingRetryStart: Date? = nil, isRevoked: Bool = false,
                pendingCodeOffer: String? = nil, expirationReason: ExpirationReason? = nil) {
        self.originalID = originalID
        self.groupID = groupID
        self.productID = productID
        self.ownership = ownership
        self.latestTransactionID = latestTransactionID
        self.expirationTime = Timestamp(expirationDate)
        self.willAutoRenew = willAutoRenew
        self.autoRenewProductID = autoRenewProductID ?? productID
        self.offerPeriodsLeft = offerPeriodsLeft
        self.hasBillingIssue = hasBillingIssue
        self.billingRetryStartTime = billingRetryStart.map(Timestamp.init)
        self.isRevoked = isRevoked
        self.pendingCodeOffer = pendingCodeOffer
        self.expirationReason = expirationReason
    }
}
