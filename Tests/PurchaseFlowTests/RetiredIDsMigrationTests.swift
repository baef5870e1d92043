import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Schema version 11 (no `sqlite_sequence` page per purchase) on ledgers written before it: every row is kept, and an
/// id is still never given twice, after the old sequences, a deleted newest transaction or a reset.
///
/// The ledgers under `Ledgers/` were made by the release `kiosk` at schema version 8 (see FewerPagesMigrationTests).
@Suite struct RetiredIDsMigrationTests {
    @Test func theTablesLoseAutoincrementAndAPurchaseLeavesTheSequencesAlone() throws {
        let directory = try LedgerFixtures.copied("version-8")
        let path = directory.file(SandboxLedger.fileName).path
        let before = try Self.rows(ofLedgerAt: path, ["transactions", "notifications"])
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        #expect(try Self.rows(ofLedgerAt: path, ["transactions", "notifications"]) == before, "every row kept")
        let tables = try store.ledger.database.read { database in
            try database.statement("SELECT sql FROM sqlite_master WHERE name IN ('transactions', 'notifications')").rows([]) { $0.text(0) }
        }
        #expect(tables.count == 2 && tables.allSatisfy { !$0.contains("AUTOINCREMENT") })
        let sequences = try Self.rows(ofLedgerAt: path, ["sqlite_sequence", "retired_ids"])
        let bought = try LedgerFixtures.buyConsumable(store)
        _ = try store.finish(bought.id)
        #expect(try Self.rows(ofLedgerAt: path, ["sqlite_sequence", "retired_ids"]) == sequences, "a purchase + finish writes neither")
        for record in try store.records() where record.status == .completed {
            #expect(store.verifier.verify(record).verifiedTransaction != nil, "transaction \(record.id) verifies")
        }
    }

    @Test func aDeletedNewestTransactionAndResetsNeverGiveAnIdAgain() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let first = try LedgerFixtures.buyConsumable(sandbox.store), second = try LedgerFixtures.buyConsumable(sandbox.store)
        let notification = try #require(try sandbox.store.ledger.notifications().last)
        _ = try sandbox.store.delete(second.id)
        let third = try LedgerFixtures.buyConsumable(sandbox.store)
        #expect([first.id, second.id, third.id] == [1, 2, 3], "the deleted newest id is not given again")

        try sandbox.store.reset()
        #expect(try sandbox.store.records().isEmpty && sandbox.store.ledger.notifications().isEmpty)
        let afterReset = try LedgerFixtures.buyConsumable(sandbox.store)
        #expect(afterReset.id == 4)
        #expect(try sandbox.store.ledger.notifications().map(\.id) == [notification.id + 2], "the outbox's ids go on as well")
        let other = try sandbox.reopened()
        try other.store.reset()
        try other.store.reset()
        #expect(try LedgerFixtures.buyConsumable(sandbox.store).id == 5, "another store, and resets in a row, keep counting")
    }

    @Test func runningTheMigrationAgainChangesNothing() throws {
        let directory = try LedgerFixtures.copied("version-8-reset")
        let path = directory.file(SandboxLedger.fileName).path
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        let bought = try LedgerFixtures.buyConsumable(store)
        let tables = ["transactions", "notifications", "sqlite_sequence", "retired_ids"]
        let migrated = try Self.rows(ofLedgerAt: path, tables)
        try store.ledger.database.execute("PRAGMA user_version = 10")
        let again = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        #expect(try SchemaMigrator.version(of: again.ledger.database) == LedgerSchema.migrator.currentVersion)
        #expect(try Self.rows(ofLedgerAt: path, tables) == migrated)
        #expect(try LedgerFixtures.buyConsumable(again).id == bought.id + 1)
    }

    // MARK: Helpers

    /// Every row of some tables (those that exist) as JSON objects, table by table, each table's rows sorted.
    private static func rows(ofLedgerAt path: String, _ tables: [String]) throws -> [String] {
        let database = try SQLiteDatabase(path: path)
        return try database.read { database in
            var rows: [String] = []
            for table in tables {
                let columns = try database.statement("SELECT name FROM pragma_table_info(?1) ORDER BY cid").rows([.text(table)]) { $0.text(0) }
                guard !columns.isEmpty else { continue }
                let fields = columns.map { "'\($0)', \"\($0)\"" }.joined(separator: ", ")
                rows += try database.statement("SELECT json_object(\(fields)) FROM \"\(table)\" ORDER BY 1").rows([]) { "\(table): " + $0.text(0) }
            }
            return rows
        }
    }
}
