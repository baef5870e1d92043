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

    /// What a customer's balance holds: everything delivered less everything spent.
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

    private static func balanceIn(_ database: SQLiteDatabase, key: String, customer: String) throws -> Int {
        let values: [SQLiteValue] = [.text(customer), .text(key)]
        let delivered = try database.statement("SELECT COALESCE(SUM(amount), 0) FROM deliveries WHERE customer = ?1 AND balance = ?2")
            .firstRow(values) { $0.int(0) } ?? 0
        let spent = try database.statement("SELECT COALESCE(SUM(amount), 0) FROM spends WHERE customer = ?1 AND balance = ?2")
            .firstRow(values) { $0.int(0) } ?? 0
        return delivered - spent
    }
}
