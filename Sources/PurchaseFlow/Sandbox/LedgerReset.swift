/// What `SandboxStore.resetReporting` removed from the ledger.
public struct LedgerReset: Sendable, Equatable {
    /// How many transactions (and requests) it removed.
    public let removedCount: Int
    /// The highest transaction id ever given before the reset: every transaction up to it is gone (ids are never given
    /// again), and every one after it was made since.
    public let highestRemovedID: Int64
}
