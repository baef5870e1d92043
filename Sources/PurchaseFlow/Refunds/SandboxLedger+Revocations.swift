import Foundation

extension SandboxLedger {
    /// Appends a refunded record's signed transaction (with its revocation date) to the record of revocations.
    func appendRevocationIn(_ database: SQLiteDatabase, _ record: LedgerRecord) throws {
        precondition(record.revocationTime != nil && record.jws != nil, "a revocation is recorded once signed")
        try database.statement("INSERT INTO revocations (transaction_id, jws) VALUES (?1, ?2)")
            .run([.integer(record.id), .optional(record.jws)])
    }

    /// The signed revocations recorded for a transaction, oldest first.
    public func revocations(of transactionID: Int64) throws -> [String] {
        try database.read { database in
            try database.statement("SELECT jws FROM revocations WHERE transaction_id = ?1 ORDER BY seq")
                .rows([.integer(transactionID)]) { $0.text(0) }
        }
    }

    /// The column a record is read with: its first recorded revocation (see `LedgerRecord.recordedRevocation`).
    static let recordedRevocationColumn = "(SELECT jws FROM revocations WHERE transaction_id = transactions.id ORDER BY seq LIMIT 1)"
}
