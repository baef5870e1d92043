import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("SQLite database")
struct SQLiteDatabaseTests {
    private func counterDatabase(_ directory: TemporaryDirectory, busyTimeout: Int32 = 1_000) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: directory.file("test.sqlite").path, busyTimeoutMilliseconds: busyTimeout)
        try SchemaMigrator(name: "test database", migrations: [
            "CREATE TABLE counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL); INSERT INTO counter VALUES (1, 0);",
        ]).migrate(database)
        return database
    }

    private func counterValue(_ database: SQLiteDatabase) throws -> Int {
        try database.read { try $0.statement("SELECT value FROM counter WHERE id = 1").firstRow { $0.int(0) } } ?? -1
    }

    private func increment(_ database: SQLiteDatabase) throws {
        try database.write { database in
            let value = try database.statement("SELECT value FROM counter WHERE id = 1").firstRow { $0.int(0) } ?? 0
            try database.statement("UPDATE counter SET value = ?1 WHERE id = 1").run([.integer(Int64(value + 1))])
        }
    }

    @Test func opensInWALMode() throws {
        let directory = TemporaryDirectory()
        let database = try counterDatabase(directory)
        let mode = try database.read { try $0.statement("PRAGMA journal_mode").firstRow { $0.text(0) } }
        #expect(mode == "wal")
    }

    @Test func aFailedWriteLeavesNothingBehind() throws {
        struct Stop: Error {}
        let directory = TemporaryDirectory()
        let database = try counterDatabase(directory)
        #expect(throws: Stop.self) {
            try database.write { database in
                try database.statement("UPDATE counter SET value = 41 WHERE id = 1").run()
                throw Stop()
            }
        }
        #expect(try counterValue(database) == 0)
        try increment(database)
        #expect(try counterValue(database) == 1)
    }

    @Test func migratesOnceAndRefusesANewerSchema() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("m.sqlite").path
        let first = SchemaMigrator(name: "test database", migrations: ["CREATE TABLE a (x INTEGER);"])
        let second = SchemaMigrator(name: "test database", migrations: ["CREATE TABLE a (x INTEGER);", "ALTER TABLE a ADD COLUMN y TEXT;"])
        let database = try SQLiteDatabase(path: path)
        try first.migrate(database)
        try first.migrate(database)
        #expect(try SchemaMigrator.version(of: database) == 1)
        try second.migrate(database)
        #expect(try SchemaMigrator.version(of: database) == 2)
        try database.write { try $0.statement("INSERT INTO a (x, y) VALUES (1, 'kept')").run() }
        let error = #expect(throws: SchemaTooNewError.self) { try first.migrate(database) }
        #expect(error?.found == 2 && error?.known == 1)
        #expect(try database.read { try $0.statement("SELECT y FROM a").firstRow { $0.text(0) } } == "kept")
    }

    @Test func concurrentWritersOnSeparateConnectionsLoseNoUpdate() throws {
        let directory = TemporaryDirectory()
        let databases = try (0..<4).map { _ in try counterDatabase(directory, busyTimeout: 5) }
        let perWriter = 150
        DispatchQueue.concurrentPerform(iterations: databases.count) { index in
            for _ in 0..<perWriter { try? increment(databases[index]) }
        }
        #expect(try counterValue(databases[0]) == databases.count * perWriter)
    }

    @Test func aWriterWaitsOutALongLockInsteadOfFailing() throws {
        let directory = TemporaryDirectory()
        let holder = try counterDatabase(directory)
        let waiter = try counterDatabase(directory, busyTimeout: 10)
        let released = DispatchSemaphore(value: 0)
        let holding = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? holder.write { database in
                try database.statement("UPDATE counter SET value = value + 100 WHERE id = 1").run()
                holding.signal()
                usleep(300_000)
            }
            released.signal()
        }
        holding.wait()
        try increment(waiter)
        released.wait()
        #expect(try counterValue(waiter) == 101)
    }

    @Test func dataVersionChangesWhenAnotherConnectionCommits() throws {
        let directory = TemporaryDirectory()
        let watcher = try counterDatabase(directory)
        let writer = try counterDatabase(directory)
        let before = watcher.dataVersion
        #expect(watcher.dataVersion == before)
        try increment(writer)
        #expect(watcher.dataVersion != before)
    }
}
