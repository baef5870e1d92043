/// What a screen shows: its title and its rows, worked out from the state.
public struct ScreenContent: Hashable, Sendable {
    /// The title in the top bar.
    public var title: String
    /// The rows, before any filter.
    public var rows: [ListRow]
    /// Whether the list stays at its top while the selection can be seen there (a sheet whose first rows say
    /// what it is about), rather than scrolling to keep context above the selection.
    public var keepsTopInView = false

    /// The content of the current screen of a state.
    public static func of(_ state: AppState) -> ScreenContent {
        of(state.current, in: state)
    }

    /// The content of a screen in a state (with the screen's own outcome, which no other screen shows).
    public static func of(_ screen: Screen, in state: AppState) -> ScreenContent {
        let outcome = screen.outcome
        switch screen.kind {
        case .home: return HomeScreen.content(state)
        case .restore: return RestoreScreen.content(state, outcome: outcome)
        case .offerCode: return OfferCodeScreen.content(state, outcome: outcome)
        case .subscriptionStore(let groupID, let placement): return SubscriptionStoreScreen.content(groupID: groupID, placement: placement, state)
        case .newCustomer: return NewCustomerScreen.content(state)
        case .refundRequest(let id, let reason): return RefundRequestScreen.content(transactionID: id, reason: reason, state, outcome: outcome)
        case .planChange(let productID, let offer): return PlanChangeScreen.content(productID: productID, offer: offer, state)
        case .purchaseSheet(let productID, let offer): return PurchaseSheetScreen.content(productID: productID, offer: offer, state)
        case .purchase(let productID): return PurchaseScreen.content(productID: productID, state, outcome: outcome)
        case .store: return StoreScreen.content(state)
        case .product(let id): return ProductScreen.content(productID: id, state, outcome: outcome)
        case .paywall(let placement): return ScreenContent(title: "Paywall: \(placement)", rows: [.text("No offerings are loaded.")])
        case .myPurchases: return MyPurchasesScreen.content(state)
        case .updatePrompt: return UpdatePromptScreen.content(state)
        case .transactions: return TransactionsScreen.content(state, outcome: outcome)
        case .transaction(let id): return TransactionScreen.content(id: id, state, outcome: outcome)
        case .refundTransaction(let id): return TransactionQuestionScreen.content(.refund, id: id, state, outcome: outcome)
        case .grantRefundRequest(let id): return TransactionQuestionScreen.content(.grantRefundRequest, id: id, state, outcome: outcome)
        case .deleteTransaction(let id): return TransactionQuestionScreen.content(.delete, id: id, state, outcome: outcome)
        case .clock: return ClockScreen.content(state, outcome: outcome)
        case .clockStep: return ClockScreen.stepContent(state, outcome: outcome)
        case .settingChoice(let setting): return SettingChoiceScreen.content(setting, state, outcome: outcome)
        case .settings: return SettingsScreen.content(state, outcome: outcome)
        case .notifications: return NotificationsScreen.content(state, outcome: outcome)
        case .link(let title, let texts): return LinkScreen.content(title: title, texts: texts, state)
        }
    }

    /// The rows shown while the store has not been read yet, or could not be.
    static func storeUnavailableRows(_ state: AppState) -> [ListRow] {
        if let problem = state.storeProblem { return [.text("The store cannot be read: \(problem)")] }
        return [.text("Loading the store…")]
    }

    /// The rows of a screen about a product the store does not sell in its storefront (switched since it opened).
    static func notSoldRows(_ productID: String, _ store: StoreSnapshot) -> [ListRow] {
        [.text("\(store.displayName(of: productID)) \(store.notSoldClause(productID))."),
         .item("Back", .dismiss(notice: nil))]
    }

    /// The problem the screen shows in a panel instead of its rows: the store's, when the screen waits for a store
    /// that cannot be read.
    func problem(in state: AppState) -> ErrorPanel.Problem? {
        guard state.store == nil, let problem = state.storeProblem, rows == Self.storeUnavailableRows(state) else { return nil }
        return ErrorPanel.Problem(title: "Store unavailable", message: "The store cannot be read: \(problem)",
                                  wayBack: "Esc goes back. Kiosk tries again every second.")
    }

    /// The rows left after the screen's filter (headings are kept only when an item under them matches).
    public func rows(filteredBy filter: String?) -> [ListRow] {
        guard let filter, !filter.isEmpty else { return rows }
        var result: [ListRow] = []
        var pendingHeading: ListRow?
        for row in rows {
            if row.isHeading {
                pendingHeading = row
            } else if row.label.localizedCaseInsensitiveContains(filter) || row.detail.localizedCaseInsensitiveContains(filter) {
                if let heading = pendingHeading {
                    result.append(heading)
                    pendingHeading = nil
                }
                result.append(row)
            }
        }
        return result
    }
}
