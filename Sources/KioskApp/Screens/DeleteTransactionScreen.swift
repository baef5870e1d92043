import PurchaseFlow

/// The question asked before a ledger record is deleted: what it is and what it charged, that deleting cannot be
/// undone, and "Keep it" first, so that an Enter meant for another row keeps the transaction.
enum DeleteTransactionScreen {
    /// The question's rows; once the record is gone, what deleting did (or that it is not in the ledger), no longer
    /// as a question.
    static func content(id: Int64, _ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        let title = "Delete transaction #\(id)?"
        guard let store = state.store else { return ScreenContent(title: title, rows: ScreenContent.storeUnavailableRows(state)) }
        guard let record = store.record(id) else {
            let rows: [ListRow] = (outcome.map { [.outcome($0)] } ?? [.text("Transaction #\(id) is not in the ledger.")]) + [.item("Back", .dismiss(notice: nil))]
            return ScreenContent(title: "Transaction #\(id)", rows: rows)
        }
        var rows: [ListRow] = [
            .text("Product", detail: store.displayName(of: record.productID)),
            .text("State", detail: TransactionScreen.describe(record), tone: TransactionScreen.tone(record)),
            .text("Price charged", detail: TransactionScreen.chargedWords(record, store)),
            .text(record.productKind == .consumable
                  ? "Deleting takes it out of the ledger as if it never happened: no refund is recorded, what an app already gave for it (coins, "
                    + "credits) stays with the customer, since a balance is the app's, and it cannot be undone."
                  : "Deleting takes it out of the ledger as if it never happened: what it grants goes with it, no refund is recorded, and it cannot be undone."),
        ]
        if let outcome { rows.append(.outcome(outcome)) }
        if state.current.runningTask != nil {
            rows.append(.text("Deleting…"))
        } else {
            rows += [.item("Keep it", .dismiss(notice: nil)), .item("Delete transaction #\(id)", .perform(.manage(.delete, transactionID: id)))]
        }
        return ScreenContent(title: title, rows: rows, keepsTopInView: true)
    }
}
