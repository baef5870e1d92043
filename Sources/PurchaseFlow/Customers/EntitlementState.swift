import Foundation
import PaywallModel

/// One entitlement key as the app sees it: whether it is on, until when, from which product, and how.
public struct EntitlementState: Sendable, Hashable {
    /// What kind of period the customer is in on the source transaction.
    public enum PeriodType: String, Sendable, Hashable, Codable {
        /// A free trial (an introductory or other offer that costs nothing).
        case trial
        /// A paid offer period: an introductory, promotional, win-back or code offer at a discount.
        case intro
        /// The regular price, or a one-time purchase.
        case normal
    }

    /// The entitlement's key.
    public var key: String
    /// Whether it is on.
    public var isActive: Bool
    /// When it ends: the source subscription's expiration (or the end of its grace period), or a non-renewing
    /// subscription's term end; `nil` for a lifetime purchase, a non-renewing one without a term, or when inactive.
    public var expiresAt: Date?
    /// Whether the source subscription will renew.
    public var willRenew: Bool
    /// The product it comes from (the one lasting longest when several grant it).
    public var sourceProductID: String?
    /// The transaction it comes from.
    public var sourceTransactionID: UInt64?
    /// Whether the source subscription has a billing problem (in its grace period, or in billing retry).
    public var hasBillingIssue: Bool
    /// Whether it comes from a test store (kiosk's sandbox, StoreKit Testing, Apple's sandbox).
    public var isSandbox: Bool
    /// The period the source transaction is in.
    public var periodType: PeriodType
    /// Whether a family member bought it and shares it.
    public var isFamilyShared: Bool
    /// The customer's original app version, when that (not a purchase) grants it.
    public var grantingOriginalAppVersion: String?

    /// Creates a state.
    public init(key: String, isActive: Bool, expiresAt: Date? = nil, willRenew: Bool = false, sourceProductID: String? = nil,
                sourceTransactionID: UInt64? = nil, hasBillingIssue: Bool = false, isSandbox: Bool = false,
                periodType: PeriodType = .normal, isFamilyShared: Bool = false, grantingOriginalAppVersion: String? = nil) {
        self.key = key
        self.isActive = isActive
        self.expiresAt = expiresAt
        self.willRenew = willRenew
        self.sourceProductID = sourceProductID
        self.sourceTransactionID = sourceTransactionID
        self.hasBillingIssue = hasBillingIssue
        self.isSandbox = isSandbox
        self.periodType = periodType
        self.isFamilyShared = isFamilyShared
        self.grantingOriginalAppVersion = grantingOriginalAppVersion
    }

    /// Every entitlement key of the rules, in their order, as the entitling transactions make it: active
    /// from the transaction lasting longest (a purchase without expiration outlasts any subscription), else
    /// inactive. Revoked and ended transactions do not entitle; a non-renewing subscription ends when the term
    /// the rules give it ends. `statuses` (a subscription's renewal state,
    /// matched by original transaction id) add billing issues: in a grace period the entitlement lasts until
    /// the grace period ends; in billing retry after it, it has ended. A key no transaction grants is active
    /// for a customer whose original app version is below its `originalAppVersionBelow`. A subscription renews only
    /// into a product the store still sells (`sells`): one whose next product is gone ends at its renewal date.
    public static func states(from transactions: [PurchaseTransaction], statuses: [SubscriptionStatus] = [],
                              rules: StorefrontRules, at now: Date, originalAppVersion: String? = nil,
                              sells: (String) -> Bool = { _ in true }) -> [EntitlementState] {
        let statusByOriginal = Dictionary(statuses.map { ($0.renewalInfo.originalTransactionID, $0) }, uniquingKeysWith: { first, _ in first })
        let sources: [Source] = transactions.compactMap { transaction in
            guard !transaction.isRevoked, transaction.productType != .consumable else { return nil }
            let status = statusByOriginal[Int64(transaction.originalID)]
            let end = status?.state == .inGracePeriod ? status?.renewalInfo.gracePeriodExpirationDate ?? transaction.expirationDate
                : transaction.productType == .nonRenewingSubscription ? rules.termEnd(of: transaction.productID, purchasedAt: transaction.purchaseDate)
                : transaction.expirationDate
            guard end.map({ $0 > now }) ?? true else { return nil }
            return Source(transaction: transaction, end: end, status: status)
        }
        return rules.entitlements.map { definition in
            guard let source = sources.filter({ definition.productIDs.contains($0.transaction.productID) })
                .max(by: { Self.endsBefore($0.end, $1.end) }) else {
                if definition.isGranted(toOriginalAppVersion: originalAppVersion) {
                    return EntitlementState(key: definition.key, isActive: true, grantingOriginalAppVersion: originalAppVersion)
                }
                return EntitlementState(key: definition.key, isActive: false)
            }
            let transaction = source.transaction
            let isSubscription = transaction.productType == .autoRenewableSubscription
            let billingStates: [RenewalState] = [.inGracePeriod, .inBillingRetryPeriod]
            return EntitlementState(
                key: definition.key, isActive: true, expiresAt: source.end,
                willRenew: isSubscription && (source.status?.renewalInfo.willAutoRenew ?? transaction.isAutoRenewing)
                    && sells(source.status?.renewalInfo.autoRenewPreference ?? transaction.productID),
                sourceProductID: transaction.productID, sourceTransactionID: transaction.id,
                hasBillingIssue: source.status.map { billingStates.contains($0.state) || $0.renewalInfo.isInBillingRetry } ?? false,
                isSandbox: transaction.environment != .production, periodType: periodType(of: transaction),
                isFamilyShared: transaction.ownershipType == .familyShared)
        }
    }

    /// Whether an entitlement source ending at `first` ends before one ending at `second`; `nil` (no end) ends
    /// after every date, however late the sandbox clock goes.
    static func endsBefore(_ first: Date?, _ second: Date?) -> Bool {
        guard let second else { return first != nil }
        return first.map { $0 < second } ?? false
    }

    /// An entitling transaction, when it ends, and its subscription's status.
    private struct Source {
        var transaction: PurchaseTransaction
        var end: Date?
        var status: SubscriptionStatus?
    }

    private static func periodType(of transaction: PurchaseTransaction) -> PeriodType {
        guard let offer = transaction.offer else { return .normal }
        return offer.paymentMode == .freeTrial ? .trial : .intro
    }
}
