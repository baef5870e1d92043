import Foundation

extension CustomerBook {
    /// Takes back what every consumable refunded since the book last looked credited (whoever's it was), as an app
    /// does when a revoked transaction reaches it: at most what the balance holds, once per transaction. `client`
    /// says what was refunded since (the verified refunds after the book's cursor, which stays before one that does
    /// not verify, so that one is asked for again); returns what was taken. Nothing is written when nothing new was read.
    @discardableResult
    public func takeBackRefunds(through client: any MarketplaceClient, at now: Date) async throws -> [ConsumableCredit] {
        let read = try refundsRead()
        let (refunded, through) = try await client.refunds(after: read)
        let consumables = refunded.filter { $0.productType == .consumable }.map(\.id)
        guard try through > read || !hasReadRefunds(of: consumables) else { return [] }
        return try takeBack(refunded: consumables, readThrough: through, at: now)
    }

    /// Takes back what refunds credited (`takeBackRefunds`), then reads back what came of it for transaction `id`:
    /// what was taken (from whose balance, how much, and what that balance holds now), that it had credited no balance,
    /// or that its take-back waits for the refund to verify (a refund that does not verify is passed over, and read
    /// again until it does).
    public func takeBack(afterRefundOf id: UInt64, through client: any MarketplaceClient, at now: Date) async throws -> TakeBackOutcome {
        try await takeBackRefunds(through: client, at: now)
        return try takeBackOutcome(of: id)
    }

    /// What came of the take-back of transaction `id`'s credit as the book has it (`takeBack(afterRefundOf:through:at:)`
    /// without taking anything back first).
    public func takeBackOutcome(of id: UInt64) throws -> TakeBackOutcome {
        try database.read { database in
            let key: [SQLiteValue] = [.integer(Int64(id))]
            let taken = try database.statement("SELECT customer, balance, amount FROM takebacks WHERE transaction_id = ?1").firstRow(key) {
                (customer: $0.text(0), balance: $0.text(1), amount: $0.int(2))
            }
            if let taken {
                return .taken(TakenBack(customer: taken.customer, balance: taken.balance, amount: taken.amount,
                                        left: try Self.balanceIn(database, key: taken.balance, customer: taken.customer)))
            }
            let delivered = try database.statement("SELECT 1 FROM deliveries WHERE transaction_id = ?1").firstRow(key) { _ in true } ?? false
            return delivered ? .waitsForVerification : .nothingCredited
        }
    }
}

/// What came of taking back a refunded consumable's credit (`CustomerBook.takeBack(afterRefundOf:through:at:)`).
public enum TakeBackOutcome: Sendable, Hashable {
    /// Taken back from a balance.
    case taken(TakenBack)
    /// It had credited no balance (refunded before it was delivered, or a product no balance counts); a credit that
    /// lands after all (a delivery under way in another process) is taken back as it lands.
    case nothingCredited
    /// It credited a balance, and is taken back once the refund verifies.
    case waitsForVerification
}

/// What refunding a consumable took back from a balance.
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
