import Foundation
import PaywallModel
@testable import PurchaseFlow

/// What the store's reports should say, by the model: each product's state and each subscription's status.
extension StoreModel {
    /// A product's purchase state in a few words, with dates in whole seconds: `ready`, `pending`, `active`,
    /// `cancelled until 1767225600`, `upcoming from 1767225600`, `expired`, `grace`, `retry`, `revoked`.
    /// For the Apple ID, or as one customer sees it: their own requests and purchases only (what another
    /// customer owns is `ready` to them).
    func expectedState(of productID: String, for customer: String? = nil) -> String {
        let isTheirs = { (owner: String) in customer == nil || owner == customer }
        if requests.values.contains(where: { $0.productID == productID && isTheirs($0.customer) && ($0.state == .askToBuy || $0.state == .interrupted) }) {
            return "pending"
        }
        let product = product(productID)
        guard let group = product.subscription?.groupID else {
            guard product.kind != .consumable else { return "ready" }
            if owned.contains(productID), let purchase = nonConsumablePurchases[productID], isTheirs(restoredTo[purchase.originalID] ?? purchase.buyer) {
                return "active"
            }
            return refunded[productID, default: []].contains(where: isTheirs) ? "revoked" : "ready"
        }
        for subscription in allSubscriptions(in: group) where isTheirs(owner(of: subscription)) {
            if subscription.productID == productID {
                switch state(of: subscription) {
                case .subscribed: return renews(subscription) ? "active" : "cancelled until \(Self.seconds(subscription.periodEnd))"
                case .inGracePeriod: return "grace"
                case .inBillingRetry: return "retry"
                case .revoked: return "revoked"
                case .expired: return "expired"
                }
            }
            if subscription.renewProductID == productID, renews(subscription) {
                return "upcoming from \(Self.seconds(subscription.periodEnd))"
            }
        }
        return "ready"
    }

    /// The same words for the store's state of a product at `now`.
    static func words(_ state: ProductPurchaseState, now: Date) -> String {
        switch state {
        case .ready: "ready"
        case .pending: "pending"
        case .active: "active"
        case .cancelled(let remaining): "cancelled until \(seconds(Timestamp(now.addingTimeInterval(remaining))))"
        case .upcoming(let date): "upcoming from \(seconds(Timestamp(date)))"
        case .expired: "expired"
        case .inGracePeriod: "grace"
        case .inBillingRetry: "retry"
        case .revoked: "revoked"
        case .purchasing, .failed: "\(state)"
        }
    }

    /// A timestamp in whole seconds, rounded.
    static func seconds(_ timestamp: Timestamp) -> Int64 {
        (timestamp.milliseconds + 500).quotient(dividingBy: 1_000)
    }

    /// Every subscription of a group as a status line: original id, product, state, period end, and what it
    /// renews into (when it renews).
    func expectedStatuses(in group: String) -> [String] {
        allSubscriptions(in: group).map { subscription in
            Self.statusLine(originalID: subscription.originalID, productID: subscription.productID, state: "\(state(of: subscription))",
                            periodEnd: subscription.periodEnd, renewsInto: renews(subscription) ? subscription.renewProductID : nil)
        }
    }

    static func statusLine(originalID: Int64, productID: String, state: String, periodEnd: Timestamp, renewsInto: String?) -> String {
        "\(originalID) \(productID) \(state) until \(seconds(periodEnd))" + (renewsInto.map { " renews into \($0)" } ?? "")
    }

    /// A store renewal state in the model's words.
    static func words(_ state: RenewalState) -> String {
        switch state {
        case .subscribed: "\(State.subscribed)"
        case .inGracePeriod: "\(State.inGracePeriod)"
        case .inBillingRetryPeriod: "\(State.inBillingRetry)"
        case .expired: "\(State.expired)"
        case .revoked: "\(State.revoked)"
        }
    }
}

private extension Int64 {
    /// Division rounding towards negative infinity.
    func quotient(dividingBy divisor: Int64) -> Int64 {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? quotient - 1 : quotient
    }
}
