/// An approved or resolved request whose plan change waits for the next renewal, and what the screens waiting for the
/// request were told (`RequestDecisions`): they are told again when the renewal makes the change or it lapses.
public struct ScheduledDecision: Hashable, Sendable {
    /// The request, decided.
    public var request: WaitingRequest
    /// What the screens were told when it was decided.
    public var told: EffectResult.Outcome
}
