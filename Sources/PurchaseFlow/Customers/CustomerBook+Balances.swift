import Foundation

extension CustomerBook {
    /// Credits a consumable transaction to a customer's balance, once: returns false (and changes nothing)
    /// when the transaction was delivered before.
    public func recordDelivery(transactionID: UInt64, customer: String, balance: String, amount: Int, at now: Date) throws -> Bool {
        try database.write { database in
            try database.statement("""
                INSERT OR IGNORE INTO deliveries (transaction_id, customer, balance, amount, delivered_at) VALUES (?1, ?2, ?3, ?4, ?5)
                """).run([.integer(Int64(transactionID)), .text(customer), .text(balance), .integer(Int64(amount)), .real(now.timeIntervalSince1970)])
            return try database.statement("SELECT changes()").firstRow { $0.int(0) } == 1
        }
    }

    /// Whether a transaction was delivered.
    public func isDelivered(transactionID: UInt64) throws -> Bool {
        try database.read { database in
            try database.statement("SELECT 1 FROM deliveries WHERE transaction_id = ?1").firstRow([.integer(Int64(transactionID))]) { _ in true } ?? false
        }
    }

    /// How far the ledger's record of revocations has been read for refunded consumables (0 at first).
    public func refundsRead() throws -> Int64 {
        try database.read { database in
            try database.statement("SELECT seq FROM refunds_read WHERE id = 1").firstRow { $0.int64(0) } ?? 0
        }
    }

    /// Takes back from their balances what refunded consumable transactions credited, once each, and notes the
    /// record of revocations read through `seq`, in one write. Each takes back what its delivery credited, but
    /// never more than the balance holds (a balance never goes below zero, as RevenueCat's virtual currencies);
    /// a transaction never delivered (refunded first, or not a credit) takes nothing. Returns what was taken.
    @discardableResult
    public func takeBack(refunded transactionIDs: [UInt64], readThrough seq: Int64, at now: Date) throws -> [ConsumableCredit] {
        try database.write { database in
            var taken: [ConsumableCredit] = []
            for id in transactionIDs {
                let key: [SQLiteValue] = [.integer(Int64(id))]
                guard try database.statement("SELECT 1 FROM takebacks WHERE transaction_id = ?1").firstRow(key, { _ in true }) == nil,
                      let delivery = try database.statement("SELECT customer, balance, amount FROM deliveries WHERE transaction_id = ?1")
                        .firstRow(key, { (customer: $0.text(0), balance: $0.text(1), amount: $0.int(2)) }) else { continue }
                let amount = min(delivery.amount, max(0, try Self.balanceIn(database, key: delivery.balance, customer: delivery.customer)))
                try database.statement("INSERT INTO takebacks (transaction_id, customer, balance, amount, taken_at) VALUES (?1, ?2, ?3, ?4, ?5)")
                    .run([.integer(Int64(id)), .text(delivery.customer), .text(delivery.balance), .integer(Int64(amount)), .real(now.timeIntervalSince1970)])
                taken.append(ConsumableCredit(transactionID: id, balance: delivery.balance, amount: amount, isNew: true))
            }
            try database.statement("INSERT INTO refunds_read (id, seq) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET seq = MAX(seq, excluded.seq)")
                .run([.integer(seq)])
            return taken
        }
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
