import Foundation
import PurchaseFlow

/// The question asked before a ledger record is refunded (by the transaction manager's Refund, or by granting the
/// refund request waiting on it) or deleted, none of which can be undone: what it is and what it charged, what the
/// action takes away, and "Keep it" first, so that an Enter meant for another row (or on a selection a store read moved)
/// keeps the transaction as it is; Esc keeps it too.
enum TransactionQuestionScreen {
    /// The question's rows for `action` (`.refund`, `.grantRefundRequest` or `.delete`); once the record is refunded or
    /// gone (here or by another process), what came of it, or why it no longer applies, and no longer as a question.
    static func content(_ action: RecordAction, id: Int64, _ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        let item = choice(action, id: id)
        // The breadcrumb names the transaction already; a refund request's question is asked without it, to fit.
        let title = action == .grantRefundRequest ? "Grant the refund request?" : "\(item)?"
        guard let store = state.store else { return ScreenContent(title: title, rows: ScreenContent.storeUnavailableRows(state)) }
        guard let record = store.record(id) else { return answered(id: id, outcome, else: "Transaction #\(id) is not in the ledger.") }
        if let refusal = refusal(action, on: record, store) {
            let subject = action == .grantRefundRequest ? "The refund request on transaction #\(id) cannot be granted" : "Transaction #\(id) cannot be refunded"
            return answered(id: id, outcome, else: "\(subject): \(refusal).")
        }
        var rows = facts(action, record, store, charged: TransactionScreen.chargedWords(record, store))
        if let outcome { rows.append(.outcome(outcome)) }
        if state.current.runningTask != nil {
            rows.append(.text(gerund(action).prefix(1).uppercased() + gerund(action).dropFirst() + "…"))
        } else {
            // The store refunds or deletes it only while it stands as stated here (a change in the moment since the
            // last read is refused, as a read that shows it selects Keep it again).
            let expected = RecordFacts(record, isNewestOfItsSubscription: store.ledger.subscription(newestOf: record) != nil,
                                       planChangeWaiting: store.ledger.subscription(of: record)?.scheduledPlanChange)
            rows += [.item("Keep it", .dismiss(notice: nil)), .item(item, .perform(.manage(action, transactionID: id, expecting: expected)))]
        }
        return ScreenContent(title: title, rows: rows, keepsTopInView: true)
    }

    /// The action a screen asks about and its record, when it is a refund, refund request or delete question.
    static func question(_ kind: Screen.Kind) -> (action: RecordAction, id: Int64)? {
        switch kind {
        case .refundTransaction(let id): (.refund, id)
        case .grantRefundRequest(let id): (.grantRefundRequest, id)
        case .deleteTransaction(let id): (.delete, id)
        default: nil
        }
    }

    /// The item that acts, as the question's title asks it: `Refund transaction #3`, `Grant the refund request on
    /// transaction #3`, `Delete transaction #3`.
    private static func choice(_ action: RecordAction, id: Int64) -> String {
        switch action {
        case .grantRefundRequest: "Grant the refund request on transaction #\(id)"
        case .delete: "Delete transaction #\(id)"
        default: "Refund transaction #\(id)"
        }
    }

    /// The action in a word, as a sentence names it: `refunding`, `granting`, `deleting`.
    private static func gerund(_ action: RecordAction) -> String {
        switch action {
        case .grantRefundRequest: "granting"
        case .delete: "deleting"
        default: "refunding"
        }
    }

    /// What a question on `id` states as the store stands, nil once it no longer asks (the record is gone, or can no
    /// longer be refunded): what `statedFacts` keeps. Of the price, what was charged, not what approving a waiting
    /// request would charge now, which a prorated upgrade changes as the clock runs and which deleting destroys nothing of.
    static func stated(_ action: RecordAction, id: Int64, in store: StoreSnapshot) -> [ListRow]? {
        store.record(id).flatMap { record in
            refusal(action, on: record, store) == nil
                ? facts(action, record, store, charged: record.status == .completed ? TransactionScreen.chargedWords(record, store) : "not charged") : nil
        }
    }

    /// After a store read, on each question whose facts changed since it last stated them (another process approved,
    /// refunded or renewed, say): Keep it is selected again, so Enter destroys nothing the user did not see stated, and
    /// the status line names what changed, which the question now states.
    static func keepItIfFactsChanged(in state: inout AppState) {
        guard let store = state.store else { return }
        for index in state.stack.indices {
            guard let (action, id) = question(state.stack[index].kind), let now = stated(action, id: id, in: store) else { continue }
            let before = state.stack[index].statedFacts
            state.updateScreen(at: index) { $0.statedFacts = now }
            guard let before, before != now else { continue }
            state.updateScreen(at: index) { $0.selection = 0; $0.scrollTop = nil }
            guard index == state.stack.indices.last else { continue }
            let changed = zip(before, now).filter { $0 != $1 }.map { _, row in
                row.detail.isEmpty ? "what \(gerund(action)) takes" : row.label.lowercased()
            }
            state.notice = "Transaction #\(id) changed (\(changed.joined(separator: ", "))); Keep it is selected again."
        }
    }

    /// Why a refund question no longer asks (the record was refunded, or never charged; for a refund request's, no
    /// request waits for review any more); nil for a delete, which every record takes.
    private static func refusal(_ action: RecordAction, on record: LedgerRecord, _ store: StoreSnapshot) -> String? {
        switch action {
        case .delete: return nil
        case .grantRefundRequest:
            let pending = store.ledger.pendingRefundRequest(on: record.id) != nil
            return ManagerActionRule.refusal(of: .grantRefundRequest, on: record, hasPendingRefundRequest: pending)
                ?? ManagerActionRule.refusal(of: .refund, on: record, hasPendingRefundRequest: false)
        default: return ManagerActionRule.refusal(of: .refund, on: record, hasPendingRefundRequest: false)
        }
    }

    /// What the question states about a record: the product, its state, what it charged (`charged`), and what the
    /// action takes away.
    private static func facts(_ action: RecordAction, _ record: LedgerRecord, _ store: StoreSnapshot, charged: String) -> [ListRow] {
        [
            .text("Product", detail: store.displayName(of: record.productID)),
            .text("State", detail: TransactionScreen.describe(record), tone: TransactionScreen.tone(record)),
            .text("Price charged", detail: charged),
            .text(action == .delete ? deleteWords(record) : refundWords(action, record, store)),
        ]
    }

    /// The screen once the question is answered: what came of it (read back from the ledger), else `text`, and Back.
    private static func answered(id: Int64, _ outcome: EffectResult.Outcome?, else text: String) -> ScreenContent {
        let rows: [ListRow] = (outcome.map { [.outcome($0)] } ?? [.text(text)]) + [.item("Back", .dismiss(notice: nil))]
        return ScreenContent(title: "Transaction #\(id)", rows: rows)
    }

    /// What deleting takes away.
    private static func deleteWords(_ record: LedgerRecord) -> String {
        record.productKind == .consumable
            ? "Deleting takes it out of the ledger as if it never happened: no refund is recorded, what an app already gave for it (coins, "
              + "credits) stays with the customer, since a balance is the app's, and it cannot be undone."
            : "Deleting takes it out of the ledger as if it never happened: what it grants goes with it, no refund is recorded, and it cannot be undone."
    }

    /// What refunding (`action`: the Refund, or granting the refund request) gives back, as the store's refund works it
    /// out (an upgrade's charge and the rest credited to it), and what it takes away: a subscription's current period
    /// ends the subscription, and a plan change waiting for its renewal with it; an older period only itself.
    private static func refundWords(_ action: RecordAction, _ record: LedgerRecord, _ store: StoreSnapshot) -> String {
        let newestOf = store.ledger.subscription(newestOf: record)
        let takes = switch record.productKind {
        case .consumable: "what it credited (coins, credits) is taken back from the customer's balance, never below zero (what was spent stays spent)"
        case .autoRenewableSubscription where newestOf != nil:
            "the subscription is revoked, so its access ends now and it no longer renews"
        case .autoRenewableSubscription: "only this period is revoked, and the subscription goes on"
        default: "what it grants goes with it"
        }
        let dropped = ManageText.droppedByRefunding(record, store)
        let back = ManageText.back(store.ledger.refundAmounts[record.id], locale: Locale(identifier: store.settings.locale))
        let refunds = action == .grantRefundRequest ? "Granting the request revokes the transaction now" : "Refunding revokes it now"
        return "\(refunds)\(back); \(takes)\(dropped). It cannot be undone."
    }
}
