import PaywallLayout

/// Words for how a task ended, as result screens show them.
enum OutcomeText {
    /// One line describing an outcome: a success in its own sentence, the others after what they came to.
    static func describe(_ outcome: EffectResult.Outcome) -> String {
        switch outcome {
        case .succeeded(let text): return text
        case .pending(let text, _): return "Pending: \(text)"
        case .cancelled: return "Cancelled."
        case .notCharged(let text): return "Not charged: \(text)"
        case .failed(let reason): return "Failed: \(reason)"
        case .held(let text, _): return "Charged, not delivered: \(text)"
        }
    }

    /// An outcome's own words without the `Pending:` / `Failed:` / `Charged, not delivered:` lead, for lines whose role
    /// already says it.
    static func words(_ outcome: EffectResult.Outcome) -> String {
        switch outcome {
        case .succeeded(let text), .pending(let text, _), .notCharged(let text), .failed(let text), .held(let text, _): return text
        case .cancelled: return "Cancelled."
        }
    }

    /// The theme role an outcome shows in: success, pending, danger for a failure, muted when cancelled, warning when
    /// nothing was charged or what was charged is held.
    static func role(_ outcome: EffectResult.Outcome) -> ColorRole {
        switch outcome {
        case .succeeded: return .success
        case .pending: return .pending
        case .cancelled: return .muted
        case .notCharged, .held: return .warning
        case .failed: return .danger
        }
    }
}
