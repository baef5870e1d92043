/// The performer used while no store is connected: every task fails, saying so.
public struct UnavailableStorePerformer: EffectPerformer {
    /// Creates the performer.
    public init() {}

    /// Answers a task with a failure that says no store is connected.
    public func perform(_ task: Effect.Task) async -> Message {
        let reason = "no store is connected."
        switch task {
        case .purchase(let productID): return .effectFinished(.purchase(productID: productID, outcome: .failed(reason)))
        case .restore: return .effectFinished(.restore(.failed(reason)))
        case .redeem(let code): return .effectFinished(.redeem(code: code, outcome: .failed(reason)))
        }
    }
}
