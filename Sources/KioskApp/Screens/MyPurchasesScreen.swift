/// My purchases: what the customer has now, what waits, and what ended; then refunds to ask for and asked;
/// then their entitlements, tier, features, conflicts and balances.
enum MyPurchasesScreen {
    /// The rows of my purchases.
    static func content(_ state: AppState) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: "My purchases", rows: ScreenContent.storeUnavailableRows(state))
        }
        var sections: [(String, [ListRow])] = [("Active", []), ("Waiting", []), ("Ended", [])]
        let items = store.products.map { ($0.id, StoreScreen.item($0, store)) } + store.removedProductIDs.map { ($0, removedItem($0, store)) }
        for (id, row) in items {
            switch store.states[id] ?? .ready(price: "") {
            case .active, .cancelled, .inGracePeriod: sections[0].1.append(row)
            case .pending, .purchasing, .upcoming, .inBillingRetry: sections[1].1.append(row)
            case .expired, .revoked, .failed: sections[2].1.append(row)
            case .ready: continue
            }
        }
        var rows: [ListRow] = []
        for (title, members) in sections where !members.isEmpty {
            rows.append(.heading(title))
            rows += members
        }
        if rows.isEmpty { rows.append(.text("No purchases yet. Open the store to buy something.")) }
        return ScreenContent(title: "My purchases", rows: rows + RefundRows.section(store) + CustomerRows.standing(store))
    }

    /// The row of a product the catalog no longer has, by its id: where the customer stands with it and that it is
    /// gone, opening its newest transaction (the catalog has no product screen for it).
    static func removedItem(_ id: String, _ store: StoreSnapshot) -> ListRow {
        let standing = ProductText.standing(id, store)
        let detail = store.subscription(id).map(SubscriptionText.endsForRemoval) == true ? standing : "\(standing); no longer in the catalog"
        let newest = store.records.first { $0.productID == id && $0.status == .completed }
        return .item(id, detail: detail, tone: ProductText.tone(store.states[id]), .open(newest.map { .transaction(id: $0.id) } ?? .transactions))
    }
}
