/// Carries out a row's action: opens a screen, starts work, or asks to quit.
enum ActionRunner {
    /// Runs an action and returns the effects it needs.
    static func run(_ action: ListRow.Action, in state: inout AppState) -> [Effect] {
        switch action {
        case .open(let kind):
            state.push(kind)
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
        }
    }

    /// Marks a task as running and returns the effect that performs it.
    static func start(_ task: Effect.Task, in state: inout AppState) -> [Effect] {
        switch task {
        case .purchase(let productID):
            guard !state.purchasesInFlight.contains(productID) else { return [] }
            state.purchasesInFlight.insert(productID)
            state.purchaseOutcomes[productID] = nil
            if state.reviewRequestedAfter == productID { state.reviewRequestedAfter = nil }
            if state.current.kind != .purchase(productID: productID) {
                state.push(.purchase(productID: productID))
            }
        case .restore:
            guard !state.isRestoring else { return [] }
            state.isRestoring = true
            state.restoreOutcome = nil
        case .redeem:
            state.redeemOutcome = nil
        case .refresh:
            guard !state.isRefreshing else { return [] }
            state.isRefreshing = true
        case .reloadIfChanged, .requestReview:
            break
        case .checkForUpdate:
            guard !state.isCheckingForUpdate else { return [] }
            state.isCheckingForUpdate = true
            state.updateCheck = nil
        case .manage, .setting, .subscription, .advanceClock:
            state.managedOutcome = nil
        }
        return [.perform(task)]
    }
}

/// Quitting: at once, unless a purchase is in flight, when the user is asked first.
enum QuitRequest {
    /// Quits, or opens the confirmation while a purchase is in flight.
    static func ask(in state: inout AppState) -> [Effect] {
        if state.isPurchaseInFlight {
            state.overlay = .confirmQuit
            return []
        }
        state.isQuitting = true
        return [.quit]
    }
}
