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

/// Words about a product that several screens share.
enum ProductText {
    /// The product's name on kiosk's screens: its display name, or its id when the catalog's name is empty
    /// (paywalls and the Marketplace answer show the empty name, as StoreKit does).
    static func name(_ product: ProductInfo) -> String {
        product.displayName.isEmpty ? product.id : product.displayName
    }

    /// The price with its period: `$9.99 / month`.
    static func price(_ product: ProductInfo) -> String {
        let price = product.displayPrice ?? "\(product.price) \(product.currencyCode)"
        guard let iso = product.subscriptionPeriod, let period = SubscriptionPeriod(iso8601: iso) else { return price }
        return "\(price) / \(period.englishDescription(omittingOne: true))"
    }

    /// Where the customer stands (with renewal details for subscriptions), or the price when it is for sale.
    static func status(_ product: ProductInfo, _ store: StoreSnapshot) -> String {
        switch store.states[product.id] ?? .ready(price: "") {
        case .ready: return price(product)
        case .purchasing: return "purchasing…"
        case .pending: return "pending approval"
        case .active, .cancelled, .inGracePeriod:
            if let subscription = store.subscription(product.id) { return SubscriptionText.summary(subscription, in: store) }
            return "owned"
        case .upcoming(let date): return "starts \(DateText.day(date))"
        case .expired: return "expired"
        case .inBillingRetry: return "billing problem: retrying, no access"
        case .revoked: return "refunded"
        case .failed(let error): return "failed: \(error.message)"
        }
    }

    /// The theme role of where the customer stands: success when owned, warning when it is running out or
    /// billing fails, pending while waiting (Ask to Buy, an upcoming plan), danger when it ended or failed;
    /// `nil` for sale.
    static func tone(_ state: ProductPurchaseState?) -> ColorRole? {
        switch state {
        case .active: return .success
        case .cancelled, .inGracePeriod, .inBillingRetry: return .warning
        case .purchasing, .pending, .upcoming: return .pending
        case .expired, .revoked, .failed: return .danger
        case .ready, nil: return nil
        }
    }

    /// Whether the customer has what the product gives now.
    static func isEntitled(_ state: ProductPurchaseState?) -> Bool {
        switch state {
        case .active, .cancelled, .inGracePeriod: return true
        default: return false
        }
    }
}
