import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// A connection writes each commit's frames to the write-ahead log in one write (`SQLiteDatabase(gathersLogWrites:)`,
/// the `kiosk-gathered-log` VFS in the CSQLite3 shim): what it commits is in the log when the commit returns, for
/// connections through SQLite's own VFS as much as for its own, and frames of a transaction it rolled back never land
/// on what another connection committed since.
@Suite("Each commit's frames written to the log at once")
struct GatheredLogTests {
    private static let row = String(repeating: "a", count: 1_500)

    private static func database(_ directory: TemporaryDirectory, gathered: Bool = true) throws -> SQLiteDatabase {
        try SQLiteDatabase(path: directory.file("test.sqlite").path, gathersLogWrites: gathered)
    }

    private static func makeTables(_ database: SQLiteDatabase) throws {
        try database.write { database in
            for table in ["rows", "log", "outbox"] {
                try database.execute("CREATE TABLE IF NOT EXISTS \(table) (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
            }
        }
    }

    private static func count(_ database: SQLiteDatabase, _ table: String = "rows", where condition: String = "1") throws -> Int {
        try database.read { try $0.statement("SELECT COUNT(*) FROM \(table) WHERE \(condition)").firstRow { $0.int(0) } } ?? -1
    }

    private static func integrity(_ database: SQLiteDatabase) throws -> String? {
        try database.read { try $0.statement("PRAGMA integrity_check").firstRow { $0.text(0) } }
    }

    @Test func aCommitOfSeveralPagesIsOneWrite() throws {
        let directory = TemporaryDirectory()
        let database = try Self.database(directory)
        try Self.makeTables(database)
        for round in 1...20 {
            let (writes, pages) = (try #require(database.gatheredLogWrites), database.pagesWritten)
            try database.write { database in
                for table in ["rows", "log", "outbox"] {
                    try database.statement("INSERT INTO \(table) (text) VALUES (?1)").run([.text(Self.row)])
                }
            }
            #expect(database.pagesWritten - pages >= 3, "round \(round) wrote a page of each table")
            #expect(database.gatheredLogWrites == writes + 1, "round \(round)")
        }
        #expect(try Self.database(directory, gathered: false).gatheredLogWrites == nil)
    }

    @Test func whatOneCommitsTheOtherReadsAtOnceEitherWay() throws {
        let directory = TemporaryDirectory()
        let gathering = try Self.database(directory)
        try Self.makeTables(gathering)
        let plain = try Self.database(directory, gathered: false)
        for round in 1...30 {
            let (writer, reader) = round.isMultiple(of: 2) ? (plain, gathering) : (gathering, plain)
            try writer.write { database in
                try database.statement("INSERT INTO rows (text) VALUES (?1)").run([.text(Self.row)])
                try database.statement("INSERT INTO log (text) VALUES (?1)").run([.text("\(round)")])
            }
            #expect(try Self.count(reader) == round)
            #expect(try Self.count(reader, "log", where: "text = '\(round)'") == 1)
        }
        #expect(try Self.integrity(plain) == "ok")
    }

    @Test func framesOfARolledBackSpillNeverLandOnLaterCommits() throws {
        struct Stop: Error {}
        let directory = TemporaryDirectory()
        let gathering = try Self.database(directory)
        try Self.makeTables(gathering)
        try gathering.execute("PRAGMA cache_size = 8")
        let plain = try Self.database(directory, gathered: false)
        for round in 1...3 {
            let writes = try #require(gathering.gatheredLogWrites)
            #expect(throws: Stop.self) {
                try gathering.write { database in
                    for _ in 0..<300 { try database.statement("INSERT INTO rows (text) VALUES ('spilled' || ?1)").run([.text(Self.row)]) }
                    throw Stop()
                }
            }
            #expect(try #require(gathering.gatheredLogWrites) > writes, "the full cache wrote frames before the rollback (round \(round))")
            try plain.write { try $0.statement("INSERT INTO rows (text) VALUES (?1)").run([.text(Self.row)]) }
            try gathering.write { try $0.statement("INSERT INTO rows (text) VALUES (?1)").run([.text(Self.row)]) }
        }
        let fresh = try Self.database(directory, gathered: false)
        #expect(try Self.integrity(fresh) == "ok")
        #expect(try Self.count(fresh) == 6)
        #expect(try Self.count(fresh, where: "text LIKE 'spilled%'") == 0)
    }

    @Test func aCommitLargerThanTheBufferIsWholeAfterReopening() throws {
        let directory = TemporaryDirectory()
        do {
            let gathering = try Self.database(directory)
            try Self.makeTables(gathering)
            let writes = try #require(gathering.gatheredLogWrites)
            try gathering.write { database in
                for index in 0..<200 { try database.statement("INSERT INTO rows (text) VALUES (?1)").run([.text("\(index)" + Self.row)]) }
            }
            #expect(try #require(gathering.gatheredLogWrites) - writes > 1, "about 100 pages go in several writes")
        }
        let fresh = try Self.database(directory, gathered: false)
        #expect(try Self.integrity(fresh) == "ok")
        #expect(try Self.count(fresh) == 200)
        #expect(try Self.count(fresh, where: "text LIKE '199%'") == 1)
    }
}
