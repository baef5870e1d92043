/// My purchases: what the customer has now, what waits, and what ended; then refunds to ask for and asked;
/// then their entitlements, tier, features, conflicts and balances.
enum MyPurchasesScreen {
    /// The rows of my purchases.
    static func content(_ state: AppState) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: "My purchases", rows: ScreenContent.storeUnavailableRows(state))
        }
        var sections: [(String, [ListRow])] = [("Active", []), ("Waiting", []), ("Ended", [])]
        for product in store.products {
            let row = StoreScreen.item(product, store)
            switch store.states[product.id] ?? .ready(price: "") {
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
}
