import Foundation
import PaywallModel

/// What the sandbox store did with a purchase request.
public enum StorePurchaseOutcome: Sendable, Hashable {
    /// A transaction was completed and signed.
    case completed(LedgerRecord)
    /// The request waits for Ask to Buy approval or for an interruption to be resolved.
    case pending(LedgerRecord)
    /// The customer already owns the product; nothing was charged. Carries the entitling transaction.
    case alreadyEntitled(LedgerRecord)
    /// A downgrade (or a crossgrade to another period) takes effect at the next renewal; nothing was charged
    /// now. Carries the subscription's current transaction.
    case planChangeScheduled(LedgerRecord)
}
