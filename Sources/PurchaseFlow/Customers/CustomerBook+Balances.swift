import Foundation

extension CustomerBook {
    /// Credits a consumable transaction to a customer's balance, once: returns false (and changes nothing)
    /// when the transaction was delivered before, or a ledger reset removed it (`reset`: it was verified before the
    /// reset). A transaction whose refund the book has read already (another process refunded it and read the refund
    /// while this one delivered it) has the credit taken back in the same write.
    public func recordDelivery(transactionID: UInt64, customer: String, balance: String, amount: Int, at now: Date) throws -> Bool {
        try database.write { database in
            try database.statement("""
                INSERT OR IGNORE INTO deliveries (transaction_id, customer, balance, amount, delivered_at) SELECT ?1, ?2, ?3, ?4, ?5
                WHERE ?1 > COALESCE((SELECT highest FROM removed_through WHERE id = 1), 0)
                """).run([.integer(Int64(transactionID)), .text(customer), .text(balance), .integer(Int64(amount)), .real(now.timeIntervalSince1970)])
            let isNew = try database.statement("SELECT changes()").firstRow { $0.int(0) } == 1
            guard isNew else { return false }
            _ = try Self.takeBackIn(database, transactionID, at: now)
            return true
        }
    }

    /// Whether a transaction was delivered.
    public func isDelivered(transactionID: UInt64) throws -> Bool {
        try database.read { database in
            try database.statement("SELECT 1 FROM deliveries WHERE transaction_id = ?1").firstRow([.integer(Int64(transactionID))]) { _ in true } ?? false
        }
    }

    /// How far the ledger's record of revocations has been read for refunded consumables (0 at first): every refund
    /// up to it verified and was read.
    public func refundsRead() throws -> Int64 {
        try database.read { database in
            try database.statement("SELECT seq FROM refunds_read WHERE id = 1").firstRow { $0.int64(0) } ?? 0
        }
    }

    /// Whether the book has read the refund of every one of these transactions (`takeBack(refunded:readThrough:at:)`).
    public func hasReadRefunds(of transactionIDs: [UInt64]) throws -> Bool {
        guard !transactionIDs.isEmpty else { return true }
        return try database.read { database in
            let known = try database.statement("SELECT 1 FROM refunded_consumables WHERE transaction_id = ?1")
            return try transactionIDs.allSatisfy { try known.firstRow([.integer(Int64($0))]) { _ in true } ?? false }
        }
    }

    /// Notes the refunds of consumable transactions as read and takes back from their balances what they credited, once
    /// each, and notes the record of revocations read through `seq`, in one write. Each takes back what its delivery
    /// credited, but never more than the balance holds (a balance never goes below zero, as RevenueCat's virtual
    /// currencies); one not delivered yet takes nothing now, and its credit is taken back when it lands
    /// (`recordDelivery`, which a refunded transaction reaches only when it was verified before its refund). A
    /// transaction read before takes nothing again. Returns what was taken.
    @discardableResult
    public func takeBack(refunded transactionIDs: [UInt64], readThrough seq: Int64, at now: Date) throws -> [ConsumableCredit] {
        try database.write { database in
            let read = try database.statement("INSERT OR IGNORE INTO refunded_consumables (transaction_id, read_at) VALUES (?1, ?2)")
            var taken: [ConsumableCredit] = []
            for id in transactionIDs {
                try read.run([.integer(Int64(id)), .real(now.timeIntervalSince1970)])
                if let credit = try Self.takeBackIn(database, id, at: now) { taken.append(credit) }
            }
            try database.statement("INSERT INTO refunds_read (id, seq) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET seq = MAX(seq, excluded.seq)")
                .run([.integer(seq)])
            return taken
        }
    }

    /// Takes back what a transaction's delivery credited, inside a write, when the book has read its refund and it was
    /// delivered and not taken back yet (the `takebacks` key makes it once): what it credited, at most what the balance
    /// holds. Returns what was taken, or nil.
    private static func takeBackIn(_ database: SQLiteDatabase, _ id: UInt64, at now: Date) throws -> ConsumableCredit? {
        let key: [SQLiteValue] = [.integer(Int64(id))]
        guard try database.statement("SELECT 1 FROM refunded_consumables WHERE transaction_id = ?1").firstRow(key, { _ in true }) != nil,
              try database.statement("SELECT 1 FROM takebacks WHERE transaction_id = ?1").firstRow(key, { _ in true }) == nil,
              let delivery = try database.statement("SELECT customer, balance, amount FROM deliveries WHERE transaction_id = ?1")
                .firstRow(key, { (customer: $0.text(0), balance: $0.text(1), amount: $0.int(2)) }) else { return nil }
        let amount = min(delivery.amount, max(0, try balanceIn(database, key: delivery.balance, customer: delivery.customer)))
        try database.statement("INSERT INTO takebacks (transaction_id, customer, balance, amount, taken_at) VALUES (?1, ?2, ?3, ?4, ?5)")
            .run([.integer(Int64(id)), .text(delivery.customer), .text(delivery.balance), .integer(Int64(amount)), .real(now.timeIntervalSince1970)])
        return ConsumableCredit(transactionID: id, balance: delivery.balance, amount: amount, isNew: true)
    }

    /// What a customer's balance holds: everything delivered less everything spent and taken back for refunds.
    public func balance(_ key: String, customer: String) throws -> Int {
        try database.read { try Self.balanceIn($0, key: key, customer: customer) }
    }

    /// Spends from a customer's balance, all or nothing; returns what is left. Throws
    /// `InsufficientBalanceError` when the balance holds less than `amount`.
    @discardableResult
    public func spend(_ amount: Int, from key: String, customer: String, reason: String, at now: Date) throws -> Int {
        precondition(amount > 0, "a spend is of a positive amount")
        return try database.write { database in
            let available = try Self.balanceIn(database, key: key, customer: customer)
            guard available >= amount else { throw InsufficientBalanceError(balance: key, available: available, requested: amount) }
            try database.statement("INSERT INTO spends (customer, balance, amount, reason, at) VALUES (?1, ?2, ?3, ?4, ?5)")
                .run([.text(customer), .text(key), .integer(Int64(amount)), .text(reason), .real(now.timeIntervalSince1970)])
            return available - amount
        }
    }

    static func balanceIn(_ database: SQLiteDatabase, key: String, customer: String) throws -> Int {
        let values: [SQLiteValue] = [.text(customer), .text(key)]
        let delivered = try database.statement("SELECT COALESCE(SUM(amount), 0) FROM deliveries WHERE customer = ?1 AND balance = ?2")
            .firstRow(values) { $0.int(0) } ?? 0
        let spent = try database.statement("SELECT COALESCE(SUM(amount), 0) FROM spends WHERE customer = ?1 AND balance = ?2")
            .firstRow(values) { $0.int(0) } ?? 0
        let taken = try database.statement("SELECT COALESCE(SUM(amount), 0) FROM takebacks WHERE customer = ?1 AND balance = ?2")
            .firstRow(values) { $0.int(0) } ?? 0
        return delivered - spent - taken
    }
}
