import Foundation
import PurchaseFlow

/// The refund request sheet for one transaction: what is refunded and what a granted refund gives back, then the
/// reason (as Apple lists them), then a confirmation that sends the request; afterwards what came of it and, live,
/// where its review stands.
enum RefundRequestScreen {
    /// The sheet's rows: picking a reason when `reason` is nil, else confirming it.
    static func content(transactionID: Int64, reason: RefundReason?, _ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        let title = reason == nil ? "Request a refund" : "Confirm"
        guard let store = state.store else { return ScreenContent(title: title, rows: ScreenContent.storeUnavailableRows(state)) }
        if let blocked = SheetGate.blocked(.refundRequest, store), outcome == nil {
            return ScreenContent(title: title, rows: SheetGate.blockedRows(.refundRequest, blocked, width: ListLayout.listArea(for: state.size).width))
        }
        guard let record = store.record(transactionID) else {
            return ScreenContent(title: title, rows: [.text("Transaction \(transactionID) is not in the ledger."), .item("Back", .dismiss(notice: nil))])
        }
        var rows: [ListRow] = [
            .text(store.displayName(of: record.productID), detail: "charged \(TransactionScreen.chargedWords(record, store))"),
            .text("Transaction #\(record.id)", detail: "bought \(DateText.day(record.purchaseDate))"),
        ]
        if outcome == nil, state.current.runningTask == nil, let settled = Self.nothingToRequest(record, store) {
            // Refunded, or asked about, in another process since the sheet opened: sending would only fail.
            return ScreenContent(title: title, rows: rows + [.text(settled), .item("Back", .dismiss(notice: nil))])
        }
        if outcome == nil {
            // What the store's refund gives back and drops, as the transaction manager's question states it: an upgrade's
            // charge and the unused rest of the old plan credited to it; a plan change waiting for the renewal.
            let back = ManageText.back(store.ledger.refundAmounts[record.id], locale: Locale(identifier: store.settings.locale))
            rows.append(.text("If granted, the refund revokes it\(back)\(ManageText.droppedByRefunding(record, store))."))
        }
        guard let reason else {
            rows.append(.heading("Why do you want a refund?"))
            rows += RefundReason.allCases.map { .item($0.displayName, .open(.refundRequest(transactionID: transactionID, reason: $0))) }
            rows.append(.item("Cancel", .dismiss(notice: nil)))
            return ScreenContent(title: title, rows: rows)
        }
        rows.append(.text("Reason", detail: reason.displayName))
        if let outcome {
            rows.append(.heading("Result"))
            rows.append(.text(OutcomeText.describe(outcome)))
            if let request = store.refundRequests.first(where: { $0.transactionID == transactionID }) {
                rows.append(.text("Review", detail: RefundText.status(request)))
            }
            rows.append(.item("Done", .dismiss(notice: nil)))
        } else if state.current.runningTask != nil {
            rows.append(.text("Sending the request…"))
        } else {
            rows.append(.text(RefundText.review(store.settings.refundReview)))
            // Sent only under the review stated here: a read that changes it selects nothing (`SelectionAnchors`).
            rows.append(.item("Send the refund request", .perform(.requestRefund(transactionID: transactionID, reason: reason,
                                                                                expecting: store.settings.refundReview))))
            rows.append(.item("Cancel", .dismiss(notice: nil)))
        }
        return ScreenContent(title: title, rows: rows)
    }

    /// Why no refund can be asked for a transaction any more, from the last store read: it was refunded, or a request
    /// for it waits for review; nil when one can.
    private static func nothingToRequest(_ record: LedgerRecord, _ store: StoreSnapshot) -> String? {
        if let refunded = record.revocationDate { return "It was refunded \(DateText.day(refunded)); there is nothing to ask." }
        guard let request = store.refundRequests.first(where: { $0.transactionID == record.id && $0.status == .pending }) else { return nil }
        return "A refund request for it is waiting for review (\(RefundText.status(request)))."
    }
}
