import Foundation
import PurchaseFlow

/// When a change of plan takes effect, in words, for the outcome its purchase has: the one place that says it,
/// for the plans screen, the plan change screen, the product screen and the purchase sheet. A change that waits
/// for a parent (Ask to Buy) or for an interrupted purchase to be resolved takes effect only after that.
enum PlanChangeTiming {
    /// `now; the unused rest of Plus Standard, Monthly is credited`, `at the next renewal, 8 Dec 2026 08:05 UTC`,
    /// `once a parent approves the request, at once`, `once the interrupted purchase is resolved, at the renewal
    /// after that (next renewal …)`, or `never: the purchase fails with …`; `current` names the plan replaced, and
    /// `credit` says how the store counts its unused rest (`SandboxStore.charges(of:settings:)`): credited, or refunded when
    /// it was paid in another currency than the storefront's in force (`now; the unused rest of …, €4.12 paid in EUR,
    /// is refunded`, the amount formatted for `locale`). A change already scheduled (`isScheduled`) is `already
    /// chosen: at the next renewal, …`, whatever a new purchase would wait for.
    static func words(startsNow: Bool, renewal: Date?, current: String, credit: PurchaseCharge.Credit?,
                      outcome: PurchaseSimulation, isScheduled: Bool = false, locale: Locale) -> String {
        let date = renewal.map(DateText.day)
        if isScheduled { return "already chosen: at the next renewal" + (date.map { ", \($0)" } ?? "") }
        let afterWaiting = startsNow ? "at once" : "at the renewal after that" + (date.map { " (next renewal \($0))" } ?? "")
        switch outcome {
        case .completes:
            guard startsNow else { return "at the next renewal" + (date.map { ", \($0)" } ?? "") }
            switch credit {
            case .credited?: return "now; the unused rest of \(current) is credited"
            case .refunded(let rest)?:
                return "now; the unused rest of \(current), \(rest.formatted(locale: locale)) paid in \(rest.currency.code), is refunded"
            case .none?, nil: return "now"
            }
        case .askToBuy:
            return "once a parent approves the request, \(afterWaiting)"
        case .interrupted:
            return "once the interrupted purchase is resolved, \(afterWaiting)"
        case .fails(.userCancelled):
            return "never: the purchase is cancelled"
        case .fails(let code):
            return "never: the purchase fails with \(code.rawValue)"
        }
    }

    /// The same in a few words, for a list of plans: `starts now`, `at renewal`, `after a parent approves` (`at the
    /// renewal after a parent approves` for a change that waits for the renewal), `once the interrupted purchase is
    /// resolved`, `already chosen, at renewal`, `never: fails with …`.
    static func shortWords(startsNow: Bool, outcome: PurchaseSimulation, isScheduled: Bool) -> String {
        if isScheduled { return "already chosen, at renewal" }
        switch outcome {
        case .completes: return startsNow ? "starts now" : "at renewal"
        case .askToBuy: return startsNow ? "after a parent approves" : "at the renewal after a parent approves"
        case .interrupted: return startsNow ? "once the interrupted purchase is resolved" : "at the renewal after it is resolved"
        case .fails(.userCancelled): return "never: cancelled"
        case .fails(let code): return "never: fails with \(code.rawValue)"
        }
    }

    /// Why no plan can be changed to now while an offer code the subscriber redeemed waits for the renewal of the
    /// group's current plan (`currentProductID`): the store refuses any change that would drop it
    /// (`SandboxStore.codeWaitingRefusal`). `not now: the offer code HALFYEAR waits for the next renewal; change
    /// plans once it has started`; nil when no code waits.
    static func codeWaiting(_ store: StoreSnapshot, currentProductID: String) -> String? {
        store.subscription(currentProductID)?.subscription.pendingCodeOffer.map {
            "not now: the offer code \($0) waits for the next renewal; change plans once it has started"
        }
    }
}
