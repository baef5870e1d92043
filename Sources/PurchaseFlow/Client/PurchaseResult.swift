/// What a purchase ended in, when it did not fail.
public enum PurchaseResult: Sendable, Hashable {
    /// Bought: a verified transaction to deliver and then finish.
    case purchased(PurchaseTransaction)
    /// Waiting for Ask to Buy approval or for an interruption to be resolved; the transaction arrives
    /// later through `transactionUpdates()`.
    case pending(PendingPurchase)
    /// The customer cancelled; nothing was charged.
    case cancelled
    /// The customer already owns it; nothing was charged. Carries the entitling transaction.
    case alreadyEntitled(PurchaseTransaction)

    /// The transaction, for `.purchased` and `.alreadyEntitled`.
    public var transaction: PurchaseTransaction? {
        switch self {
        case .purchased(let transaction), .alreadyEntitled(let transaction): transaction
        case .pending, .cancelled: nil
        }
    }
}
