import Foundation
import PurchaseFlow

/// Words for a subscription's state and renewal info, as the store, product and my purchases screens show them.
enum SubscriptionText {
    /// Where a subscription's customer stands, in the state's name alone: `active`, `cancelled` (auto-renew off, access
    /// until the period ends), `grace period`, `billing retry`, `expired`, `revoked`.
    static func stateName(_ status: SandboxSubscriptionStatus) -> String {
        switch status.state {
        case .subscribed: status.renewalInfo.willAutoRenew ? "active" : "cancelled"
        case .inGracePeriod: "grace period"
        case .inBillingRetryPeriod: "billing retry"
        case .expired: "expired"
        case .revoked: "revoked"
        }
    }

    /// A few words: `active, renews 30 Dec 2026 …`, `cancelled, 3 days left`, `in grace period until …`.
    static func summary(_ status: SandboxSubscriptionStatus, in store: StoreSnapshot) -> String {
        let now = store.now
        let info = status.renewalInfo
        switch status.state {
        case .subscribed:
            if endsForRemoval(status) {
                return "active, ends \(DateText.day(status.subscription.expirationDate)): "
                    + "\(store.displayName(of: info.autoRenewPreference)) is no longer in the catalog"
            }
            if info.currentProductID != info.autoRenewPreference, info.willAutoRenew {
                return "active, changes to \(store.displayName(of: info.autoRenewPreference)) on \(DateText.day(status.subscription.expirationDate))"
            }
            if info.willAutoRenew { return "active, renews \(DateText.day(status.subscription.expirationDate))" }
            return "cancelled, \(DateText.timeLeft(status.subscription.expirationDate.timeIntervalSince(now))) left"
        case .inGracePeriod:
            return "billing problem: grace period until \(info.gracePeriodExpirationDate.map(DateText.day) ?? "soon")"
        case .inBillingRetryPeriod:
            return "billing problem: retrying, no access"
        case .expired:
            return "expired" + (info.expirationReason.map { " (\($0.rawValue))" } ?? "")
        case .revoked:
            return "refunded"
        }
    }

    /// Whether an active subscription ends at its renewal date because the product it renews into is no longer in
    /// the catalog (though its renewal info still says it will renew).
    static func endsForRemoval(_ status: SandboxSubscriptionStatus) -> Bool {
        status.state == .subscribed && status.renewalInfo.willAutoRenew && status.removedFromCatalog.contains(status.renewalInfo.autoRenewPreference)
    }
}
