import Foundation
import PaywallModel
import PurchaseFlow

/// The transaction manager's results as sentences a tester reads once, from what the ledger holds after the
/// action (`Transaction #3 approved: Lifetime Unlock bought for $99.99.`).
enum ManageText {
    /// What an action on a record came to: `after` is the record read back (nil once deleted), `credit` how the
    /// store counted the plan it replaced (a plan change made now), `restRefunded` what the change refunded of that
    /// plan's rest as the ledger recorded it, `request` the refund request it decided, if
    /// any, `refund` what a refund gave back, read from the ledger, `goesOnAs` the newest transaction of a subscription a refund of an older period left going on,
    /// `givenBack` the newest transaction of the plan a deleted plan change had replaced, `changeDropped` whether a
    /// deleted approved change that waited for the renewal was dropped, `refundDropped` the product of the plan change
    /// waiting for the renewal that a refund dropped (`SandboxStore.planChangeDropped(_:byRefunding:)`), `takenBack` what
    /// refunding a consumable took back from a balance (`600 Coins taken back from ann (0 left)`); `name` gives a
    /// product's display name, `locale` formats prices.
    static func result(of action: Effect.StoreAction, on id: Int64, after: LedgerRecord?, credit: PurchaseCharge.Credit?,
                       restRefunded: Price? = nil, request: RefundRequest?, refund: RefundedAmount? = nil, goesOnAs: Int64? = nil, givenBack: LedgerRecord? = nil, changeDropped: Bool = false,
                       refundDropped: String? = nil, takenBack: String? = nil, name: (String) -> String, locale: Locale) -> EffectResult.Outcome {
        guard let after else {
            guard action == .delete else { return .failed("Transaction #\(id) is gone from the ledger.") }
            let back = givenBack.map { "; the plan it replaced is back: \(name($0.productID)) (transaction #\($0.id))" }
                ?? (changeDropped ? "; the plan change it scheduled for the next renewal is dropped" : "")
            return .succeeded("Transaction #\(id) was deleted from the ledger\(back).")
        }
        let product = name(after.productID)
        let taken = (takenBack.map { "; \($0)" } ?? "") + (refundDropped.map { "; \(dropped(name($0)))" } ?? "")
        switch action {
        case .finish:
            return .succeeded(after.isFinished ? "Transaction #\(id) finished: \(product) is delivered." : "Transaction #\(id) is still unfinished.")
        case .approve, .resolve:
            let verb = action == .approve ? "approved" : "resolved"
            if after.status == .scheduled {
                return .succeeded("Transaction #\(id) \(verb): \(product) starts at the next renewal; nothing was charged now.")
            }
            guard after.status == .completed else { return .failed("Transaction #\(id) is still \(SandboxStore.describe(after.status)).") }
            return .succeeded("Transaction #\(id) \(verb): \(product) \(bought(after, locale: locale))\(creditWords(credit, refunded: restRefunded, locale: locale)).")
        case .decline:
            return .succeeded("Transaction #\(id) declined: nothing was charged for \(product).")
        case .refund:
            guard let date = after.revocationDate else { return .failed("Transaction #\(id) is not refunded.") }
            return .succeeded("Transaction #\(id) refunded on \(DateText.day(date))\(back(refund, locale: locale)): \(revoked(product, goesOnAs: goesOnAs))\(taken).")
        case .grantRefundRequest, .declineRefundRequest:
            guard let request else { return .failed("Transaction #\(id) has no refund request.") }
            switch request.status {
            case .granted:
                let granted = "Refund request on transaction #\(id) granted\(back(refund, locale: locale))"
                guard goesOnAs != nil else { return .succeeded("\(granted): \(product) is refunded and revoked\(taken).") }
                return .succeeded("\(granted): \(revoked(product, goesOnAs: goesOnAs)).")
            case .declined: return .succeeded("Refund request on transaction #\(id) declined: \(product) stays bought.")
            case .pending: return .pending("Refund request on transaction #\(id) still waits for review.", request: nil)
            }
        case .delete:
            return .failed("Transaction #\(id) is still in the ledger.")
        }
    }

    /// How a plan change made now counted the plan it replaced, with what it `refunded` of that plan's rest as the ledger
    /// recorded it: ` (prorated: the unused rest of the old plan was credited)`, ` (the whole price; the unused rest of
    /// the old plan, $4.12, paid in another currency, was refunded)`; empty for any other purchase.
    static func creditWords(_ credit: PurchaseCharge.Credit?, refunded: Price?, locale: Locale) -> String {
        switch credit {
        case .credited?: " (prorated: the unused rest of the old plan was credited)"
        case .refunded(let rest)?: " (the whole price; \(restInAnotherCurrency(rest, refunded: refunded, locale: locale)))"
        case .none?, nil: ""
        }
    }

    /// The unused rest of an old plan paid in another currency than an upgrade's charge, with its refund as the ledger
    /// recorded it (`SandboxStore.restRefunded(atChange:)`): `the unused rest of the old plan, $4.12, paid in another
    /// currency, was refunded`; `…, was not credited` (the `rest` worked out) when the ledger recorded no refund, for an
    /// upgrade made before it recorded them.
    static func restInAnotherCurrency(_ rest: Price, refunded: Price?, locale: Locale) -> String {
        "the unused rest of the old plan, \((refunded ?? rest).formatted(locale: locale)), paid in another currency, "
            + (refunded == nil ? "was not credited" : "was refunded")
    }

    /// What a refund gave back, read from the ledger: ` ($119.99 back: the $36.23 it charged and the unused rest of the
    /// old plan credited to it, $83.76)`; empty without one.
    static func back(_ refund: RefundedAmount?, locale: Locale) -> String {
        refund.map { " (\($0.words { $0.formatted(locale: locale) }))" } ?? ""
    }

    /// What an action that ends a subscription's renewal (a refund of its newest transaction, auto-renew turned off) does
    /// to the plan change waiting for it: `the change to Plus Basic, Weekly waiting for the next renewal is dropped`.
    static func dropped(_ product: String) -> String {
        "the change to \(product) waiting for the next renewal is dropped"
    }

    /// What refunding `record` would drop, as the last store read has it: `, and the change to … is dropped` when it is
    /// its subscription's newest transaction and a plan change waits for the renewal; empty otherwise.
    static func droppedByRefunding(_ record: LedgerRecord, _ store: StoreSnapshot) -> String {
        store.ledger.subscription(newestOf: record)?.scheduledPlanChange.map { ", and \(dropped(store.displayName(of: $0)))" } ?? ""
    }

    /// What a refund took: `Plus, Monthly is revoked`, or for an older period of a subscription that goes on,
    /// `that period of Plus, Monthly is refunded; the subscription goes on (transaction #4)`.
    static func revoked(_ product: String, goesOnAs newest: Int64?) -> String {
        guard let newest else { return "\(product) is revoked" }
        return "that period of \(product) is refunded; the subscription goes on (transaction #\(newest))"
    }

    /// `bought for $99.99`, or `bought` when the record has no price.
    static func bought(_ record: LedgerRecord, locale: Locale) -> String {
        guard let price = ChargedPrice.text(record, locale: locale) else { return "bought" }
        return "bought for \(price)"
    }
}
