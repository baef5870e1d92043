import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Schema version 9 (fewer pages per purchase) on ledgers written by the kiosk before it: every row, id and id
/// sequence is kept, every signature still verifies, ids go on counting, and an event key is still written once.
///
/// The ledgers under `Ledgers/` were made by the release `kiosk` of main at 3e248c6 (schema version 8) with
/// `Ledgers/make-version-8.sh`, and are copied to a temporary state directory before each test opens them.
@Suite struct FewerPagesMigrationTests {
    @Test func aVersion8LedgerKeepsEveryRowAndItsSignatures() throws {
        let directory = try LedgerFixtures.copied("version-8")
        let path = directory.file(SandboxLedger.fileName).path
        let before = try Self.contents(ofLedgerAt: path)
        #expect(try Self.version(ofLedgerAt: path) == 8)
        #expect(try Self.indexes(ofLedgerAt: path, table: "notifications").contains("notifications_by_date"))
        #expect(try Self.indexes(ofLedgerAt: path, table: "transactions").contains("transactions_by_original"))

        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        #expect(try SchemaMigrator.version(of: store.ledger.database) == LedgerSchema.migrator.currentVersion)
        let after = try Self.contents(ofLedgerAt: path)
        // Later versions add tables of their own: version 10 billing_retry_windows, empty on a ledger it did not write;
        // version 11 retired_ids, which the transactions' and notifications' sequences move to (RetiredIDsMigrationTests);
        // version 12 expiration_reasons, empty as well; version 13 unfinished_transactions, the unfinished transactions
        // (UnfinishedTransactionsMigrationTests); version 14 signing_generations, empty until a key is replaced; version 15
        // plan_change_refunds, empty until an upgrade refunds a rest.
        let addedLater = ["billing_retry_windows", "retired_ids", "expiration_reasons", "unfinished_transactions", "signing_generations",
                          "plan_change_refunds"]
        #expect(after.keys.sorted() == (before.keys + addedLater).sorted())
        #expect(after["billing_retry_windows"]?.isEmpty == true && after["expiration_reasons"]?.isEmpty == true)
        #expect(after["signing_generations"]?.isEmpty == true)
        for table in before.keys.sorted() where table != "sqlite_sequence" {
            #expect(after[table] == before[table], "table \(table)")
        }
        let sequences = (after["sqlite_sequence"] ?? []) + (after["retired_ids"] ?? []).map {
            $0.replacingOccurrences(of: #""highest":"#, with: #""seq":"#)
        }
        #expect(sequences.sorted() == before["sqlite_sequence"]?.filter { !$0.contains(#""name":"changes""#) })
        #expect(try Self.indexes(ofLedgerAt: path, table: "notifications")
                == ["notifications_by_event_key", "notifications_due", "notifications_test_by_uuid"])

        let transactionIndexes = try Self.indexes(ofLedgerAt: path, table: "transactions")
        #expect(transactionIndexes.contains("transactions_upgraded") && !transactionIndexes.contains("transactions_by_original"))

        let records = try store.records()
        let completed = records.filter { $0.status == .completed }
        #expect(completed.count >= 5 && records.count > completed.count)
        for record in completed {
            #expect(store.verifier.verify(record).verifiedTransaction != nil, "transaction \(record.id) verifies")
        }
        #expect(try store.ledger.notifications().contains { $0.type == .expired })
    }

    @Test func idsGoOnAfterTheOldSequencesAndEventKeysStayUnique() throws {
        let directory = try LedgerFixtures.copied("version-8")
        let path = directory.file(SandboxLedger.fileName).path
        let (transactionSequence, notificationSequence, changeSequence) = try Self.sequences(ofLedgerAt: path)
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        let bought = try LedgerFixtures.buyConsumable(store)
        #expect(bought.id == transactionSequence + 1)
        #expect(try store.ledger.notifications().last?.id == notificationSequence + 1)
        #expect(try store.ledger.latestChangeSequence() == changeSequence + 1)
        try store.finish(bought.id)
        #expect(try store.ledger.latestChangeSequence() == changeSequence + 2)

        let expired = try #require(try store.ledger.notifications().first { $0.type == .expired })
        let key = try #require(try store.ledger.database.read { database in
            try database.statement("SELECT event_key FROM notifications WHERE id = ?1").firstRow([.integer(expired.id)]) { $0.optionalText(0) }
        } ?? nil)
        let count = try store.ledger.notifications().count
        let written = try store.ledger.database.write { database in
            try store.ledger.insertNotificationIn(database, ServerNotification(type: .expired, subtype: .voluntary, transactionID: expired.transactionID,
                                                                               originalID: expired.originalID, createdAt: expired.createdAt, state: .unsent),
                                                  eventKey: key)
        }
        #expect(!written)
        #expect(try store.ledger.notifications().count == count)
    }

    @Test func aResetVersion8LedgerNeverReusesAnId() throws {
        let directory = try LedgerFixtures.copied("version-8-reset")
        let path = directory.file(SandboxLedger.fileName).path
        let (transactionSequence, notificationSequence, _) = try Self.sequences(ofLedgerAt: path)
        #expect(transactionSequence > 0 && notificationSequence > 0)
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        #expect(try store.records().isEmpty && store.ledger.notifications().isEmpty)
        let bought = try LedgerFixtures.buyConsumable(store)
        #expect(bought.id == transactionSequence + 1)
        #expect(try store.ledger.notifications().map(\.id) == [notificationSequence + 1])
    }

    // MARK: Helpers

    /// Every row of every table as JSON objects, sorted, by table; read without migrating.
    /// Every row of every table of the ledger at `path`, as JSON objects, table by table.
    static func contents(ofLedgerAt path: String) throws -> [String: [String]] {
        let database = try SQLiteDatabase(path: path)
        return try database.read { database in
            var contents: [String: [String]] = [:]
            let tables = try database.statement("SELECT name FROM sqlite_master WHERE type = 'table'").rows([]) { $0.text(0) }
            for table in tables {
                let columns = try database.statement("SELECT name FROM pragma_table_info(?1) ORDER BY cid").rows([.text(table)]) { $0.text(0) }
                let fields = columns.map { "'\($0)', \"\($0)\"" }.joined(separator: ", ")
                contents[table] = try database.statement("SELECT json_object(\(fields)) FROM \"\(table)\"").rows([]) { $0.text(0) }.sorted()
            }
            return contents
        }
    }

    private static func version(ofLedgerAt path: String) throws -> Int {
        try SchemaMigrator.version(of: SQLiteDatabase(path: path))
    }

    private static func indexes(ofLedgerAt path: String, table: String) throws -> [String] {
        try SQLiteDatabase(path: path).statement("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?1 ORDER BY name")
            .rows([.text(table)]) { $0.text(0) }
    }

    /// The ledger's transaction and notification AUTOINCREMENT sequences and its newest change, read without migrating.
    private static func sequences(ofLedgerAt path: String) throws -> (transactions: Int64, notifications: Int64, changes: Int64) {
        let database = try SQLiteDatabase(path: path)
        func sequence(_ name: String) throws -> Int64 {
            try database.statement("SELECT seq FROM sqlite_sequence WHERE name = ?1").firstRow([.text(name)]) { $0.int64(0) } ?? 0
        }
        let changes = try database.statement("SELECT COALESCE(MAX(seq), 0) FROM changes").firstRow { $0.int64(0) } ?? 0
        return (try sequence("transactions"), try sequence("notifications"), changes)
    }
}
