import Foundation

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
