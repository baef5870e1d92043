/// What a change to the ledger did; written to the `changes` log so every process can follow it.
public enum LedgerChangeKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A transaction was completed and signed (purchase, approval, resolution).
    case transactionCompleted
    /// A purchase request is waiting (Ask to Buy, interrupted).
    case requestOpened
    /// An Ask to Buy request was declined.
    case requestDeclined
    /// A request was approved or resolved as a plan change at the next renewal (the row is `scheduled`).
    case requestScheduled
    /// A transaction was finished by the app.
    case transactionFinished
    /// A transaction was refunded or revoked.
    case transactionRevoked
    /// A transaction changed in another way and was signed again.
    case transactionUpdated
    /// A transaction was deleted.
    case transactionDeleted
    /// A setting changed.
    case settingsChanged
    /// The ledger was reset to its default state.
    case reset

    /// Whether an app listening for transaction updates is told about it.
    public var isTransactionUpdate: Bool {
        self == .transactionCompleted || self == .transactionRevoked || self == .transactionUpdated
    }
}
