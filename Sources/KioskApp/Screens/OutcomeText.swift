/// Words for how a task ended, as result screens show them.
enum OutcomeText {
    /// One line describing an outcome.
    static func describe(_ outcome: EffectResult.Outcome) -> String {
        switch outcome {
        case .succeeded(let text): return "Done: \(text)"
        case .pending(let text): return "Pending: \(text)"
        case .cancelled: return "Cancelled."
        case .failed(let reason): return "Failed: \(reason)"
        }
    }
}
