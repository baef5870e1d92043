import PurchaseFlow

/// The question asked before a ledger record is refunded or deleted, neither of which can be undone: what it is and
/// what it charged, what the action takes away, and "Keep it" first, so that an Enter meant for another row (or on a
/// selection a store read moved) keeps the transaction as it is; Esc keeps it too.
enum TransactionQuestionScreen {
    /// The question's rows for `action` (`.refund` or `.delete`); once the record is refunded or gone (here or by another
    /// process), what came of it, or why it no longer applies, and no longer as a question.
    static func content(_ action: RecordAction, id: Int64, _ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        let verb = action == .refund ? "Refund" : "Delete"
        let title = "\(verb) transaction #\(id)?"
        guard let store = state.store else { return ScreenContent(title: title, rows: ScreenContent.storeUnavailableRows(state)) }
        guard let record = store.record(id) else { return answered(id: id, outcome, else: "Transaction #\(id) is not in the ledger.") }
        if action == .refund, let refusal = ManagerActionRule.refusal(of: .refund, on: record, hasPendingRefundRequest: false) {
            return answered(id: id, outcome, else: "Transaction #\(id) cannot be refunded: \(refusal).")
        }
        var rows: [ListRow] = [
            .text("Product", detail: store.displayName(of: record.productID)),
            .text("State", detail: TransactionScreen.describe(record), tone: TransactionScreen.tone(record)),
            .text("Price charged", detail: TransactionScreen.chargedWords(record, store)),
            .text(action == .refund ? refundWords(record, store) : deleteWords(record)),
        ]
        if let outcome { rows.append(.outcome(outcome)) }
        if state.current.runningTask != nil {
            rows.append(.text(action == .refund ? "Refunding…" : "Deleting…"))
        } else {
            rows += [.item("Keep it", .dismiss(notice: nil)), .item("\(verb) transaction #\(id)", .perform(.manage(action, transactionID: id)))]
        }
        return ScreenContent(title: title, rows: rows, keepsTopInView: true)
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

    /// What refunding takes away: a subscription's current period ends the subscription, an older period only itself.
    private static func refundWords(_ record: LedgerRecord, _ store: StoreSnapshot) -> String {
        let takes = switch record.productKind {
        case .consumable: "what it credited (coins, credits) is taken back from the customer's balance, never below zero (what was spent stays spent)"
        case .autoRenewableSubscription where store.ledger.subscription(of: record)?.latest.id == record.id:
            "the subscription is revoked, so its access ends now and it no longer renews"
        case .autoRenewableSubscription: "only this period is revoked, and the subscription goes on"
        default: "what it grants goes with it"
        }
        return "Refunding revokes it now and gives back what it charged; \(takes). It cannot be undone."
    }
}
