import PaywallLayout
import PurchaseFlow

/// The transaction manager: the store's clock, the refund requests with their review due time, then every
/// ledger record of every customer, newest first, each subscription's renewals folded under its newest charged
/// transaction. `/` filters by product, customer or state, since each row names all three.
enum TransactionsScreen {
    /// The transaction manager's rows.
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: "Transaction manager", rows: ScreenContent.storeUnavailableRows(state))
        }
        var rows: [ListRow] = [
            .item("Clock", detail: "\(DateText.day(store.now)) · \(store.settings.timeRate)", .open(.clock)),
            .text("Next event", detail: store.upcomingEvents.first.map { ClockScreen.eventDetail($0, store) } ?? "none scheduled"),
            .text("Storefront", detail: store.settings.storefront.alpha3),
        ]
        if let outcome { rows.append(.outcome(outcome)) }
        rows += refundRequestRows(store)
        rows.append(.heading("Transactions"))
        if store.records.isEmpty { rows.append(.text("No transactions yet.")) }
        for chain in chains(store.records) {
            let previous = chargedBefore(in: chain)
            for (index, record) in chain.enumerated() {
                rows.append(row(record, previous: previous[record.id], folded: index > 0, store))
            }
        }
        return ScreenContent(title: "Transaction manager", rows: rows)
    }

    /// The records grouped by purchase (original id), the group with the newest record first, each headed by its
    /// newest charged transaction, then newest first in the order its transactions took effect: a request approved
    /// later than a purchase that started its subscription comes after that purchase, though its id is lower. A plan
    /// change waiting for the renewal, made by it or lapsed was never charged, so it folds under the transaction.
    static func chains(_ records: [LedgerRecord]) -> [[LedgerRecord]] {
        var order: [Int64] = []
        var byOriginal: [Int64: [LedgerRecord]] = [:]
        for record in records.sorted(by: { $0.id > $1.id }) {
            if byOriginal[record.originalID] == nil { order.append(record.originalID) }
            byOriginal[record.originalID, default: []].append(record)
        }
        return order.compactMap { original in
            byOriginal[original].map { chain in
                var ordered = chain.sorted(by: tookEffect(after:_:))
                if let head = ordered.firstIndex(where: { $0.status == .completed }) { ordered.insert(ordered.remove(at: head), at: 0) }
                return ordered
            }
        }
    }

    /// For each record of a chain, by id, the charged transaction that took effect last before it in its subscription:
    /// the plan a change changed; records with none are left out. One pass over the chain in the order its records took
    /// effect (`tookEffect` orders any two), so a subscription of thousands of renewals costs a sort, not a search per row.
    static func chargedBefore(in chain: [LedgerRecord]) -> [Int64: LedgerRecord] {
        var before: [Int64: LedgerRecord] = [:]
        var charged: LedgerRecord?
        for record in chain.sorted(by: { tookEffect(after: $1, $0) }) {
            if let charged { before[record.id] = charged }
            if record.status == .completed { charged = record }
        }
        return before
    }

    /// Whether `record` took effect after `other` in their subscription: it was bought later, or at the same moment
    /// it replaced `other` (an upgrade), or, those equal, it was written later.
    private static func tookEffect(after record: LedgerRecord, _ other: LedgerRecord) -> Bool {
        if record.purchaseDate != other.purchaseDate { return record.purchaseDate > other.purchaseDate }
        if record.isUpgraded != other.isUpgraded { return other.isUpgraded }
        return record.id > other.id
    }

    /// One record's row: `#5 Plus, Monthly · alice` and its markers; a folded renewal indented under its newest.
    private static func row(_ record: LedgerRecord, previous: LedgerRecord?, folded: Bool, _ store: StoreSnapshot) -> ListRow {
        let owner = store.ledger.owners[record.originalID].map { " · \($0)" } ?? ""
        let label = (folded ? "  └ " : "") + "#\(record.id) \(store.displayName(of: record.productID))\(owner)"
        return .item(label, markers: TransactionMarkers.of(record, previous: previous, requestsPlanChange: store.ledger.requestsPlanChange(record)),
                     .open(.transaction(id: record.id)))
    }

    /// The refund requests, newest first: the transaction, and where the review stands (when it is due).
    private static func refundRequestRows(_ store: StoreSnapshot) -> [ListRow] {
        let requests = store.ledger.refundRequests
        guard !requests.isEmpty else { return [] }
        return [.heading("Refund requests")] + requests.map { request in
            let name = store.record(request.transactionID).map { store.displayName(of: $0.productID) } ?? "a deleted transaction"
            let tone: ColorRole = request.status == .pending ? .pending : request.status == .granted ? .danger : .muted
            return .item("Refund of #\(request.transactionID) \(name)", detail: RefundText.status(request), tone: tone,
                         .open(.transaction(id: request.transactionID)))
        }
    }
}
