import Foundation
import PaywallModel

/// The sandbox store's SQLite ledger: transactions, settings overrides and the change log.
///
/// The ledger only stores; `SandboxStore` decides what to store. Methods whose name ends in `In` take the
/// database of an open transaction (`database.write { ... }`), so one change is one SQL transaction.
public final class SandboxLedger: Sendable {
    /// The ledger's file name inside the state directory.
    public static let fileName = "ledger.sqlite"
    /// The database.
    public let database: SQLiteDatabase

    /// Opens (creating and migrating when needed) the ledger in a state directory.
    public convenience init(directory: URL) throws {
        try PrivateFiles.createDirectory(directory)
        try self.init(path: directory.appendingPathComponent(Self.fileName).path)
    }

    /// Opens (creating and migrating when needed) a ledger file.
    public init(path: String) throws {
        database = try SQLiteDatabase(path: path)
        try LedgerSchema.migrator.migrate(database)
    }

    /// How many transactions the ledger holds (counted without reading, or signing, any row).
    public func transactionCount() throws -> Int {
        try database.read { try $0.statement("SELECT COUNT(*) FROM transactions").firstRow([]) { $0.int(0) } ?? 0 }
    }

    /// How many transactions carry a signature (not those waiting for one: pending requests, deferred renewals).
    public func signedTransactionCount() throws -> Int {
        try database.read {
            try $0.statement("SELECT COUNT(*) FROM transactions WHERE jws IS NOT NULL AND jws != ?1")
                .firstRow([.text(LedgerRecord.deferredSignature)]) { $0.int(0) } ?? 0
        }
    }

    // MARK: Transactions

    static let columns = columnsBeforeFinished + "is_finished, signed_date, jws"

    private static let columnsBeforeFinished = """
    id, original_id, product_id, product_kind, group_id, status, reason, purchase_date, original_purchase_date,
    expiration_date, quantity, ownership, storefront, price_milliunits, currency, app_account_token, offer_type,
    offer_id, offer_payment_mode, offer_period, is_upgraded, will_auto_renew, revocation_date, revocation_reason,

    """

    /// Whether a transaction is finished: completed, and its id not among the unfinished (`unfinished_transactions`,
    /// schema version 13; the `is_finished` column is no longer read).
    static let finishedColumn = """
        (status = 'completed' AND NOT EXISTS (SELECT 1 FROM unfinished_transactions WHERE unfinished_transactions.id = transactions.id))
        """

    /// The columns a record is read with: its own (whether it is finished from `unfinished_transactions`), and its
    /// first entry in the record of revocations.
    static let selectedColumns = columnsBeforeFinished + finishedColumn + ", signed_date, jws, " + recordedRevocationColumn

    /// The id the next inserted record gets: one more than any id ever used, even by deleted rows.
    package func nextIDIn(_ database: SQLiteDatabase) throws -> Int64 {
        try database.statement(Self.nextIDSQL).firstRow { $0.int64(0) } ?? 1
    }

    private static let nextIDSQL = "SELECT \(nextIDExpression(of: "transactions"))"

    /// SQL for the next id of a table: one past the higher of its highest id and the highest its removed rows had
    /// (`retired_ids`, see `LedgerSchema.retiredIDs`).
    static func nextIDExpression(of table: String) -> String {
        """
        MAX(COALESCE((SELECT highest FROM retired_ids WHERE name = '\(table)'), 0), COALESCE((SELECT MAX(id) FROM \(table)), 0)) + 1
        """
    }

    /// Keeps the highest id a table's rows have, before some of them are removed, so that no id is given again
    /// (`nextIDExpression`); `id` when only that row goes.
    func retireIDsIn(_ database: SQLiteDatabase, of table: String, id: Int64? = nil) throws {
        try database.statement("""
            INSERT INTO retired_ids (name, highest)
            SELECT name, highest FROM (SELECT ?1 AS name, COALESCE(?2, MAX(id)) AS highest FROM \(table)) WHERE highest IS NOT NULL
            ON CONFLICT (name) DO UPDATE SET highest = MAX(highest, excluded.highest)
            """).run([.text(table), id.map { .integer($0) } ?? .null])
    }

    /// The id the next inserted record gets, read in a transaction of its own.
    public func nextID() throws -> Int64 {
        try database.read { try nextIDIn($0) }
    }

    /// Inserts a record that has its id (from `nextIDIn`) and original id.
    package func insertIn(_ database: SQLiteDatabase, _ record: LedgerRecord) throws {
        try insertIn(database, [record])
    }

    /// Inserts records that have their ids (from `nextIDIn`) and original ids, registering each product once.
    package func insertIn(_ database: SQLiteDatabase, _ records: [LedgerRecord]) throws {
        let insert = try database.statement(Self.insertSQL)
        var products: [String: LedgerRecord] = [:]
        for record in records {
            precondition(record.id > 0 && record.originalID > 0, "a record is inserted with its ids")
            try insert.run(Self.values(of: record))
            if record.isUnfinished { try database.statement(Self.addUnfinishedSQL).run([.integer(record.id)]) }
            products[record.productID] = record
        }
        let register = try database.statement("INSERT OR IGNORE INTO ledger_products (product_id, product_kind, group_id) VALUES (?1, ?2, ?3)")
        for record in products.values {
            try register.run([.text(record.productID), .text(record.productKind.transactionTypeName), .optional(record.groupID)])
        }
    }

    /// The kind (as a transaction's `type` names it) and group of a product the ledger has rows of; nil for one it has none of.
    func ledgerProductIn(_ database: SQLiteDatabase, _ productID: String) throws -> (kind: String, groupID: String?)? {
        try database.statement("SELECT product_kind, group_id FROM ledger_products WHERE product_id = ?1")
            .firstRow([.text(productID)]) { ($0.text(0), $0.optionalText(1)) }
    }

    private static let insertSQL = "INSERT INTO transactions (\(columns)) VALUES (\(placeholders))"
    private static let addUnfinishedSQL = "INSERT OR IGNORE INTO unfinished_transactions (id) VALUES (?1)"
    private static let removeUnfinishedSQL = "DELETE FROM unfinished_transactions WHERE id = ?1"

    /// Writes every field of an existing record, whether it is finished among them.
    func updateIn(_ database: SQLiteDatabase, _ record: LedgerRecord) throws {
        try database.statement(Self.updateSQL).run(Self.values(of: record))
        try database.statement(record.isUnfinished ? Self.addUnfinishedSQL : Self.removeUnfinishedSQL).run([.integer(record.id)])
    }

    private static let updateSQL = "UPDATE transactions SET "
        + columnNames.enumerated().dropFirst().map { "\($0.element) = ?\($0.offset + 1)" }.joined(separator: ", ") + " WHERE id = ?1"

    /// Deletes a record, the refund of a replaced plan's rest its change recorded, and the redemption of an offer code it
    /// made itself; returns whether it existed.
    func deleteIn(_ database: SQLiteDatabase, id: Int64) throws -> Bool {
        let record = try recordIn(database, id: id)
        if record != nil { try retireIDsIn(database, of: "transactions", id: id) }
        try database.statement("DELETE FROM transactions WHERE id = ?1").run([.integer(id)])
        try database.statement(Self.removeUnfinishedSQL).run([.integer(id)])
        try database.statement("DELETE FROM plan_change_refunds WHERE transaction_id = ?1").run([.integer(id)])
        // A code it redeemed with its own offer (a purchase or a request) is given back, as if never redeemed. A
        // subscriber's redemption is recorded against the transaction it waited on, whose renewal may have used it:
        // that one stays used.
        if record?.offer?.kind == .code {
            try database.statement("DELETE FROM code_redemptions WHERE transaction_id = ?1").run([.integer(id)])
        }
        return record != nil
    }

    /// The record with an id, if any.
    func recordIn(_ database: SQLiteDatabase, id: Int64) throws -> LedgerRecord? {
        try database.statement(Self.recordByIDSQL).firstRow([.integer(id)], Self.record)
    }

    private static let recordByIDSQL = "SELECT \(selectedColumns) FROM transactions WHERE id = ?1"

    /// The record with an id, if any, and whether its row's `is_finished` column is still 0 (see `markFinishedIn`).
    func recordToFinishIn(_ database: SQLiteDatabase, id: Int64) throws -> (record: LedgerRecord, columnSaysUnfinished: Bool)? {
        try database.statement(Self.recordToFinishSQL).firstRow([.integer(id)]) { (Self.record($0), $0.int(28) == 0) }
    }

    private static let recordToFinishSQL = "SELECT \(selectedColumns), is_finished FROM transactions WHERE id = ?1"

    /// Marks a record finished: its id leaves `unfinished_transactions`, and its row is left alone unless its
    /// `is_finished` column still says 0 (a row written before schema version 13, which gets 1, so that a completed row
    /// whose column says 0 is always unfinished; see `LedgerSchema.unfinishedTransactions`).
    func markFinishedIn(_ database: SQLiteDatabase, id: Int64, columnSaysUnfinished: Bool) throws {
        try database.statement(Self.removeUnfinishedSQL).run([.integer(id)])
        if columnSaysUnfinished {
            try database.statement("UPDATE transactions SET is_finished = 1 WHERE id = ?1").run([.integer(id)])
        }
    }

    /// The latest transaction of a product that may entitle (see `latestEntitlingRecords`).
    ///
    /// With an ownership, only rows of that ownership count; without, the customer's own purchase wins over
    /// a family member's.
    package func latestEntitlingRecordIn(_ database: SQLiteDatabase, productID: String, ownership: OwnershipType? = nil) throws -> LedgerRecord? {
        let statement = try database.statement(Self.latestEntitlingSQL)
        if let ownership {
            return try statement.firstRow([.text(productID), .text(ownership.rawValue)], Self.record)
        }
        let latest = try statement.firstRow([.text(productID), .null], Self.record)
        guard let latest, latest.ownership == .familyShared else { return latest }
        return try statement.firstRow([.text(productID), .text(OwnershipType.purchased.rawValue)], Self.record) ?? latest
    }

    /// Whether a subscription group has any completed transaction (the customer has or had a subscription in it),
    /// leaving out the transaction `excluding` when given.
    func groupHasTransactionIn(_ database: SQLiteDatabase, groupID: String, excluding id: Int64? = nil) throws -> Bool {
        try database.statement("SELECT 1 FROM transactions WHERE group_id = ?1 AND status = 'completed' AND (?2 IS NULL OR id <> ?2) LIMIT 1")
            .firstRow([.text(groupID), id.map { .integer($0) } ?? .null]) { _ in true } ?? false
    }

    /// Whether a completed transaction of a subscription group of an ownership had its introductory offer (refunded or
    /// revoked since, or not: it was received).
    func groupHadIntroductoryOfferIn(_ database: SQLiteDatabase, groupID: String, ownership: OwnershipType) throws -> Bool {
        try database.statement("SELECT 1 FROM transactions WHERE group_id = ?1 AND offer_type = ?2 AND ownership = ?3 AND status = 'completed' LIMIT 1")
            .firstRow([.text(groupID), .integer(Int64(SubscriptionOffer.Kind.introductory.transactionOfferType)), .text(ownership.rawValue)]) { _ in true }
            ?? false
    }

    /// The records whose id is `id` or later (those written since the ledger's next id was `id`), in id order.
    public func records(from id: Int64) throws -> [LedgerRecord] {
        try database.read { try recordsIn($0, where: "id >= ?1", [.integer(id)]) }
    }

    /// The refunds the record of revocations holds after entry `seq`, in order: each entry's number and the
    /// refunded transaction as the ledger has it now.
    public func refunds(after seq: Int64) throws -> [(seq: Int64, record: LedgerRecord)] {
        try database.read { database in
            let entries = try database.statement("SELECT seq, transaction_id FROM revocations WHERE seq > ?1 ORDER BY seq")
                .rows([.integer(seq)]) { (seq: $0.int64(0), id: $0.int64(1)) }
            return try entries.compactMap { entry in try recordIn(database, id: entry.id).map { (entry.seq, $0) } }
        }
    }

    /// Records matching a SQL condition on the `transactions` columns, in id order.
    func recordsIn(_ database: SQLiteDatabase, where condition: String, _ values: [SQLiteValue] = []) throws -> [LedgerRecord] {
        try database.statement("SELECT \(Self.selectedColumns) FROM transactions WHERE \(condition) ORDER BY id").rows(values, Self.record)
    }

    /// Hands every record to `body` in id order, a batch at a time as they are read (never all at once).
    func forEachRecordBatchIn(_ database: SQLiteDatabase, size: Int, _ body: ([LedgerRecord]) throws -> Void) throws {
        var batch: [LedgerRecord] = []
        batch.reserveCapacity(size)
        try database.statement("SELECT \(Self.selectedColumns) FROM transactions ORDER BY id").forEachRow { row in
            batch.append(Self.record(row))
            if batch.count == size {
                try body(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { try body(batch) }
    }

    /// Every record, in id order.
    public func allRecords() throws -> [LedgerRecord] {
        try database.read { try recordsIn($0, where: "1") }
    }

    /// Completed transactions the app has not finished, in id order.
    public func unfinishedRecords() throws -> [LedgerRecord] {
        try database.read { try recordsIn($0, where: "id IN (SELECT id FROM unfinished_transactions)") }
    }

    /// Ask to Buy and interrupted requests still open, in id order.
    public func openRequests() throws -> [LedgerRecord] {
        try database.read { try recordsIn($0, where: "status IN ('askToBuy', 'interrupted')") }
    }

    /// Every product the ledger has rows of (or had: deleting rows leaves it named), by id, with its kind and group.
    public func ledgerProducts() throws -> [(id: String, kind: ProductKind, groupID: String?)] {
        try database.read { database in
            try database.statement("SELECT product_id, product_kind, group_id FROM ledger_products ORDER BY product_id").rows { row in
                (row.text(0), ProductKind(transactionTypeName: row.text(1)) ?? .nonConsumable, row.optionalText(2))
            }
        }
    }

    /// For every product with rows, its latest transaction that may entitle: completed, not consumable, not
    /// revoked, not replaced by a plan change. Preferred are the customer's own purchases over family-shared ones.
    public func latestEntitlingRecords() throws -> [LedgerRecord] {
        try database.read { database in
            let products = try database.statement("SELECT product_id FROM ledger_products WHERE product_kind <> 'Consumable'")
                .rows { $0.text(0) }
            return try products.compactMap { try latestEntitlingRecordIn(database, productID: $0) }
        }
    }

    /// The latest entitling row of a product (`?1`), optionally only of one ownership (`?2`); walks the
    /// `transactions_entitling` index backwards, so it stays fast on a ledger with many renewals.
    private static let latestEntitlingSQL = """
        SELECT \(selectedColumns) FROM transactions WHERE product_id = ?1 AND status = 'completed'
        AND product_kind <> 'Consumable' AND revocation_date IS NULL AND is_upgraded = 0
        AND (?2 IS NULL OR ownership = ?2)
        ORDER BY purchase_date DESC, id DESC LIMIT 1
        """

    /// Removes every transaction, subscription, code redemption, recorded plan change refund, settings override and
    /// clock offset; ids keep counting up.
    func removeAllIn(_ database: SQLiteDatabase) throws {
        try retireIDsIn(database, of: "transactions")
        try database.execute("""
            DELETE FROM transactions; DELETE FROM unfinished_transactions; DELETE FROM ledger_products; DELETE FROM settings; DELETE FROM subscriptions;
            DELETE FROM code_redemptions; DELETE FROM sandbox_clock; DELETE FROM billing_retry_windows; DELETE FROM expiration_reasons;
            DELETE FROM plan_change_refunds;
            """)
    }

    // MARK: Settings

    /// Every settings override, by key (read once per transaction while it changes nothing).
    public func settings() throws -> [String: String] {
        try database.read { database in
            try database.keptWithinTransaction("settings") {
                var result: [String: String] = [:]
                let pairs = try database.statement("SELECT key, value FROM settings").rows([]) { ($0.text(0), $0.text(1)) }
                for (key, value) in pairs {
                    result[key] = value
                }
                return result
            }
        }
    }

    /// Sets or (with nil) removes a settings override.
    func setSettingIn(_ database: SQLiteDatabase, key: String, value: String?) throws {
        if let value {
            try database.statement("INSERT OR REPLACE INTO settings (key, value) VALUES (?1, ?2)").run([.text(key), .text(value)])
        } else {
            try database.statement("DELETE FROM settings WHERE key = ?1").run([.text(key)])
        }
    }

    // MARK: Change log

    /// How many changes the log keeps; older ones are dropped as new ones arrive.
    static let changeLogLength: Int64 = 10_000

    /// Appends a change to the log.
    func appendChangeIn(_ database: SQLiteDatabase, _ kind: LedgerChangeKind, transactionID: Int64?, origin: String, at date: Date) throws {
        try database.statement("INSERT INTO changes (kind, transaction_id, origin, at) VALUES (?1, ?2, ?3, ?4)")
            .run([.text(kind.rawValue), transactionID.map { .integer($0) } ?? .null, .text(origin), .integer(date.millisecondsSince1970)])
        let sequence = database.lastInsertedRowID
        if sequence % 1_000 == 0 {
            try database.statement("DELETE FROM changes WHERE seq <= ?1").run([.integer(sequence - Self.changeLogLength)])
        }
    }

    /// The newest change's sequence number (0 when there is none).
    public func latestChangeSequence() throws -> Int64 {
        try database.read { try $0.statement("SELECT COALESCE(MAX(seq), 0) FROM changes").firstRow { $0.int64(0) } ?? 0 }
    }

    /// Changes after a sequence number, oldest first.
    public func changes(after sequence: Int64) throws -> [LedgerChange] {
        try database.read { database in
            try database.statement("SELECT seq, kind, transaction_id, origin FROM changes WHERE seq > ?1 ORDER BY seq")
                .rows([.integer(sequence)], Self.change)
        }
    }

    /// The change that removed transaction `id` after it was written: the first reset, or delete of it, that the change
    /// log holds after the transaction's first entry; nil when it holds none (the transaction is there, or the log no longer
    /// reaches back to it).
    public func removal(of id: Int64) throws -> LedgerChange? {
        try database.read { database in
            try database.statement("""
                SELECT seq, kind, transaction_id, origin FROM changes
                WHERE seq > (SELECT MIN(seq) FROM changes WHERE transaction_id = ?1)
                AND (kind = ?2 OR (kind = ?3 AND transaction_id = ?1)) ORDER BY seq LIMIT 1
                """).firstRow([.integer(id), .text(LedgerChangeKind.reset.rawValue), .text(LedgerChangeKind.transactionDeleted.rawValue)],
                          Self.change)
        }
    }

    /// A change log entry from its row (`seq, kind, transaction_id, origin`).
    private static func change(_ row: SQLiteRow) -> LedgerChange {
        LedgerChange(sequence: row.int64(0), kind: LedgerChangeKind(rawValue: row.text(1)) ?? .transactionUpdated,
                     transactionID: row.isNull(2) ? nil : row.int64(2), origin: row.text(3))
    }

    // MARK: Row mapping

    private static let columnNames = columns.split { $0 == "," || $0.isWhitespace }.map(String.init)
    private static let placeholders = (1...columnNames.count).map { "?\($0)" }.joined(separator: ", ")

    private static func values(of record: LedgerRecord) -> [SQLiteValue] {
        [
            .integer(record.id), .integer(record.originalID), .text(record.productID), .text(record.productKind.transactionTypeName),
            .optional(record.groupID), .text(record.status.rawValue), .text(record.reason.rawValue),
            .integer(record.purchaseTime.milliseconds), .integer(record.originalPurchaseTime.milliseconds),
            milliseconds(record.expirationTime), .integer(Int64(record.quantity)), .text(record.ownership.rawValue),
            .text(record.storefront), record.priceMilliunits.map { .integer($0) } ?? .null, .optional(record.currency),
            .optional(record.appAccountToken?.uuidString), .optional(record.offer?.kind.transactionOfferType), .optional(record.offer?.id),
            .optional(record.offer?.paymentMode?.rawValue), .optional(record.offer?.period), .bool(record.isUpgraded),
            .bool(record.willAutoRenew), milliseconds(record.revocationTime), .optional(record.revocationReason?.rawValue),
            // 1 on every completed row (see `LedgerSchema.unfinishedTransactions`); whether it is finished is
            // whether its id is in `unfinished_transactions`.
            .bool(record.status == .completed || record.isFinished), milliseconds(record.signedTime), .optional(record.jws),
        ]
    }

    private static func milliseconds(_ timestamp: Timestamp?) -> SQLiteValue {
        timestamp.map { .integer($0.milliseconds) } ?? .null
    }

    private static func timestamp(_ row: SQLiteRow, _ column: Int32) -> Timestamp? {
        row.isNull(column) ? nil : Timestamp(milliseconds: row.int64(column))
    }

    static func record(_ row: SQLiteRow) -> LedgerRecord {
        let offer = row.optionalInt(16).flatMap(SubscriptionOffer.Kind.init(transactionOfferType:)).map { kind in
            TransactionOffer(kind: kind, id: row.optionalText(17),
                             paymentMode: row.optionalText(18).flatMap(SubscriptionOffer.PaymentMode.init(rawValue:)), period: row.optionalText(19))
        }
        var record = LedgerRecord(
            id: row.int64(0), originalID: row.int64(1), productID: row.text(2),
            productKind: ProductKind(transactionTypeName: row.text(3)) ?? .nonConsumable, groupID: row.optionalText(4),
            status: LedgerStatus(rawValue: row.text(5)) ?? .completed, reason: TransactionReason(rawValue: row.text(6)) ?? .purchase,
            purchaseDate: Date(),  quantity: row.int(10), ownership: OwnershipType(rawValue: row.text(11)) ?? .purchased,
            storefront: row.text(12), priceMilliunits: row.isNull(13) ? nil : row.int64(13), currency: row.optionalText(14),
            appAccountToken: row.optionalText(15).flatMap(UUID.init(uuidString:)), offer: offer, isUpgraded: row.bool(20),
            willAutoRenew: row.bool(21),
            revocationReason: row.optionalInt(23).flatMap(RevocationReason.init(rawValue:)), isFinished: row.bool(24),
            jws: row.optionalText(26)
        )
        // The stored milliseconds, as they are (not through `Date`).
        record.purchaseTime = Timestamp(milliseconds: row.int64(7))
        record.originalPurchaseTime = Timestamp(milliseconds: row.int64(8))
        record.expirationTime = timestamp(row, 9)
        record.revocationTime = timestamp(row, 22)
        record.signedTime = timestamp(row, 25)
        record.recordedRevocation = row.optionalText(27)
        return record
    }
}

private extension LedgerRecord {
    /// Whether its id belongs in `unfinished_transactions`: completed, and not finished.
    var isUnfinished: Bool { status == .completed && !isFinished }
}
