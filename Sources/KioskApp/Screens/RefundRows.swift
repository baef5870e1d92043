import PurchaseFlow

/// My purchases' refund rows: a way to ask for a refund of the latest transaction of each product the customer
/// has, and the requests made, with where each review stands.
enum RefundRows {
    /// The "Refunds" section of my purchases; empty when nothing was bought.
    static func section(_ store: StoreSnapshot) -> [ListRow] {
        var rows: [ListRow] = []
        let pending = Set(store.refundRequests.filter { $0.status == .pending }.map(\.transactionID))
        var seen: Set<String> = []
        // A consumable refunded without a request (the transaction manager's Refund) is listed too, after the requests:
        // it is not among the ended purchases, as a consumable can always be bought again. Found in the same pass.
        let requested = Set(store.refundRequests.map(\.transactionID))
        var refundedConsumables: [ListRow] = []
        for record in store.records {
            if record.productKind == .consumable, let refunded = record.revocationDate, !requested.contains(record.id), isTheirs(record, store) {
                refundedConsumables.append(.text("Refund of \(store.displayName(of: record.productID))", detail: "refunded \(DateText.day(refunded)), #\(record.id)"))
            }
            guard record.status == .completed, record.revocationDate == nil, ProductText.isEntitled(store.states[record.productID]),
                  seen.insert(record.productID).inserted, !pending.contains(record.id) else { continue }
            let name = store.displayName(of: record.productID)
            rows.append(.item("Request a refund: \(name)", detail: "#\(record.id)", .open(.refundRequest(transactionID: record.id, reason: nil))))
        }
        for request in store.refundRequests {
            let name = store.record(request.transactionID).map { store.displayName(of: $0.productID) } ?? "#\(request.transactionID)"
            rows.append(.text("Refund of \(name)", detail: RefundText.status(request)))
        }
        rows += refundedConsumables
        return rows.isEmpty ? [] : [.heading("Refunds")] + rows
    }

    /// Whether a record is the current customer's (every record, when their standing was not read).
    private static func isTheirs(_ record: LedgerRecord, _ store: StoreSnapshot) -> Bool {
        store.customer.map { store.ledger.owners[record.originalID] == $0.name } ?? true
    }
}
