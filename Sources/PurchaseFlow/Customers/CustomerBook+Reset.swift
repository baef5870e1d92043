import Foundation

extension CustomerBook {
    /// Resets the ledger (`SandboxStore.resetReporting`) and forgets what the book derived from the transactions it
    /// removed, in one write of the book that holds it while the ledger is emptied: their deliveries, take-backs, refunds
    /// read and moves, and every spend made before (they spent what those deliveries credited), so every balance starts
    /// again from zero; the customers and their tokens stay. A delivery, spend or take-back another process makes waits
    /// for that write, so what comes after the reset (a transaction with a higher id) is never forgotten, and a delivery
    /// of a removed transaction recorded later credits nothing (`recordDelivery`). Returns how many transactions the ledger
    /// lost.
    @discardableResult
    public func reset(_ store: SandboxStore, newKey: Bool = false) throws -> Int {
        var ledgerReset: LedgerReset?
        return try database.write { database in
            // A write retried after the ledger was reset forgets the same transactions, without resetting it again.
            let reset = try ledgerReset ?? store.resetReporting(newKey: newKey)
            ledgerReset = reset
            let through: [SQLiteValue] = [.integer(reset.highestRemovedID)]
            for table in ["deliveries", "takebacks", "refunded_consumables"] {
                try database.statement("DELETE FROM \(table) WHERE transaction_id <= ?1").run(through)
            }
            try database.statement("DELETE FROM owners WHERE original_id <= ?1").run(through)
            try database.statement("DELETE FROM spends").run()
            try database.statement("""
                INSERT INTO removed_through (id, highest) VALUES (1, ?1) ON CONFLICT (id) DO UPDATE SET highest = MAX(highest, excluded.highest)
                """).run(through)
            return reset.removedCount
        }
    }
}
