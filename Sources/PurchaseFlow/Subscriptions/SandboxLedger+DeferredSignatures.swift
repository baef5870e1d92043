import Foundation

extension SandboxLedger {
    /// Stores a record's signature and signing date.
    func setSignatureIn(_ database: SQLiteDatabase, _ record: LedgerRecord) throws {
        try database.statement("UPDATE transactions SET jws = ?2, signed_date = ?3 WHERE id = ?1").run([
            .integer(record.id), .optional(record.jws), record.signedTime.map { .integer($0.milliseconds) } ?? .null,
        ])
    }
}
