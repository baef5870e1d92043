import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// A process killed at any moment, with a commit's frames in its log's buffer or being written, loses no commit it
/// reported and leaves no part of one: the next process rebuilds the log's index from the log's bytes.
@Suite("A process killed while its log's frames are buffered or written")
struct GatheredLogKillTests {
    private static let row = String(repeating: "k", count: 1_500)

    /// Five child processes in turn commit transactions into one database until each kills itself with SIGKILL at a
    /// random moment (20 to 100 ms into its loop); after each, a connection through SQLiteDatabase's own VFS finds
    /// every transaction the child reported committed, each whole, and nothing else.
    @Test func everyCommitReportedBeforeAKillIsThereAfterIt() async throws {
        let directory = TemporaryDirectory()
        let path = directory.file("test.sqlite").path
        var reported = 0
        for round in 1...5 {
            let delay = Int.random(in: 20_000...100_000)
            let result = await #expect(processExitsWith: .signal(SIGKILL), observing: [\.standardOutputContent]) { [path = path as String, delay = delay as Int] in
                try Self.commitUntilKilled(path: path, afterMicroseconds: delay)
            }
            let ids = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
            reported += ids.count
            let database = try SQLiteDatabase(path: path, gathersLogWrites: false)
            #expect(try database.read { try $0.statement("PRAGMA integrity_check").firstRow { $0.text(0) } } == "ok", "round \(round)")
            let (batches, last) = try database.read { database in
                try database.statement("SELECT COUNT(*), COALESCE(MAX(id), 0) FROM batches").firstRow { ($0.int(0), $0.int(1)) }
            } ?? (-1, -1)
            #expect(batches == last, "no transaction is missing before the last one found (round \(round))")
            #expect(last >= ids.last ?? 0, "the last reported commit, \(ids.last ?? 0), is there (round \(round))")
            let broken = try database.read { database in
                try database.statement("""
                    SELECT (SELECT COUNT(*) FROM batches b WHERE b.rows != (SELECT COUNT(*) FROM rows r WHERE r.batch = b.id))
                         + (SELECT COUNT(*) FROM rows WHERE batch NOT IN (SELECT id FROM batches))
                    """).firstRow { $0.int(0) }
            }
            #expect(broken == 0, "every transaction found is whole, and no rolled-back row is there (round \(round))")
        }
        #expect(reported > 0)
    }

    /// The child's loop: transactions of 1, 4 and 30 rows of 1.5 KB (30 spill a cache of 8 pages, so the commit
    /// writes spilled pages again in place and mends their checksums), a spill rolled back every fifth and a
    /// checkpoint every 25th (so the log starts again), each committed one's number written to standard output.
    private static func commitUntilKilled(path: String, afterMicroseconds delay: Int) throws {
        struct Stop: Error {}
        let database = try SQLiteDatabase(path: path)
        try database.execute("PRAGMA cache_size = 8")
        try database.write { database in
            try database.execute("CREATE TABLE IF NOT EXISTS batches (id INTEGER PRIMARY KEY, rows INTEGER NOT NULL)")
            try database.execute("CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, batch INTEGER NOT NULL, text TEXT NOT NULL)")
        }
        var id = try database.read { try $0.statement("SELECT COALESCE(MAX(id), 0) FROM batches").firstRow { $0.int(0) } } ?? 0
        Thread.detachNewThread {
            usleep(UInt32(delay))
            kill(getpid(), SIGKILL)
        }
        while true {
            id += 1
            let rows = [1, 4, 30][id % 3]
            try database.write { database in
                for _ in 0..<rows {
                    try database.statement("INSERT INTO rows (batch, text) VALUES (?1, ?2)").run([.integer(Int64(id)), .text(row)])
                }
                try database.statement("UPDATE rows SET text = 'first' || text WHERE id = (SELECT MIN(id) FROM rows WHERE batch = ?1)")
                    .run([.integer(Int64(id))])
                try database.statement("INSERT INTO batches (id, rows) VALUES (?1, ?2)").run([.integer(Int64(id)), .integer(Int64(rows))])
            }
            FileHandle.standardOutput.write(Data("\(id)\n".utf8))
            if id.isMultiple(of: 5) {
                _ = try? database.write { database in
                    for _ in 0..<30 {
                        try database.statement("INSERT INTO rows (batch, text) VALUES (?1, ?2)").run([.integer(-1), .text(row)])
                    }
                    throw Stop()
                }
            }
            if id.isMultiple(of: 25) { try database.execute("PRAGMA wal_checkpoint(PASSIVE)") }
        }
    }
}
