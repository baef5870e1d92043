/// Work that `update` asks for instead of doing it: effects are values, performed outside `update` (by the
/// terminal front end or an `EffectPerformer`), and their results come back as messages.
public enum Effect: Hashable, Sendable {
    /// Restore the terminal and end the program.
    case quit
    /// Restore the terminal, stop the process (Ctrl-Z), and redraw everything when it continues.
    case suspend
    /// Work for an `EffectPerformer`: its result comes back as `Message.effectFinished`.
    case perform(Task)

    /// Work that an `EffectPerformer` carries out.
    public enum Task: Hashable, Sendable {
        /// Buy a product.
        case purchase(productID: String)
        /// Restore earlier purchases.
        case restore
        /// Redeem an offer code.
        case redeem(code: String)
    }
}

/// What came of a performed `Effect.Task`.
public enum EffectResult: Hashable, Sendable {
    /// A purchase ended: bought, pending, cancelled by the customer, or failed with a reason.
    case purchase(productID: String, outcome: Outcome)
    /// A restore ended: a summary of what was restored, or why it failed.
    case restore(Outcome)
    /// An offer code was tried.
    case redeem(code: String, outcome: Outcome)

    /// How a task ended, in words the result screen shows.
    public enum Outcome: Hashable, Sendable {
        /// It worked; the text says what happened.
        case succeeded(String)
        /// It is waiting for someone (Ask to Buy); the text says for what.
        case pending(String)
        /// The customer cancelled.
        case cancelled
        /// It failed; the text says why.
        case failed(String)
    }
}
