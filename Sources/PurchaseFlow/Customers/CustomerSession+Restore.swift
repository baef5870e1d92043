import Foundation

/// A purchase a restore moved to the restoring customer.
public struct RestoredPurchase: Sendable, Hashable {
    /// The product.
    public var productID: String
    /// The transaction.
    public var transactionID: UInt64
    /// The customer it belonged to before.
    public var fromCustomer: String
}

extension CustomerSession {
    /// Restores purchases: syncs with the store, then moves every entitling purchase of this Apple ID that
    /// belongs to another customer to this one. Returns what moved; what already was this customer's is
    /// not listed.
    public func restore() async throws -> [RestoredPurchase] {
        var moved: [RestoredPurchase] = []
        for transaction in try await client.restore() {
            let owner = try book.owner(of: transaction)
            guard owner != customer.name else { continue }
            try book.move(originalID: transaction.originalID, to: customer.name, at: clock.now())
            moved.append(RestoredPurchase(productID: transaction.productID, transactionID: transaction.id, fromCustomer: owner))
        }
        return moved
    }
}
