import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// A value read inside a transaction (the clock's offset, the settings) is kept for that transaction until this
/// connection changes a row; the next transaction, and every read outside one, reads it again.
@Suite("Values kept within a transaction")
struct KeptWithinTransactionTests {
    @Test func aKeptValueIsReadAgainAfterAChangeAndInTheNextTransaction() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("kept.sqlite").path
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)")
        try database.execute("INSERT INTO t (id, v) VALUES (1, 10)")
        var reads = 0
        func value(_ database: SQLiteDatabase) throws -> Int {
            try database.keptWithinTransaction("v") {
                reads += 1
                return try database.statement("SELECT v FROM t WHERE id = 1").firstRow { $0.int(0) } ?? 0
            }
        }
        try database.write { database in
            #expect(try value(database) == 10)
            #expect(try value(database) == 10)
            #expect(reads == 1, "read once while nothing changed")
            try database.statement("UPDATE t SET v = 11 WHERE id = 1").run()
            #expect(try value(database) == 11)
            #expect(reads == 2, "read again after the change")
        }
        let other = try SQLiteDatabase(path: path)
        try other.write { try $0.statement("UPDATE t SET v = 12 WHERE id = 1").run() }
        #expect(try database.read { try value($0) } == 12, "another connection's commit is seen in the next transaction")
        #expect(try value(database) == 12)
        #expect(reads == 4, "outside a transaction it is read every time")
    }

    @Test func theClockOffsetAndSettingsAStoreChangesInsideAWriteAreReadBack() throws {
        let directory = TemporaryDirectory()
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        try store.ledger.database.write { database in
            #expect(try store.ledger.clockOffsetIn(database) == 0)
            #expect(try store.ledger.settings()["ask-to-buy"] == nil)
            try store.ledger.setClockOffsetIn(database, 86_400_000)
            try store.ledger.setSettingIn(database, key: "ask-to-buy", value: "on")
            #expect(try store.ledger.clockOffsetIn(database) == 86_400_000)
            #expect(try store.ledger.settings()["ask-to-buy"] == "on")
        }
        #expect(try store.ledger.clockOffset() == 86_400_000 && store.settings().isAskToBuyEnabled)
    }
}
