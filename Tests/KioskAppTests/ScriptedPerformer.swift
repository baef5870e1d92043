import KioskApp

/// A performer for tests that answers each kind of task with a fixed outcome, and has no store to read.
struct ScriptedPerformer: EffectPerformer {
    var purchase: EffectResult.Outcome = .succeeded("bought")
    var restore: EffectResult.Outcome = .succeeded("2 purchases restored")
    var redeem: EffectResult.Outcome = .succeeded("code applied")
    var update: UpdateCheckOutcome = .notConfigured

    func perform(_ task: Effect.Work) async -> Message {
        switch task {
        case .purchase(let productID, _, _): return .effectFinished(.purchase(productID: productID, outcome: purchase))
        case .restore: return .effectFinished(.restore(restore))
        case .redeem(let code): return .effectFinished(.redeem(code: code, outcome: redeem))
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
