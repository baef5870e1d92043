import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// A new ledger is made at the current version in one script (`LedgerSchema.newLedger`, `SchemaMigrator.newDatabase`) instead
/// of the migrations one by one with their copies and renames; what it leaves is what running every migration leaves.
@Suite struct NewLedgerSchemaTests {
    @Test func aNewLedgerHasTheSchemaAndRowsTheMigrationsOneByOneMake() throws {
        let directory = TemporaryDirectory()
        let stepByStep = try SQLiteDatabase(path: directory.file("step-by-step.sqlite").path)
        try SchemaMigrator(name: "sandbox ledger", migrations: LedgerSchema.migrator.migrations).migrate(stepByStep)
        let ledger = try SandboxLedger(path: directory.file(SandboxLedger.fileName).path)

        let expected = try Self.schema(of: stepByStep)
        #expect(expected.contains { $0.hasPrefix(#"table notifications notifications CREATE TABLE "notifications" ("#) })
        #expect(expected.contains { $0.hasPrefix(#"table changes changes CREATE TABLE "changes" ("#) })
        #expect(try Self.schema(of: ledger.database) == expected)
        #expect(try FewerPagesMigrationTests.contents(ofLedgerAt: ledger.database.path) == FewerPagesMigrationTests.contents(ofLedgerAt: stepByStep.path))
        #expect(try SchemaMigrator.version(of: ledger.database) == LedgerSchema.migrator.currentVersion)
    }

    @Test func aNewLedgerCountsIdsAsAMigratedOneDoes() throws {
        let directory = TemporaryDirectory()
        let stepByStep = try SQLiteDatabase(path: directory.file("step-by-step.sqlite").path)
        try SchemaMigrator(name: "sandbox ledger", migrations: LedgerSchema.migrator.migrations).migrate(stepByStep)
        let ledger = try SandboxLedger(path: directory.file(SandboxLedger.fileName).path)
        for database in [stepByStep, ledger.database] {
            try database.write { database in
                for type in ["TEST", "TEST"] {
                    try database.statement("INSERT INTO notifications (uuid, type, created_at, state) VALUES ('u', ?1, 0, 'unsent')").run([.text(type)])
                    try database.statement("INSERT INTO changes (kind, origin, at) VALUES ('purchase', 'test', 0)").run()
                }
            }
        }
        #expect(try FewerPagesMigrationTests.contents(ofLedgerAt: ledger.database.path) == FewerPagesMigrationTests.contents(ofLedgerAt: stepByStep.path))
        // Since version 11 the outbox counts without an AUTOINCREMENT sequence (RetiredIDsMigrationTests).
        #expect(try ledger.database.read { try $0.statement("SELECT id FROM notifications ORDER BY id").rows([]) { $0.int(0) } } == [1, 2])
    }

    /// Every schema entry in `sqlite_master`'s order: type, name, table and SQL.
    private static func schema(of database: SQLiteDatabase) throws -> [String] {
        try database.read {
            try $0.statement("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid").rows([]) {
                [$0.text(0), $0.text(1), $0.text(2), $0.optionalText(3) ?? "(no sql)"].joined(separator: " ")
            }
        }
    }
}
