import Foundation
import PaywallModel

/// Loads a generated 10,000-product `.storekit` catalog (target: under 100 ms in release).
enum CatalogLoadBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "catalog-load",
            summary: "load a generated 10,000-product .storekit catalog (target < 100 ms)",
            run: run
        )
    }

    static func run() throws {
        let text = GeneratedCatalog.text(productCount: 10_000)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Generated.storekit")
        try Data(text.utf8).write(to: file)
        print("   catalog: \(text.utf8.count / 1024) KiB")
        let data = Data(text.utf8)
        _ = try measure("parse the JSON alone") { _ = try JSONDocument(data: data) }
        var wall: [Double] = []
        var cpu: [Double] = []
        var catalog: Catalog?
        for _ in 0..<7 {
            catalog = nil
            let (wallStart, cpuStart) = (DispatchTime.now().uptimeNanoseconds, threadCPUMilliseconds())
            let loaded = try Catalog.load(from: file)
            cpu.append(threadCPUMilliseconds() - cpuStart)
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1_000_000)
            catalog = loaded
        }
        (wall, cpu) = (wall.sorted(), cpu.sorted())
        print(String(format: "   load from file: median %.3f ms, best %.3f ms over 7 runs", wall[3], wall[0]))
        print(String(format: "   the same, CPU time of this thread (excludes waiting on a busy machine): median %.3f ms, best %.3f ms", cpu[3], cpu[0]))
        func verdict(_ milliseconds: Double) -> String { milliseconds < 100 ? "met" : "MISSED" }
        print("   loaded \(catalog?.products.count ?? 0) products in \(catalog?.subscriptionGroups.count ?? 0) groups; " +
              "target 100 ms: \(verdict(wall[3])) by wall time, \(verdict(cpu[3])) by CPU time")
    }
}

/// The CPU time this thread has used, in milliseconds: steadier than wall time on a busy machine.
private func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}
