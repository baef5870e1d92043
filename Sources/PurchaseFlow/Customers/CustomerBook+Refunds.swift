import Foundation

extension CustomerBook {
    /// Takes back what every consumable refunded since the book last looked credited (whoever's it was), as an app
    /// does when a revoked transaction reaches it: at most what the balance holds, once per transaction. `client`
    /// says what was refunded since; returns what was taken.
    @discardableResult
    public func takeBackRefunds(through client: any MarketplaceClient, at now: Date) async throws -> [ConsumableCredit] {
        let read = try refundsRead()
        let (refunded, through) = try await client.refunds(after: read)
        guard through > read else { return [] }
        let consumables = refunded.filter { $0.productType == .consumable }.map(\.id)
        return try takeBack(refunded: consumables, readThrough: through, at: now)
    }

    /// Takes back what refunds credited (`takeBackRefunds`), then reads back what was taken for transaction `id`: from
    /// whose balance, how much, and what that balance holds now; nil when it had credited no balance.
    public func takeBack(afterRefundOf id: UInt64, through client: any MarketplaceClient, at now: Date) async throws -> TakenBack? {
        try await takeBackRefunds(through: client, at: now)
        return try database.read { database in
            try database.statement("SELECT customer, balance, amount FROM takebacks WHERE transaction_id = ?1").firstRow([.integer(Int64(id))]) {
                (customer: $0.text(0), balance: $0.text(1), amount: $0.int(2))
            }.map { taken in
                TakenBack(customer: taken.customer, balance: taken.balance, amount: taken.amount,
                          left: try Self.balanceIn(database, key: taken.balance, customer: taken.customer))
            }
        }
    }
}

/// What refunding a consumable took back from a balance (`CustomerBook.takeBack(afterRefundOf:through:at:)`).
public struct TakenBack: Sendable, Hashable {
    /// Whose balance.
    public var customer: String
    /// The balance's key.
    public var balance: String
    /// How much was taken: what the purchase credited, at most what the balance held.
    public var amount: Int
    /// What the balance holds after it.
    public var left: Int
}
