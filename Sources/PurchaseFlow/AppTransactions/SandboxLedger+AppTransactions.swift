import Foundation

extension SandboxLedger {
    private static let appTransactionColumns = """
        id, customer, app_version, first_app_version, original_app_version, original_purchase_date, device_nonce, signed_date, jws
        """

    /// The app transaction of a customer, if it was issued.
    func appTransactionIn(_ database: SQLiteDatabase, customer: String) throws -> AppTransactionRecord? {
        try database.statement("SELECT \(Self.appTransactionColumns) FROM app_transactions WHERE customer = ?1")
            .firstRow([.text(customer)], Self.appTransaction)
    }

    /// Every issued app transaction, in id order.
    public func appTransactions() throws -> [AppTransactionRecord] {
        try database.read { database in
            try database.statement("SELECT \(Self.appTransactionColumns) FROM app_transactions ORDER BY id").rows([], Self.appTransaction)
        }
    }

    /// The id the next issued app transaction gets.
    func nextAppTransactionIDIn(_ database: SQLiteDatabase) throws -> Int64 {
        try database.statement("""
            SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'app_transactions'), 0),
                       COALESCE((SELECT MAX(id) FROM app_transactions), 0)) + 1
            """).firstRow { $0.int64(0) } ?? 1
    }

    /// Inserts or replaces a customer's app transaction.
    func saveAppTransactionIn(_ database: SQLiteDatabase, _ record: AppTransactionRecord) throws {
        try database.statement("INSERT OR REPLACE INTO app_transactions (\(Self.appTransactionColumns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)")
            .run([.integer(record.id), .text(record.customer), .text(record.appVersion), .text(record.firstAppVersion),
                  .text(record.originalAppVersion), .integer(record.originalPurchaseDate.millisecondsSince1970),
                  .text(record.deviceVerificationNonce.uuidString), .integer(record.signedDate.millisecondsSince1970), .text(record.jws)])
    }

    /// Removes every app transaction, so each customer's next launch is a first launch again.
    func removeAppTransactionsIn(_ database: SQLiteDatabase) throws {
        try database.execute("DELETE FROM app_transactions")
    }

    private static func appTransaction(_ row: SQLiteRow) -> AppTransactionRecord {
        AppTransactionRecord(id: row.int64(0), customer: row.text(1), appVersion: row.text(2), firstAppVersion: row.text(3),
                             originalAppVersion: row.text(4), originalPurchaseDate: Date(millisecondsSince1970: row.int64(5)),
                             deviceVerificationNonce: UUID(uuidString: row.text(6)) ?? UUID(),
                             signedDate: Date(millisecondsSince1970: row.int64(7)), jws: row.text(8))
    }
}
