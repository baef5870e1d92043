import PurchaseFlow

/// Carries out a row's action: opens a screen, starts work, or asks to quit.
enum ActionRunner {
    /// Runs an action and returns the effects it needs.
    static func run(_ action: ListRow.Action, in state: inout AppState) -> [Effect] {
        switch action {
        case .open(let kind):
            state.push(kind)
            if case .transaction(let id) = kind { return start(.inspect(transactionID: id), in: &state) }
            return []
        case .perform(let task):
            if case .checkForUpdate = task, state.current.kind != .updatePrompt { state.push(.updatePrompt) }
            return start(task, in: &state)
        case .quit:
            return QuitRequest.ask(in: &state)
        case .dismiss(let notice):
            state.pop()
            state.notice = notice
            return []
        case .chooseTheme(let name):
            if let theme = state.themeChoices.first(where: { $0.name == name }) { state.theme = theme }
            return []
        case .pickPurchaseOutcome(let simulation):
            state.current.simulation = simulation
            // The next Enter confirms the purchase with the outcome picked.
            let rows = ScreenRows(state)
            if let confirm = rows.selectable.firstIndex(where: { rows.rows[$0].confirmsPurchase }) { state.current.selection = confirm }
            return []
        case .takePurchaseTerms(let terms):
            state.current.openingTerms = terms
            return []
        case .showPurchaseSheet(let isOn):
            state.showsPurchaseSheet = isOn
            state.notice = isOn ? "Buying shows the purchase sheet first." : "Buying starts at once, without the purchase sheet."
            return []
        }
    }

    /// Marks a task as running and returns the effect that performs it. A task whose result is shown is
    /// recorded on the screen it starts from (the purchase screen for a purchase), so the result shows there.
    /// Buying a product whose request already waits asks nothing and says so; with the purchase sheet on, so does
    /// buying what another customer of the Apple ID has (the store would refuse it). With the sheet off, a purchase
    /// carries the terms the screen bought from stated (`statedTerms`), as the sheet's Confirm carries its own.
    static func start(_ task: Effect.Work, in state: inout AppState) -> [Effect] {
        var task = task
        switch task {
        case .purchase(let productID, let offer, let confirmed):
            guard !state.purchasesInFlight.contains(productID) else { return [] }
            // Nothing new is asked when a request for it already waits (its purchase screen offers to open it), nor, with
            // the sheet on, for what another customer of the Apple ID has (no sheet offers a Confirm the store would refuse).
            let waiting = state.store.flatMap { store in
                store.waitingRequest(for: productID).map { request in
                    request.alreadyWaiting(name: store.displayName(of: productID),
                                           decisions: store.record(request.id).map { TransactionActions.decisions(on: $0, store) })
                }
            }
            let theirs = confirmed == nil && state.showsPurchaseSheet
                ? state.store.flatMap { ProductText.boughtForAnother(productID, $0) }.map(EffectResult.Outcome.notCharged) : nil
            if let answer = waiting ?? theirs {
                if state.current.kind != .purchase(productID: productID) { state.push(.purchase(productID: productID)) }
                state.current.outcome = answer
                return []
            }
            if confirmed == nil, state.showsPurchaseSheet {
                state.push(.purchaseSheet(productID: productID, offer: offer))
                return []
            }
            if case .purchaseSheet(productID, _) = state.current.kind { state.pop() }
            if confirmed == nil, let terms = statedTerms(of: productID, offer: offer, state) {
                task = .purchase(productID: productID, offer: offer, confirmed: Effect.Confirmation(simulation: nil, terms: terms))
            }
            state.purchasesInFlight.insert(productID)
            if state.reviewRequestedAfter == productID { state.reviewRequestedAfter = nil }
            if state.current.kind != .purchase(productID: productID) {
                state.current.outcome = nil
                state.push(.purchase(productID: productID))
            }
        case .restore:
            guard !state.isRestoring else { return [] }
            state.isRestoring = true
        case .refresh:
            guard !state.isRefreshing else { return [] }
            state.refreshesStarted += 1
        case .checkForUpdate:
            guard !state.isCheckingForUpdate else { return [] }
            state.isCheckingForUpdate = true
            state.updateCheck = nil
        case .inspect(let id):
            guard state.inspecting != id else { return [] }
            state.inspecting = id
        case .lookUpCode, .redeem, .manage, .setting, .subscription, .clock, .requestRefund, .reloadIfChanged, .requestReview, .spend,
             .loadOfferings, .requestTestNotification:
            break
        case .switchCustomer(let name):
            guard CustomerChange.begin(for: name, in: &state) else { return [] }
            // The switch ends with a read of the new customer's store, counted as every read is.
            state.refreshesStarted += 1
        }
        if showsResult(task) {
            state.current.runningTask = task
            state.current.outcome = nil
        }
        return [.perform(task)]
    }

    /// The terms a screen states for buying a product with the offer asked for, from the store read it is drawn from:
    /// those a purchase sheet opened on that read would show (`PurchaseSheetScreen.terms`: the price, the offer, the plan
    /// it changes from and how, when); the store buys on them only, so a plan refunded, expired or changed, or a
    /// storefront switched, by another process after that read charges nothing. Nil before the store is read.
    private static func statedTerms(of productID: String, offer: OfferChoice?, _ state: AppState) -> PurchaseTerms? {
        state.store.flatMap { PurchaseSheetScreen.terms(of: productID, offer: offer, in: $0) }
    }

    /// Whether a task's result is shown on the screen it started from (background work's is not).
    private static func showsResult(_ task: Effect.Work) -> Bool {
        switch task {
        case .purchase, .restore, .lookUpCode, .redeem, .manage, .setting, .subscription, .clock, .requestRefund, .requestTestNotification:
            return true
        case .refresh, .reloadIfChanged, .checkForUpdate, .requestReview, .switchCustomer, .spend, .inspect, .loadOfferings: return false
        }
    }

    /// Whether a task changes the store as the transaction manager or settings do (their results come back as
    /// `EffectResult.managed`).
    static func isStoreChange(_ task: Effect.Work) -> Bool {
        switch task {
        case .manage, .setting, .subscription, .clock, .requestRefund, .requestTestNotification: return true
        default: return false
        }
    }
}
