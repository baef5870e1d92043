import PaywallLayout
import PurchaseFlow

/// The transaction manager: the store's clock (and moving it forward), then every ledger record, newest first.
enum TransactionsScreen {
    /// The transaction manager's rows.
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: "Transaction manager", rows: ScreenContent.storeUnavailableRows(state))
        }
        var rows: [ListRow] = [
            .text("Clock", detail: DateText.day(store.now)),
            .text("Time rate", detail: store.settings.timeRate.description),
            .item("Advance the clock 1 minute", .perform(.advanceClock(step: "1m"))),
            .item("Advance the clock 1 hour", .perform(.advanceClock(step: "1h"))),
            .text("Storefront", detail: store.settings.storefront.alpha3),
        ]
        if let outcome { rows.append(.outcome(outcome)) }
        rows += [
            .heading("Transactions"),
        ]
        if store.records.isEmpty { rows.append(.text("No transactions yet.")) }
        for record in store.records {
            let name = store.displayName(of: record.productID)
            rows.append(.item("#\(record.id) \(name)", detail: describe(record), tone: tone(record), .open(.transaction(id: record.id))))
        }
        return ScreenContent(title: "Transaction manager", rows: rows)
    }

    /// A record's state in a few words.
    static func describe(_ record: LedgerRecord) -> String {
        if record.revocationDate != nil { return "refunded" }
        switch record.status {
        case .askToBuy: return "Ask to Buy: waiting"
        case .interrupted: return "interrupted"
        case .declined: return "declined"
        case .scheduled: return "plan change at the next renewal"
        case .completed: return record.isFinished ? "completed" : "completed, unfinished"
        }
    }

    /// The theme role of a record's state: danger when refunded or declined, pending while it waits.
    static func tone(_ record: LedgerRecord) -> ColorRole? {
        if record.revocationDate != nil { return .danger }
        switch record.status {
        case .askToBuy, .interrupted: return .pending
        case .declined: return .danger
        case .completed, .scheduled: return nil
        }
    }
}

/// One ledger record: its details and the actions that apply to it.
enum TransactionScreen {
    /// The rows of one record.
    static func content(id: Int64, _ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        let title = "Transaction #\(id)"
        guard let store = state.store else { return ScreenContent(title: title, rows: ScreenContent.storeUnavailableRows(state)) }
        guard let record = store.record(id) else { return ScreenContent(title: title, rows: [.text("This transaction is gone from the ledger.")]) }
        var rows: [ListRow] = [
            .text("Product", detail: store.displayName(of: record.productID)),
            .text("Product ID", detail: record.productID),
            .text("State", detail: TransactionsScreen.describe(record), tone: TransactionsScreen.tone(record)),
            .text("Purchased", detail: DateText.day(record.purchaseDate)),
        ]
        if let expiration = record.expirationDate { rows.append(.text("Expires", detail: DateText.day(expiration))) }
        if record.quantity > 1 { rows.append(.text("Quantity", detail: "\(record.quantity)")) }
        rows.append(.heading("Actions"))
        switch record.status {
        case .askToBuy:
            rows.append(.item("Approve", .perform(.manage(.approve, transactionID: id))))
            rows.append(.item("Decline", .perform(.manage(.decline, transactionID: id))))
        case .interrupted:
            rows.append(.item("Resolve", .perform(.manage(.resolve, transactionID: id))))
        case .completed where record.revocationDate == nil:
            rows.append(.item("Refund", .perform(.manage(.refund, transactionID: id))))
        default:
            rows.append(.text("Nothing can be done to this transaction."))
        }
        if let outcome { rows.append(.outcome(outcome)) }
        return ScreenContent(title: title, rows: rows)
    }
}
