import Foundation
import PaywallModel
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
    /// How the store counts the unused rest of the current plan when the change starts now (`StoreSnapshot.charges`).
    let credit: PurchaseCharge.Credit?
    /// Whether this very change is already scheduled for the next renewal (chosen before, or approved from another
    /// shell): it is not offered again, and no purchase setting changes when it takes effect.
    let isScheduled: Bool
    /// The customer's locale, for amounts in words.
    let locale: Locale

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
        credit = store.charges[product.id]?.credit
        isScheduled = ChangeText.scheduledChange(to: product.id, among: store.subscriptions) != nil
        locale = Locale(identifier: store.settings.locale)
    }

    /// When the change takes effect for a purchase with `outcome`, in words (`PlanChangeTiming`).
    func takesEffect(_ outcome: PurchaseSimulation) -> String {
        PlanChangeTiming.words(startsNow: startsNow, renewal: renewal, current: ProductText.name(current), credit: credit, outcome: outcome,
                               isScheduled: isScheduled, locale: locale)
    }

    /// When the change takes effect for a purchase with `outcome`, in a few words for a list (`starts now`).
    func takesEffectInShort(_ outcome: PurchaseSimulation) -> String {
        PlanChangeTiming.shortWords(startsNow: startsNow, outcome: outcome, isScheduled: isScheduled)
    }
}
