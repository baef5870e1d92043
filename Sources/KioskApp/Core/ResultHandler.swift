/// Records what came back from performed effects in the state, and reads the store again after anything that
/// may have changed it.
enum ResultHandler {
    /// Stores a result where the screens read it; returns the effects that follow (a refresh after a change).
    static func apply(_ result: EffectResult, to state: inout AppState) -> [Effect] {
        switch result {
        case .purchase(let productID, let outcome):
            state.purchasesInFlight.remove(productID)
            state.purchaseOutcomes[productID] = outcome
            if case .succeeded = outcome {
                return ActionRunner.start(.refresh, in: &state) + ActionRunner.start(.requestReview(afterPurchaseOf: productID), in: &state)
            }
        case .restore(let outcome):
            state.isRestoring = false
            state.restoreOutcome = outcome
        case .redeem(_, let outcome):
            state.redeemOutcome = outcome
        case .refreshed(let snapshot):
            state.isRefreshing = false
            state.store = snapshot
            state.storeProblem = nil
            return []
        case .refreshFailed(let problem):
            state.isRefreshing = false
            state.storeProblem = problem
            return []
        case .paywallsReloaded(let source):
            state.paywalls = source
            state.sourceProblem = nil
            return []
        case .sourceProblem(let problem):
            state.sourceProblem = problem
            return []
        case .sourcesUnchanged:
            return []
        case .reviewRequested(let productID, let shown):
            if shown { state.reviewRequestedAfter = productID }
            return []
        case .updateChecked(let outcome):
            state.isCheckingForUpdate = false
            state.updateCheck = outcome
            if case .checked(.available) = outcome, state.current.kind != .updatePrompt { state.push(.updatePrompt) }
            return []
        case .managed(let outcome):
            state.managedOutcome = outcome
            if case .failed(let reason) = outcome { state.notice = reason }
        }
        return ActionRunner.start(.refresh, in: &state)
    }
}
