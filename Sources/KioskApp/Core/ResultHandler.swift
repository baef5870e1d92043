/// Records what came back from performed effects in the state.
enum ResultHandler {
    /// Stores a result where the screens read it.
    static func apply(_ result: EffectResult, to state: inout AppState) {
        switch result {
        case .purchase(let productID, let outcome):
            state.purchasesInFlight.remove(productID)
            state.purchaseOutcomes[productID] = outcome
        case .restore(let outcome):
            state.isRestoring = false
            state.restoreOutcome = outcome
        case .redeem(_, let outcome):
            state.redeemOutcome = outcome
        }
    }
}
