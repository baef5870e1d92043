import Foundation

extension CustomerSession {
    /// Restores purchases: syncs with the store, then moves every entitling purchase of this Apple ID that
    /// belongs to another customer to this one (a non-renewing subscription only while the rules' term runs, as an
    /// expired subscription is not moved). Returns what moved; what already was this customer's is not listed.
    public func restore() async throws -> [RestoredPurchase] {
        var moved: [RestoredPurchase] = []
        let now = clock.now()
        for transaction in try await client.restore() where termRuns(transaction, at: now) {
            let owner = try book.owner(of: transaction)
            guard owner != customer.name else { continue }
            try book.move(originalID: transaction.originalID, to: customer.name, at: now)
            moved.append(RestoredPurchase(productID: transaction.productID, transactionID: transaction.id, fromCustomer: owner))
        }
        return moved
    }
}
