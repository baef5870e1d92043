import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Schema version 13 (the unfinished transactions in a table of their own, so a finish leaves the transaction's row
/// alone) on a ledger written before it: every row is kept, exactly the transactions that were unfinished still are,
/// and finishing, buying, deleting and resetting keep the table right.
///
/// `Ledgers/version-12` was made by the (debug) `kiosk` of main at a6fbd95 (schema version 12) with
/// `Ledgers/make-version-12.sh`.
@Suite struct UnfinishedTransactionsMigrationTests {
    @Test func aVersion12LedgerKeepsEveryRowAndWhatIsUnfinished() throws {
        let directory = try LedgerFixtures.copied("version-12")
        let path = directory.file(SandboxLedger.fileName).path
        let before = try FewerPagesMigrationTests.contents(ofLedgerAt: path)
        let (version, unfinishedBefore, finishedBefore) = try Self.finishing(ofLedgerAt: path)
        #expect(version == 12)
        #expect(unfinishedBefore.count >= 4 && finishedBefore.count >= 3, "the ledger has both")

        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        #expect(try SchemaMigrator.version(of: store.ledger.database) == LedgerSchema.migrator.currentVersion)
        let after = try FewerPagesMigrationTests.contents(ofLedgerAt: path)
        // Version 14 adds signing_generations, empty until a key is replaced; version 15 plan_change_refunds, empty until an
        // upgrade refunds a rest.
        #expect(after.keys.sorted() == (before.keys + ["unfinished_transactions", "signing_generations", "plan_change_refunds"]).sorted())
        #expect(after["signing_generations"]?.isEmpty == true && after["plan_change_refunds"]?.isEmpty == true)
        for table in before.keys.sorted() {
            #expect(after[table] == before[table], "table \(table)")
        }
        #expect(try Self.indexes(ofLedgerAt: path).contains("transactions_unfinished") == false)

        #expect(try store.ledger.unfinishedRecords().map(\.id) == unfinishedBefore)
        let records = try store.records()
        #expect(records.filter(\.isFinished).map(\.id) == finishedBefore)
        #expect(records.contains { $0.status == .askToBuy && !$0.isFinished }, "a request is not finished")
        #expect(records.contains { $0.status == .declined && !$0.isFinished })
        for record in records where record.status == .completed {
            #expect(store.verifier.verify(record).verifiedTransaction != nil, "transaction \(record.id) verifies")
        }
    }

    @Test func finishingAndBuyingKeepTheTableAndTheColumnTrue() throws {
        let directory = try LedgerFixtures.copied("version-12")
        let path = directory.file(SandboxLedger.fileName).path
        let (_, unfinishedBefore, _) = try Self.finishing(ofLedgerAt: path)
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        let old = try #require(unfinishedBefore.first)
        #expect(try store.finish(old).isFinished)
        let bought = try LedgerFixtures.buyConsumable(store)
        let reread = try store.record(bought.id)
        #expect(!bought.isFinished && !reread.isFinished)
        #expect(try store.ledger.unfinishedRecords().map(\.id) == Array(unfinishedBefore.dropFirst()) + [bought.id])
        #expect(try store.finish(bought.id).isFinished)
        #expect(try store.record(bought.id).isFinished)
        #expect(try store.record(old).isFinished)
        #expect(try store.ledger.unfinishedRecords().map(\.id) == Array(unfinishedBefore.dropFirst()))
        // A completed row's column says 0 only while it is unfinished: the old row finished got 1, the new one has 1.
        let columns = try Self.finishedColumns(ofLedgerAt: path)
        #expect(columns[old] == 1 && columns[bought.id] == 1)
        for (id, column) in columns where column == 0 {
            #expect(try store.record(id).isFinished == false, "transaction \(id)")
        }
        #expect(throws: MarketplaceError.self) { try store.finish(10_000) }
        #expect(try store.finish(bought.id).isFinished, "finishing twice changes nothing")
    }

    @Test func runningTheMigrationsAgainFinishesNothingAndUnfinishesNothing() throws {
        let directory = try LedgerFixtures.copied("version-12")
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        for id in try store.ledger.unfinishedRecords().prefix(2).map(\.id) { try store.finish(id) }
        let bought = try LedgerFixtures.buyConsumable(store), finished = try LedgerFixtures.buyConsumable(store)
        try store.finish(finished.id)
        let unfinished = try store.ledger.unfinishedRecords().map(\.id)
        #expect(unfinished.contains(bought.id) && !unfinished.contains(finished.id))
        // Set back to 12 (version 13 again) and to 10 (versions 11, which makes the old index again, to 13).
        for version in [12, 10] {
            try store.ledger.database.execute("PRAGMA user_version = \(version)")
            let again = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
            #expect(try SchemaMigrator.version(of: again.ledger.database) == LedgerSchema.migrator.currentVersion)
            #expect(try again.ledger.unfinishedRecords().map(\.id) == unfinished, "set back to \(version)")
        }
    }

    @Test func aFinishLeavesTheTransactionsRowAlone() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let database = sandbox.store.ledger.database
        let bought = try LedgerFixtures.buyConsumable(sandbox.store)
        let row = try Self.rowOf(bought.id, in: database)
        let pages = database.pagesWritten
        try sandbox.store.finish(bought.id)
        #expect(database.pagesWritten - pages == 2, "the unfinished table's page and the change log's")
        #expect(try Self.rowOf(bought.id, in: database) == row)
        #expect(try sandbox.store.record(bought.id).isFinished)
    }

    @Test func deletingAndResettingLeaveNoUnfinishedIdBehind() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let first = try LedgerFixtures.buyConsumable(sandbox.store), second = try LedgerFixtures.buyConsumable(sandbox.store)
        _ = try sandbox.store.delete(first.id)
        #expect(try Self.unfinishedIDs(in: sandbox.store.ledger.database) == [second.id])
        _ = try LedgerFixtures.buyConsumable(sandbox.store)
        try sandbox.store.reset()
        #expect(try Self.unfinishedIDs(in: sandbox.store.ledger.database).isEmpty)
        #expect(try sandbox.store.ledger.unfinishedRecords().isEmpty)
    }

    @Test func anApprovedRequestIsUnfinishedAndADeclinedOneIsNot() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.store.set(try SettingOverride(key: "ask-to-buy", value: "on"))
        guard case .pending(let approved) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.coins.100")),
              case .pending(let declined) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime")) else {
            Issue.record("Ask to Buy did not open requests")
            return
        }
        #expect(try sandbox.store.ledger.unfinishedRecords().isEmpty, "a request is not an unfinished transaction")
        try sandbox.store.approve(approved.id)
        try sandbox.store.decline(declined.id)
        #expect(try sandbox.store.ledger.unfinishedRecords().map(\.id) == [approved.id])
        #expect(try sandbox.store.record(declined.id).isFinished == false)
        #expect(try sandbox.store.record(approved.id).isFinished == false)
    }

    // MARK: Helpers

    /// The ledger's schema version, its unfinished completed transactions and its finished ones (by the version 12
    /// column), read without migrating.
    private static func finishing(ofLedgerAt path: String) throws -> (version: Int, unfinished: [Int64], finished: [Int64]) {
        let database = try SQLiteDatabase(path: path)
        func ids(_ finished: Int) throws -> [Int64] {
            try database.statement("SELECT id FROM transactions WHERE status = 'completed' AND is_finished = ?1 ORDER BY id")
                .rows([.integer(Int64(finished))]) { $0.int64(0) }
        }
        return (try SchemaMigrator.version(of: database), try ids(0), try ids(1))
    }

    private static func finishedColumns(ofLedgerAt path: String) throws -> [Int64: Int] {
        let database = try SQLiteDatabase(path: path)
        let pairs = try database.statement("SELECT id, is_finished FROM transactions WHERE status = 'completed'").rows([]) { ($0.int64(0), $0.int(1)) }
        return Dictionary(uniqueKeysWithValues: pairs)
    }

    private static func indexes(ofLedgerAt path: String) throws -> [String] {
        try SQLiteDatabase(path: path).statement("SELECT name FROM sqlite_master WHERE type = 'index'").rows([]) { $0.text(0) }
    }

    private static func unfinishedIDs(in database: SQLiteDatabase) throws -> [Int64] {
        try database.read { try $0.statement("SELECT id FROM unfinished_transactions ORDER BY id").rows([]) { $0.int64(0) } }
    }

    /// Every column of a transaction's row as stored, as one JSON object.
    private static func rowOf(_ id: Int64, in database: SQLiteDatabase) throws -> String {
        try database.read { database in
            let columns = try database.statement("SELECT name FROM pragma_table_info('transactions') ORDER BY cid").rows([]) { $0.text(0) }
            let fields = columns.map { "'\($0)', \"\($0)\"" }.joined(separator: ", ")
            return try database.statement("SELECT json_object(\(fields)) FROM transactions WHERE id = ?1").firstRow([.integer(id)]) { $0.text(0) } ?? ""
        }
    }
}
