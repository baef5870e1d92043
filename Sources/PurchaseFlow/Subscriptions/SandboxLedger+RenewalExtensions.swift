import Foundation

extension SandboxLedger {
    /// The extension a request already made, if any.
    func renewalExtensionIn(_ database: SQLiteDatabase, requestID: String) throws -> RenewalExtension? {
        try database.statement("SELECT original_id, transaction_id, effective_date FROM renewal_extensions WHERE request_id = ?1")
            .firstRow([.text(requestID)]) {
                RenewalExtension(originalID: $0.int64(0), transactionID: $0.int64(1), effectiveDate: Timestamp(milliseconds: $0.int64(2)))
            }
    }

    /// Remembers what a request did.
    func saveRenewalExtensionIn(_ database: SQLiteDatabase, _ done: RenewalExtension, requestID: String) throws {
        try database.statement("INSERT INTO renewal_extensions (request_id, original_id, transaction_id, effective_date) VALUES (?1, ?2, ?3, ?4)")
            .run([.text(requestID), .integer(done.originalID), .integer(done.transactionID), .integer(done.effectiveDate.milliseconds)])
    }
}
