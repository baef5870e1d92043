/// Carries out the work that `update` asks for, away from `update`, and answers with a message.
public protocol EffectPerformer: Sendable {
    /// Performs one task and returns what came of it.
    func perform(_ task: Effect.Work) async -> Message
}
