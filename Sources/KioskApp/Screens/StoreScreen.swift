import PaywallLayout
import PaywallModel
import PurchaseFlow

/// The store: the customer's tier and entitlements, then every product the rules show them, subscriptions by
/// group (highest level first, then a row opening the group's subscription store), then non-renewing
/// subscriptions, non-consumables and consumables, each with its price or where the customer stands with it,
/// and the balances to spend from.
enum StoreScreen {
    /// The store's rows.
    static func content(_ state: AppState) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: "Store", rows: ScreenContent.storeUnavailableRows(state))
        }
        var rows: [ListRow] = []
        let products = store.products.filter { store.isVisible($0.id) }
        for group in store.groups {
            let members = products.filter { $0.subscriptionGroupID == group.id }
                .sorted { ($0.subscriptionGroupLevel ?? 0) < ($1.subscriptionGroupLevel ?? 0) }
            guard !members.isEmpty else { continue }
            rows.append(.heading("Subscriptions: \(group.name)"))
            rows += members.map { item($0, store) }
            rows.append(.item("Compare the plans of \(group.name)", detail: "plans", .open(.subscriptionStore(groupID: group.id, placement: nil))))
        }
        let kinds: [(ProductKind, String)] = [
            (.nonRenewingSubscription, "Non-renewing subscriptions"), (.nonConsumable, "Unlocks"), (.consumable, "Consumables"),
        ]
        for (kind, title) in kinds {
            let members = products.filter { $0.type == kind }
            guard !members.isEmpty else { continue }
            rows.append(.heading(title))
            rows += members.map { item($0, store) }
        }
        if rows.isEmpty { rows.append(.text("Nothing is for sale in this storefront.")) }
        if let note = store.priceNote { rows.insert(.text(note, tone: .warning), at: 0) }
        return ScreenContent(title: "Store", rows: CustomerRows.storeHeader(store) + rows + CustomerRows.spendableBalances(store))
    }

    /// A product's row: its name, and its price or ownership (in the role of that state).
    static func item(_ product: ProductInfo, _ store: StoreSnapshot) -> ListRow {
        .item(ProductText.name(product), detail: ProductText.status(product, store), tone: ProductText.tone(store.states[product.id]),
              .open(.product(id: product.id)))
    }
}
