import Foundation
import PurchaseFlow

/// Words for a subscription's state and renewal info, as the store, product and my purchases screens show them.
enum SubscriptionText {
    /// A few words: `active, renews 30 Dec 2026 …`, `cancelled, 3 days left`, `in grace period until …`.
    static func summary(_ status: SandboxSubscriptionStatus, now: Date) -> String {
        let info = status.renewalInfo
        switch status.state {
        case .subscribed:
            if info.currentProductID != info.autoRenewPreference, info.willAutoRenew {
                return "active, changes to \(info.autoRenewPreference) on \(Ownership.day(status.subscription.expirationDate))"
            }
            if info.willAutoRenew { return "active, renews \(Ownership.day(status.subscription.expirationDate))" }
            return "cancelled, \(timeLeft(until: status.subscription.expirationDate, now: now)) left"
        case .inGracePeriod:
            return "billing problem: grace period until \(info.gracePeriodExpirationDate.map(Ownership.day) ?? "soon")"
        case .inBillingRetryPeriod:
            return "billing problem: retrying, no access"
        case .expired:
            return "expired" + (info.expirationReason.map { " (\($0.rawValue))" } ?? "")
        case .revoked:
            return "refunded"
        }
    }

    /// Time left in words: `3 days`, `5 hours`, `12 minutes`.
    static func timeLeft(until end: Date, now: Date) -> String {
        let seconds = max(0, end.timeIntervalSince(now))
        if seconds >= 2 * 86_400 { return "\(Int(seconds / 86_400)) days" }
        if seconds >= 2 * 3_600 { return "\(Int(seconds / 3_600)) hours" }
        return "\(Int(seconds / 60)) minutes"
    }
}
