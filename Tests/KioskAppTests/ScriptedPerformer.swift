import KioskApp

/// A performer for tests that answers each kind of task with a fixed outcome, and has no store to read.
struct ScriptedPerformer: EffectPerformer {
    var purchase: EffectResult.Outcome = .succeeded("bought")
    var restore: EffectResult.Outcome = .succeeded("2 purchases restored")
    /// Why a code looked up cannot be redeemed (there is no store to find its terms in).
    var codeFailure = "no store in this test"
    var update: UpdateCheckOutcome = .notConfigured

    func perform(_ task: Effect.Work) async -> Message {
        switch task {
        case .purchase(let productID, _, _): return .effectFinished(.purchase(productID: productID, outcome: purchase))
        case .restore: return .effectFinished(.restore(restore))
        case .lookUpCode(let code): return .effectFinished(.codeLookedUp(code: code, terms: nil, refusal: .failed(codeFailure)))
        case .redeem(let code, _): return .effectFinished(.redeem(code: code, outcome: .failed(codeFailure)))
        case .refresh, .switchCustomer: return .effectFinished(.refreshFailed("no store in this test"))
        case .spend: return .effectFinished(.spent(.failed("no store in this test")))
        case .inspect(let id): return .effectFinished(.inspected(TransactionInspection(missing: id)))
        case .reloadIfChanged: return .effectFinished(.sourcesUnchanged)
        case .loadOfferings(let cachedOnly): return .effectFinished(.offeringsLoaded(nil, notes: ["no offerings in this test"], cachedOnly: cachedOnly))
        case .checkForUpdate: return .effectFinished(.updateChecked(update))
        case .requestReview(let productID): return .effectFinished(.reviewRequested(afterPurchaseOf: productID, shown: false))
        case .manage, .setting, .subscription, .clock, .requestRefund, .requestTestNotification:
            return .effectFinished(.managed(.failed("no store in this test")))
        }
    }
}
