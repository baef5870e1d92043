import Foundation
import PaywallModel

/// How a customer's purchase ended, when it did not fail.
public enum CustomerPurchaseResult: Sendable, Hashable {
    /// Bought, delivered and finished; a consumable's credit is given.
    case purchased(PurchaseTransaction, credit: ConsumableCredit?)
    /// Waiting for Ask to Buy or an interruption; delivered when it completes.
    case pending(PendingPurchase)
    /// The customer cancelled.
    case cancelled
    /// Nothing was charged: what the product grants is already active (from another product under the
    /// rules, or from the product itself).
    case alreadyEntitled(AlreadyEntitled)
    /// Nothing was charged: the Apple ID already owns the product, or a subscription of its group, for another
    /// customer of the app; a restore moves it to this one.
    case ownedByAnotherCustomer(PurchaseTransaction, owner: String)
}
