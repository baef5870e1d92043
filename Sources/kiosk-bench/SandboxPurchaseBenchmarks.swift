import Foundation
import PaywallModel
import PurchaseFlow
import DevSupport

/// The sandbox store's purchase targets: durable signed purchases + finishes in process, and one
/// `kiosk sandbox buy --finish` as a whole process, each against a floor measured in the same run.
enum SandboxPurchaseBenchmarks {
    static var purchases: Benchmark {
        Benchmark(
            name: "sandbox-purchases",
            summary: "signed purchases + finishes per second into a durable (WAL) ledger, against plain SQLite inserts + updates (target > 12,000/s)",
            run: runPurchases
        )
    }

    static var buy: Benchmark {
        Benchmark(
            name: "sandbox-buy",
            summary: "kiosk sandbox buy --finish as a whole process, against kiosk --version (target < 11 ms)",
            run: runBuy
        )
    }

    /// What one run of purchases + finishes (or of the floor's inserts + updates) cost.
    private struct Round {
        var perSecond: Double
        var cpuMicroseconds: Double
        /// The CPU of the thread running the loop alone (nonces are made ahead on another).
        var loopThreadCPUMicroseconds: Double
        var pages: Double
    }

    static func runPurchases() throws {
        let count = 3_000
        var store: [Round] = [], floor: [Round] = []
        var rowText = ""
        for _ in 0..<3 {
            try SandboxBenchmarks.withStateDirectory { directory in
                let (round, jws) = try purchaseRound(count: count, in: directory)
                store.append(round)
                rowText = jws
                floor.append(try floorRound(count: count, rowText: rowText, in: directory))
            }
        }
        let (kiosk, plain) = (median(store), median(floor))
        print(String(format: "   kiosk: %d signed purchases + finishes: %.0f per second, CPU %.1f us (%.1f us on the purchasing thread) and %.1f pages written each (medians of %d rounds)",
                     count, kiosk.perSecond, kiosk.cpuMicroseconds, kiosk.loopThreadCPUMicroseconds, kiosk.pages, store.count))
        print(String(format: "   floor: %d plain inserts + updates of %d-byte rows, one commit each, same SQLite and settings, SQLite's own VFS: %.0f per second, CPU %.1f us and %.1f pages each",
                     count, rowText.utf8.count, plain.perSecond, plain.cpuMicroseconds, plain.pages))
        print(String(format: "   ratio %.2fx the floor's rate (CPU %.2fx); target 12,000/s: %@", kiosk.perSecond / plain.perSecond,
                     kiosk.cpuMicroseconds / plain.cpuMicroseconds, kiosk.perSecond > 12_000 ? "met" : "MISSED"))
        print("   load average: \(RenderBenchmark.loadAverage())")
    }

    /// Buys and finishes a consumable `count` times on a new store; returns the cost and the last row's JWS.
    private static func purchaseRound(count: Int, in directory: URL) throws -> (Round, String) {
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.appendingPathComponent("store"))
        let consumable = try SandboxBenchmarks.productID(.consumable)
        var jws = ""
        let round = try timed(count: count, database: store.ledger.database) {
            guard case .completed(let record) = try store.purchase(PurchaseRequest(productID: consumable)) else {
                throw MarketplaceError(.unknown, "the benchmark purchase did not complete")
            }
            try store.finish(record.id)
            jws = record.jws ?? ""
        }
        let verified = try store.records().filter { store.verifier.verify($0).verifiedTransaction != nil }.count
        guard verified == count else { throw BenchFailure("only \(verified) of \(count) transactions verify after the run") }
        return (round, jws)
    }

    /// The floor: a row as long as a signed transaction inserted, then marked finished, one commit each, through
    /// the same SQLite library with the ledger's settings (WAL, synchronous NORMAL).
    private static func floorRound(count: Int, rowText: String, in directory: URL) throws -> Round {
        // SQLite's own VFS, as the sqlite3 shell writes: two writes a frame.
        let database = try SQLiteDatabase(path: directory.appendingPathComponent("floor.sqlite").path, gathersLogWrites: false)
        try database.execute("CREATE TABLE rows (id INTEGER PRIMARY KEY, text TEXT NOT NULL, is_finished INTEGER NOT NULL DEFAULT 0)")
        let insert = try database.statement("INSERT INTO rows (id, text) VALUES (?1, ?2)")
        let update = try database.statement("UPDATE rows SET is_finished = 1 WHERE id = ?1")
        var id: Int64 = 0
        return try timed(count: count, database: database) {
            id += 1
            try database.write { _ in try insert.run([.integer(id), .text(rowText)]) }
            try database.write { _ in try update.run([.integer(id)]) }
        }
    }

    private static func timed(count: Int, database: SQLiteDatabase, _ body: () throws -> Void) throws -> Round {
        let pages = database.pagesWritten
        let cpu = processCPUMicroseconds(), threadCPU = threadCPUMicroseconds()
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<count { try body() }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        return Round(perSecond: Double(count) / seconds, cpuMicroseconds: (processCPUMicroseconds() - cpu) / Double(count),
                     loopThreadCPUMicroseconds: (threadCPUMicroseconds() - threadCPU) / Double(count),
                     pages: Double(database.pagesWritten - pages) / Double(count))
    }

    private static func processCPUMicroseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) * 1_000_000 + Double($1.tv_usec) }
    }

    /// The CPU the calling thread has used.
    private static func threadCPUMicroseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1_000
    }

    private static func median(_ rounds: [Round]) -> Round {
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Round(perSecond: middle(rounds.map(\.perSecond)), cpuMicroseconds: middle(rounds.map(\.cpuMicroseconds)),
                     loopThreadCPUMicroseconds: middle(rounds.map(\.loopThreadCPUMicroseconds)), pages: middle(rounds.map(\.pages)))
    }

    /// `kiosk sandbox buy demo.coins.100 --finish` on a ledger made by an earlier buy, and `kiosk --version` (the
    /// same binary and libraries doing nothing), run in turn; prints the medians of wall and CPU time and the ratio.
    static func runBuy() throws {
        guard let kiosk = kioskBinaryBesideBenchmark else {
            print("   skipped: needs kiosk built beside kiosk-bench (swift build -c release --product kiosk)")
            return
        }
        try SandboxBenchmarks.withStateDirectory { directory in
            let buy = ["sandbox", "buy", try SandboxBenchmarks.productID(.consumable), "--finish", "--state", directory.path]
            guard try ChildProcess.run(kiosk, buy).status == 0 else { throw BenchFailure("kiosk sandbox buy failed") }
            var buys: [ChildProcess.Outcome] = [], floors: [ChildProcess.Outcome] = []
            for _ in 0..<31 {
                let bought = try ChildProcess.run(kiosk, buy)
                guard bought.status == 0, bought.output.hasPrefix("Bought ") else { throw BenchFailure("kiosk sandbox buy said: \(bought.output)") }
                buys.append(bought)
                floors.append(try ChildProcess.run(kiosk, ["--version"]))
            }
            func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            let (wall, floorWall) = (middle(buys.map(\.milliseconds)), middle(floors.map(\.milliseconds)))
            let (cpu, floorCPU) = (middle(buys.map(\.cpuMilliseconds)), middle(floors.map(\.cpuMilliseconds)))
            print(String(format: "   medians of %d runs: kiosk sandbox buy --finish %.1f ms (CPU %.1f ms); floor, kiosk --version: %.1f ms (CPU %.1f ms)",
                         buys.count, wall, cpu, floorWall, floorCPU))
            // The issue set 11 ms when a process doing nothing took 8 ms here; kiosk's own start-up (`--version`) has
            // since been made faster, so the target is judged by the buy's wall time, with the floor for context.
            print(String(format: "   ratio %.2fx the floor (CPU %.2fx), %.1f ms above it (CPU %.1f ms); target < 11 ms: %@",
                         wall / floorWall, cpu / floorCPU, wall - floorWall, cpu - floorCPU, wall < 11 ? "met" : "MISSED"))
            print("   load average: \(RenderBenchmark.loadAverage())")
        }
    }
}
