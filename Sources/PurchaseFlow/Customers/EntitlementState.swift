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
    /// When it ends: the source subscription's expiration; `nil` for a lifetime purchase or when inactive.
    public var expiresAt: Date?
    /// Whether the source subscription will renew.
    public var willRenew: Bool
    /// The product it comes from (the one lasting longest when several grant it).
    public var sourceProductID: String?
    /// The transaction it comes from.
    public var sourceTransactionID: UInt64?
    /// Whether the source subscription has a billing problem (grace period or billing retry). Always false
    /// until the sandbox ledger records billing retry and grace periods.
    public var hasBillingIssue: Bool
    /// Whether it comes from a test store (kiosk's sandbox, StoreKit Testing, Apple's sandbox).
    public var isSandbox: Bool
    /// The period the source transaction is in.
    public var periodType: PeriodType
    /// Whether a family member bought it and shares it.
    public var isFamilyShared: Bool

    /// Creates a state.
    public init(key: String, isActive: Bool, expiresAt: Date? = nil, willRenew: Bool = false, sourceProductID: String? = nil,
                sourceTransactionID: UInt64? = nil, hasBillingIssue: Bool = false, isSandbox: Bool = false,
                periodType: PeriodType = .normal, isFamilyShared: Bool = false) {
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
    }

    /// Every entitlement key of the rules, in their order, as the entitling transactions make it: active
    /// from the transaction lasting longest (a purchase without expiration outlasts any subscription), else
    /// inactive. Revoked and expired transactions do not entitle.
    public static func states(from transactions: [PurchaseTransaction], rules: StorefrontRules, at now: Date) -> [EntitlementState] {
        let entitling = transactions.filter { !$0.isRevoked && ($0.expirationDate.map { $0 > now } ?? true) && $0.productType != .consumable }
        return rules.entitlements.map { definition in
            let sources = entitling.filter { definition.productIDs.contains($0.productID) }
            guard let source = sources.max(by: { lasting($0) < lasting($1) }) else {
                return EntitlementState(key: definition.key, isActive: false)
            }
            return EntitlementState(
                key: definition.key, isActive: true, expiresAt: source.expirationDate,
                willRenew: source.productType == .autoRenewableSubscription && source.isAutoRenewing,
                sourceProductID: source.productID, sourceTransactionID: source.id,
                isSandbox: source.environment != .production, periodType: periodType(of: source),
                isFamilyShared: source.ownershipType == .familyShared)
        }
    }

    private static func lasting(_ transaction: PurchaseTransaction) -> Date {
        transaction.expirationDate ?? .distantFuture
    }

    private static func periodType(of transaction: PurchaseTransaction) -> PeriodType {
        guard let offer = transaction.offer else { return .normal }
        return offer.paymentMode == .freeTrial ? .trial : .intro
    }
}
