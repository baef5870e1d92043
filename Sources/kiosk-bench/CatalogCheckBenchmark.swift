import Foundation
import DevSupport

/// `kiosk catalog check` of a generated catalog as a whole process against `jq -c .` on the same file, run in turn:
/// 30,000 products (target: at most jq's time) and 10,000, to show the cost grows linearly with the catalog.
enum CatalogCheckBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "catalog-check",
            summary: "kiosk catalog check of a generated 30,000-product catalog against jq -c . on the same file (target <= jq, linear: 10,000 products too)",
            run: run
        )
    }

    /// The product counts checked, the largest last (the target is judged on it).
    private static let productCounts = [10_000, 30_000]

    /// The most CPU time 30,000 products may take against 10,000 to count as linear: three times, and a fifth more
    /// for the start-up both share and the machine's noise.
    private static let linearLimit = 3.6

    static func run() throws {
        guard let kiosk = kioskBinaryBesideBenchmark else {
            print("   skipped: needs kiosk built beside kiosk-bench (swift build -c release --product kiosk)")
            return
        }
        guard let jq = jqFloor() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var kioskCPU: [Int: Double] = [:]
        for count in productCounts {
            let file = directory.appendingPathComponent("Generated\(count).storekit")
            try Data(GeneratedCatalog.text(productCount: count).utf8).write(to: file)
            kioskCPU[count] = try compare(kiosk, jq: jq, file: file, products: count, runs: 5)
        }
        if let small = kioskCPU[productCounts[0]], let large = kioskCPU[productCounts[1]] {
            let growth = large / small
            print(String(format: "   CPU for %d products against %d: %.2fx (linear is 3x; at most %.1fx): %@", productCounts[1], productCounts[0],
                         growth, linearLimit, growth <= linearLimit ? "linear" : "NOT LINEAR"))
        }
        print("   load average: \(RenderBenchmark.loadAverage())")
    }

    /// Runs `kiosk catalog check` and jq in turn and prints the medians of wall and CPU time and their ratio, judged
    /// against the target (at most jq's time) for the largest catalog; returns kiosk's median CPU time.
    private static func compare(_ kiosk: String, jq: String, file: URL, products: Int, runs: Int) throws -> Double {
        var kioskRuns: [ChildProcess.Outcome] = []
        var jqRuns: [ChildProcess.Outcome] = []
        for _ in 0..<runs {
            let check = try ChildProcess.run(kiosk, ["catalog", "check", file.path])
            guard check.status == 0 else { throw BenchFailure("kiosk catalog check exited with \(check.status): \(check.output.prefix(300))") }
            kioskRuns.append(check)
            jqRuns.append(try ChildProcess.run(jq, ["-c", ".", file.path]))
        }
        let (kioskWall, jqWall) = (median(kioskRuns.map(\.milliseconds)), median(jqRuns.map(\.milliseconds)))
        let (kioskCPU, jqCPU) = (median(kioskRuns.map(\.cpuMilliseconds)), median(jqRuns.map(\.cpuMilliseconds)))
        let megabytes = Double((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) / 1_000_000
        print(String(format: "   %d products (%.1f MB), medians of %d runs: kiosk catalog check %.1f ms (CPU %.1f ms), jq -c . %.1f ms (CPU %.1f ms)",
                     products, megabytes, runs, kioskWall, kioskCPU, jqWall, jqCPU))
        let verdict = products == productCounts.last ? (kioskWall <= jqWall ? ": met" : ": MISSED") : ""
        print(String(format: "   ratio %.2fx jq (CPU %.2fx); target <= 1x%@", kioskWall / jqWall, kioskCPU / jqCPU, verdict))
        return kioskCPU
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}
