import Foundation
import PurchaseFlow

/// What buying another plan of a group the customer already subscribes to would do, shown before confirming:
/// an upgrade, downgrade or crossgrade, and when it takes effect (as the sandbox applies it: upgrades and
/// crossgrades to the same period start now with the unused time credited, the rest at the next renewal).
struct PlanChangePreview: Hashable {
    /// The plan the customer has now.
    let current: ProductInfo
    /// Which way the plan moves (level 1 is the highest).
    let direction: PlanChangeKind
    /// Whether the new plan starts now rather than at the next renewal.
    let startsNow: Bool
    /// When the current plan renews (when a change that waits takes effect).
    let renewal: Date?

    /// The change buying `product` makes, or nil when the customer has no other active plan in its group.
    init?(to product: ProductInfo, in store: StoreSnapshot) {
        guard let group = product.subscriptionGroupID, let level = product.subscriptionGroupLevel,
              let current = store.products.first(where: {
                  $0.subscriptionGroupID == group && $0.id != product.id && ProductText.isEntitled(store.states[$0.id])
              }),
              let currentLevel = current.subscriptionGroupLevel else { return nil }
        self.current = current
        direction = PlanChangeKind(fromLevel: currentLevel, toLevel: level)
        startsNow = direction.isImmediate(samePeriod: product.subscriptionPeriod == current.subscriptionPeriod)
        renewal = store.subscription(current.id)?.subscription.expirationDate
    }

    /// When the change takes effect, in words.
    var takesEffect: String {
        if startsNow { return "now; the unused rest of \(ProductText.name(current)) is credited" }
        return "at the next renewal" + (renewal.map { ", \(DateText.day($0))" } ?? "")
    }

    /// When the change takes effect, in words; when the purchase waits for a parent (Ask to Buy), only once they
    /// approve it: the request is sent first.
    func takesEffect(waitsForApproval: Bool) -> String {
        guard waitsForApproval else { return takesEffect }
        let when = startsNow ? "at once" : "at the renewal after that" + (renewal.map { " (next renewal \(DateText.day($0)))" } ?? "")
        return "not yet: a request is sent to a parent; once they approve it, the \(direction.rawValue) starts \(when)"
    }
}
