import Foundation
import PurchaseFlow

/// Words for what a purchase, a code or an approval changed and when, as the ledger has it: a plan that is active
/// now, or one that starts at the next renewal while the current plan runs until then.
enum ChangeText {
    /// What a subscription's next renewal brings when it changes something (another plan, or a redeemed code's
    /// offer), as a sentence: `Plus Basic, Weekly starts at your next renewal on 8 Dec 2026 08:05 UTC; you keep
    /// Plus Premium, Yearly until then.`; `nil` when the renewal changes nothing.
    static func scheduled(_ status: SandboxSubscriptionStatus, name: (String) -> String) -> String? {
        scheduledClause(status, name: name).map { "\(name(status.renewalInfo.autoRenewPreference)) \($0)." }
    }

    /// The subscription whose next renewal changes it into another plan, `productID`, as already chosen; nil when
    /// none does.
    static func scheduledChange(to productID: String, among subscriptions: [SandboxSubscriptionStatus]) -> SandboxSubscriptionStatus? {
        subscriptions.first { status in
            let info = status.renewalInfo
            return info.willAutoRenew && info.autoRenewPreference == productID && info.currentProductID != productID
        }
    }

    /// When a subscription's next renewal is due.
    static func nextRenewal(of status: SandboxSubscriptionStatus) -> Date {
        status.renewalInfo.renewalDate ?? status.subscription.expirationDate
    }

    /// The clause after the renewing product's name: `starts at your next renewal on …; you keep … until then`,
    /// or `renews with the offer code C on …; until then it stays as it is`. In a grace period or billing retry the
    /// renewal due failed to bill: the next one comes `once billing is fixed`.
    private static func scheduledClause(_ status: SandboxSubscriptionStatus, name: (String) -> String) -> String? {
        let info = status.renewalInfo
        guard info.willAutoRenew, info.autoRenewPreference != info.currentProductID || info.offerCode != nil else { return nil }
        let retrying = status.state == .inGracePeriod || status.state == .inBillingRetryPeriod
        let when = retrying ? ", once billing is fixed" : " on \(DateText.day(nextRenewal(of: status)))"
        let code = info.offerCode.map { "with the offer code \($0)" }
        if info.autoRenewPreference == info.currentProductID {
            return (["renews", code].compactMap { $0 }.joined(separator: " ")) + "\(when); until then it stays as it is"
        }
        return (code.map { "\($0) " } ?? "") + "starts at your next renewal\(when); you keep \(name(info.currentProductID)) until then"
    }

    /// What the customer has from a product now, as a clause after its name: `is active until …`, `is yours`,
    /// `was delivered` (a consumable), `starts at your next renewal on …; you keep … until then`, or its state.
    static func standing(of productID: String, in store: StoreSnapshot) -> String {
        let renewals = store.subscriptions.filter { $0.renewalInfo.autoRenewPreference == productID }
        if let change = renewals.lazy.compactMap({ scheduledClause($0, name: store.displayName(of:)) }).first { return change }
        guard let product = store.product(productID) else { return store.notSoldClause(productID) }
        let state = store.states[productID]
        if ProductText.isEntitled(state) {
            guard let subscription = store.subscription(productID) else { return "is yours" }
            return "is active until \(DateText.day(subscription.subscription.expirationDate))"
        }
        if product.type == .consumable, case .ready? = state { return "was delivered" }
        return "shows as \(ProductText.status(product, store))"
    }
}
