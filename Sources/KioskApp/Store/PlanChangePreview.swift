import Foundation
import PaywallModel
import PurchaseFlow

/// What buying another plan of a group the customer already subscribes to would do, shown before confirming:
/// an upgrade, downgrade or crossgrade, and when it takes effect, as the store applies it: whether it starts now or at
/// the next renewal is read from the store's answer for this purchase (`StoreSnapshot.charges`, worked out by the rule
/// buying applies: upgrades and crossgrades to the same period start now with the unused time credited, the rest at the
/// next renewal, and any change from a plan the catalog no longer has at the next renewal, as the two cannot be ranked).
struct PlanChangePreview: Hashable {
    /// The plan the customer has now, by product id: a catalog product, or one the catalog no longer has.
    let currentID: String
    /// The plan the customer has now, as the screens name it (its id when the catalog no longer has it).
    let currentName: String
    /// Which way the plan moves (level 1 is the highest); nil when the current plan is no longer in the catalog, so
    /// the two cannot be ranked.
    let direction: PlanChangeKind?
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
    /// Whether the current plan's auto-renew is off, so that this change turns it back on (as on the App Store: the
    /// customer picks a plan to renew into).
    let turnsAutoRenewBackOn: Bool
    /// The name of another plan change already waiting for the current plan's renewal (a downgrade, a crossgrade, an
    /// approved request), as the store has it scheduled: this change replaces it, and it is dropped; nil when none waits.
    let replacedChange: String?

    /// The change buying `product` makes, or nil when the customer has no other active plan in its group (of the
    /// catalog, or one the catalog no longer has).
    init?(to product: ProductInfo, in store: StoreSnapshot) {
        guard let group = product.subscriptionGroupID, let level = product.subscriptionGroupLevel else { return nil }
        guard let currentID = store.currentPlanID(inGroup: group, excluding: product.id) else { return nil }
        let charge = store.charges[product.id]
        self.currentID = currentID
        if let current = store.product(currentID) {
            guard let currentLevel = current.subscriptionGroupLevel else { return nil }
            let direction = PlanChangeKind(fromLevel: currentLevel, toLevel: level)
            currentName = ProductText.name(current)
            self.direction = direction
            // The store's answer when it has one for this purchase; the levels' rule otherwise (a plan shared by family
            // sharing, which the store's answer, for the customer's own plans, leaves out).
            startsNow = charge.map { !$0.startsAtRenewal } ?? direction.isImmediate(samePeriod: product.subscriptionPeriod == current.subscriptionPeriod)
        } else {
            // A plan the catalog no longer has: not ranked, and the store's answer says when the change starts.
            currentName = currentID
            direction = nil
            startsNow = charge.map { !$0.startsAtRenewal } ?? false
        }
        renewal = store.subscription(currentID)?.subscription.expirationDate
        credit = charge?.credit
        isScheduled = ChangeText.scheduledChange(to: product.id, among: store.subscriptions) != nil
        locale = Locale(identifier: store.settings.locale)
        turnsAutoRenewBackOn = !isScheduled && store.subscription(currentID)?.renewalInfo.willAutoRenew == false
        replacedChange = store.subscription(currentID)?.scheduledPlanChange.flatMap { $0 == product.id ? nil : store.displayName(of: $0) }
    }

    /// The lines saying this change replaces the one waiting for the renewal (`replacedChange`), which is dropped, in
    /// the words the transaction manager's results use (`ManageText.dropped`), wrapped to `width`; none when none waits.
    func replacedRows(width: Int) -> [ListRow] {
        guard let replacedChange else { return [] }
        return ListRow.paragraph("This change replaces another: \(ManageText.dropped(replacedChange)).", width: width, tone: .warning)
    }

    /// The row saying auto-renew is turned back on (`turnsAutoRenewBackOn`), in the customer's language; nil otherwise.
    func autoRenewRow(locale identifier: String?) -> ListRow? {
        guard turnsAutoRenewBackOn else { return nil }
        return .text(AppWords.text(.autoRenew, locale: identifier), detail: AppWords.text(.autoRenewBackOn, locale: identifier), tone: .warning)
    }

    /// Which way the plan moves, in a word: `upgrade`, `downgrade`, `crossgrade`, or `change` when the current plan is
    /// no longer in the catalog and the two cannot be ranked.
    var directionWord: String { direction?.rawValue ?? "change" }

    /// Which way the plan moves, for the plan change screen's row: the word, or why there is none (`not ranked: X is no
    /// longer in the catalog`).
    var directionDetail: String { direction?.rawValue ?? "not ranked: \(currentName) is no longer in the catalog" }

    /// The word in parentheses after a label (` (upgrade)`), nothing when the plans cannot be ranked.
    var directionNote: String { direction.map { " (\($0.rawValue))" } ?? "" }

    /// The offer buying this change takes of the one asked for (a paywall package's or the subscription store's
    /// promotional offer): that offer when the change starts now, none when it waits for the next renewal, which
    /// takes no promotional offer (the store refuses one: `SandboxStore.refuseOfferAtRenewalIn`). The one rule the plan
    /// change screen and the purchase sheet (opened, redrawn after the store changed, confirmed) apply, so a sheet
    /// redrawn on a change that came to wait for the renewal is the sheet a fresh open makes.
    func offer(_ choice: OfferChoice?) -> OfferChoice? {
        startsNow ? choice : nil
    }

    /// When the change takes effect for a purchase with `outcome`, in words (`PlanChangeTiming`).
    func takesEffect(_ outcome: PurchaseSimulation) -> String {
        PlanChangeTiming.words(startsNow: startsNow, renewal: renewal, current: currentName, credit: credit, outcome: outcome,
                               isScheduled: isScheduled, locale: locale)
    }

    /// When the change takes effect for a purchase with `outcome`, in a few words for a list (`starts now`).
    func takesEffectInShort(_ outcome: PurchaseSimulation) -> String {
        PlanChangeTiming.shortWords(startsNow: startsNow, outcome: outcome, isScheduled: isScheduled)
    }
}
