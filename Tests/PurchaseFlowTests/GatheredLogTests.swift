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

    /// Inserts rows whose text starts with their number in `range`.
    private static func insertNumberedRows(_ database: SQLiteDatabase, _ range: Range<Int>) throws {
        for index in range { try database.statement("INSERT INTO rows (text) VALUES (?1)").run([.text("\(index)" + row)]) }
    }

    /// A connection through SQLite's own VFS, after `integrity_check` found the database whole.
    private static func reopened(_ directory: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws -> SQLiteDatabase {
        let fresh = try database(directory, gathered: false)
        #expect(try integrity(fresh) == "ok", sourceLocation: sourceLocation)
        return fresh
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

    /// A spill of a few pages stays in the buffer whole (the 64 KB limit writes nothing early), and the other
    /// connection's commit is larger, so its frames cover every offset the rolled-back frames would go to: were they
    /// written after it (the buffer kept past the rollback's release of the write lock), they would replace its pages.
    /// Each round starts after a checkpoint that copied the whole log, so the spill starts the log again and the
    /// rollback reads its pages back from the database file, not the log (a read of the log writes the buffer first).
    @Test func framesOfARolledBackSpillNeverLandOnLaterCommits() throws {
        struct Stop: Error {}
        let directory = TemporaryDirectory()
        let gathering = try Self.database(directory)
        try Self.makeTables(gathering)
        try gathering.execute("PRAGMA cache_size = 8")
        let plain = try Self.database(directory, gathered: false)
        for round in 1...3 {
            let checkpoint = try gathering.read { try $0.statement("PRAGMA wal_checkpoint(PASSIVE)").firstRow { [$0.int(0), $0.int(1), $0.int(2)] } }
            #expect(checkpoint?[0] == 0 && checkpoint?[1] == checkpoint?[2], "the whole log was copied: \(String(describing: checkpoint))")
            let (writes, pages) = (try #require(gathering.gatheredLogWrites), gathering.pagesWritten)
            #expect(throws: Stop.self) {
                try gathering.write { database in
                    for _ in 0..<30 { try database.statement("INSERT INTO rows (text) VALUES ('spilled' || ?1)").run([.text(Self.row)]) }
                    throw Stop()
                }
            }
            let spilled = gathering.pagesWritten - pages
            #expect(spilled >= 3 && spilled * (4_096 + 24) < 64 * 1_024, "the full cache spilled a few pages (round \(round)): \(spilled)")
            let spillWrites = try #require(gathering.gatheredLogWrites) - writes
            #expect(spillWrites <= 2, "the log's header written again, then the whole spill at once: \(spillWrites) writes")
            try plain.write { database in
                for _ in 0..<40 { try database.statement("INSERT INTO rows (text) VALUES (?1)").run([.text(Self.row)]) }
            }
            #expect(try Self.count(gathering) == 40 * round + round - 1)
            try gathering.write { try $0.statement("INSERT INTO rows (text) VALUES (?1)").run([.text(Self.row)]) }
            #expect(try Self.count(plain) == 41 * round)
        }
        let fresh = try Self.reopened(directory)
        #expect(try Self.count(fresh) == 123)
        #expect(try Self.count(fresh, where: "text LIKE 'spilled%'") == 0)
    }

    /// A commit that spilled: SQLite writes again, in place, the pages of frames it already wrote (the page alone),
    /// then reads those frames back and writes their headers with new checksums. Reopened with SQLite's own VFS and no
    /// index (every connection closed), the log is read again from its bytes.
    @Test func aCommitThatSpilledIsWholeAfterReopening() throws {
        let directory = TemporaryDirectory()
        do {
            let gathering = try Self.database(directory)
            try Self.makeTables(gathering)
            try gathering.execute("PRAGMA cache_size = 8")
            let pages = gathering.pagesWritten
            try gathering.write { database in
                try Self.insertNumberedRows(database, 0..<100)
                try database.execute("UPDATE rows SET text = 'changed' || text WHERE id <= 10")
                try database.execute("UPDATE rows SET text = 'changed' || text WHERE id = 50")
            }
            #expect(gathering.pagesWritten - pages > 40, "the commit spilled and wrote pages again")
        }
        let fresh = try Self.reopened(directory)
        #expect(try Self.count(fresh) == 100)
        #expect(try Self.count(fresh, where: "text LIKE 'changed%'") == 11)
        #expect(try Self.count(fresh, where: "text LIKE 'changed50a%'") == 0)
        #expect(try Self.count(fresh, where: "text LIKE 'changed49a%'") == 1)
    }

    /// After a checkpoint that copied the whole log, the next commit starts the log again: SQLite writes its 32-byte
    /// header at offset 0, then the commit's frames from offset 32 over the old ones.
    @Test func aLogStartedAgainAfterACheckpointIsWholeAfterReopening() throws {
        let directory = TemporaryDirectory()
        do {
            let gathering = try Self.database(directory)
            try Self.makeTables(gathering)
            try gathering.write { database in
                try Self.insertNumberedRows(database, 0..<40)
            }
            let checkpoint = try gathering.read { try $0.statement("PRAGMA wal_checkpoint(PASSIVE)").firstRow { [$0.int(0), $0.int(1), $0.int(2)] } }
            #expect(checkpoint?[0] == 0 && checkpoint?[1] == checkpoint?[2], "the whole log was copied: \(String(describing: checkpoint))")
            for round in 0..<3 {
                try gathering.write { database in
                    for table in ["rows", "log", "outbox"] {
                        try database.statement("INSERT INTO \(table) (text) VALUES (?1)").run([.text("again\(round)" + Self.row)])
                    }
                }
            }
        }
        let fresh = try Self.reopened(directory)
        #expect(try Self.count(fresh) == 43)
        #expect(try Self.count(fresh, "outbox", where: "text LIKE 'again2%'") == 1)
        let frames = try fresh.read { try $0.statement("PRAGMA wal_checkpoint(PASSIVE)").firstRow { $0.int(1) } }
        #expect((frames ?? 0) > 0 && (frames ?? 0) < 40, "the log holds the three commits after the start again: \(String(describing: frames))")
    }

    /// A write of buffered frames that fails where SQLite takes no result (a barrier on the log's index) is kept: the
    /// transaction that lost them fails to commit instead of committing with frames missing (pages the log's index
    /// names that the log does not hold), and the next one commits.
    @Test func aLostWriteOfBufferedFramesFailsTheirCommit() throws {
        let directory = TemporaryDirectory()
        let gathering = try Self.database(directory)
        try Self.makeTables(gathering)
        try gathering.execute("PRAGMA cache_size = 8")
        var failed = false
        #expect(throws: SQLiteError.self) {
            try gathering.write { database in
                try Self.insertNumberedRows(database, 0..<30)
                failed = database.failBufferedLogWriteForTesting()
                // Another table's rows: nothing reads the lost pages back before the commit, which SQLite would find
                // wrong on its own.
                for index in 0..<3 { try database.statement("INSERT INTO log (text) VALUES (?1)").run([.text("\(index)")]) }
            }
        }
        #expect(failed, "frames were buffered when the write failed")
        #expect(try Self.count(gathering) == 0)
        #expect(try Self.count(gathering, "log") == 0)
        try gathering.write { try $0.statement("INSERT INTO rows (text) VALUES (?1)").run([.text(Self.row)]) }
        #expect(try Self.count(gathering) == 1)
        let fresh = try Self.reopened(directory)
        #expect(try Self.count(fresh) == 1)
    }

    @Test func aCommitLargerThanTheBufferIsWholeAfterReopening() throws {
        let directory = TemporaryDirectory()
        do {
            let gathering = try Self.database(directory)
            try Self.makeTables(gathering)
            let writes = try #require(gathering.gatheredLogWrites)
            try gathering.write { database in
                try Self.insertNumberedRows(database, 0..<200)
            }
            #expect(try #require(gathering.gatheredLogWrites) - writes > 1, "about 100 pages go in several writes")
        }
        let fresh = try Self.reopened(directory)
        #expect(try Self.count(fresh) == 200)
        #expect(try Self.count(fresh, where: "text LIKE '199%'") == 1)
    }

    /// The descriptors of this process open on `path` (read from /proc/self/fd).
    private static func descriptors(of path: String) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.filter { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) == path }.count
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "write-back is started on 64-bit Linux only"))
    func theLogsWriteBackIsStartedOnceAMegabyteAndItsDescriptorClosedWithIt() throws {
        let directory = TemporaryDirectory()
        let log = directory.file("test.sqlite").path + "-wal"
        let frame = 24 + 4_096
        do {
            let gathering = try Self.database(directory)
            try Self.makeTables(gathering)
            func writtenMegabytes() -> Int64 { Int64((32 + gathering.pagesWritten * frame) / (1_024 * 1_024)) }
            var inserted = 0
            while (gathering.pagesWritten + 3) * frame < 1_024 * 1_024 {
                try gathering.write { try Self.insertNumberedRows($0, inserted..<inserted + 1) }
                inserted += 1
            }
            #expect(gathering.logWriteBacksStarted == 0, "under a megabyte written")
            #expect(Self.descriptors(of: log) == 1, "SQLite's own")
            while writtenMegabytes() < 3 {
                try gathering.write { try Self.insertNumberedRows($0, inserted..<inserted + 2) }
                inserted += 2
            }
            #expect(gathering.logWriteBacksStarted == writtenMegabytes())
            #expect(Self.descriptors(of: log) == 2, "SQLite's and the VFS's own")
            #expect(try Self.database(directory, gathered: false).logWriteBacksStarted == nil)
            #expect(try Self.count(gathering) == inserted)
        }
        #expect(Self.descriptors(of: log) == 0)
        let fresh = try Self.reopened(directory)
        #expect(try Self.count(fresh, where: "text LIKE '0a%'") == 1)
    }
}
