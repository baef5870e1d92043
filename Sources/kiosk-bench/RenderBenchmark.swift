import Foundation
import DevSupport

/// `kiosk render` of one placement as a whole process against `jq -c .` on the same file, run in turn in the same
/// run: v2-templates.json (700 KB; target at most 0.45x jq) and its offerings copied 64 times (45 MB; target at
/// most 0.2x jq: the cost grows with the paywall drawn, not with the document).
enum RenderBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "render",
            summary: "kiosk render of one placement against jq -c . on the same file: 700 KB (target <= 0.45x jq), 45 MB (<= 0.2x jq)",
            run: run
        )
    }

    static func run() throws {
        guard let (kiosk, fixtures) = kioskAndFixtures(), let jq = jqFloor() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let template = fixtures.appendingPathComponent("revenuecat/v2-templates.json")
        let large = directory.appendingPathComponent("large.json")
        try writeCopies(of: template, copies: 64, to: large)
        let state = directory.appendingPathComponent("state").path
        try compare(kiosk, jq: jq, file: template, state: state, runs: 21, target: 0.45)
        try compare(kiosk, jq: jq, file: large, state: state, runs: 5, target: 0.2)
    }

    /// Runs `kiosk render` and jq in turn (so a change in the machine's load touches both alike) and prints the
    /// medians of wall and CPU time and their ratios, and kiosk's own peak memory from one more run under GNU time.
    private static func compare(_ kiosk: String, jq: String, file: URL, state: String, runs: Int, target: Double) throws {
        let renderArguments = ["render", "--offerings", file.path, "--placement", "template_004", "--state", state]
        var kioskRuns: [ChildProcess.Outcome] = []
        var jqRuns: [ChildProcess.Outcome] = []
        for _ in 0..<runs {
            let render = try ChildProcess.run(kiosk, renderArguments)
            guard render.status == 0 else { throw BenchFailure("kiosk render exited with \(render.status)") }
            kioskRuns.append(render)
            jqRuns.append(try ChildProcess.run(jq, ["-c", ".", file.path]))
        }
        let peak = try runMeasuringOwnPeak(kiosk, renderArguments).peakMegabytes
        let megabytes = Double((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) / 1_000_000
        let (kioskWall, jqWall) = (median(kioskRuns.map(\.milliseconds)), median(jqRuns.map(\.milliseconds)))
        let (kioskCPU, jqCPU) = (median(kioskRuns.map(\.cpuMilliseconds)), median(jqRuns.map(\.cpuMilliseconds)))
        print(String(format: "   %@ (%.1f MB), medians of %d runs: kiosk render %.1f ms (CPU %.1f ms, peak %.1f MB), jq -c . %.1f ms (CPU %.1f ms)",
                     file.lastPathComponent, megabytes, runs, kioskWall, kioskCPU, peak, jqWall, jqCPU))
        print(String(format: "   ratio %.2fx jq (CPU %.2fx); target <= %.2fx: %@", kioskWall / jqWall, kioskCPU / jqCPU, target,
                     kioskWall / jqWall <= target ? "met" : "MISSED"))
        print("   load average: \(loadAverage())")
    }

    /// Writes the template with its offerings repeated `copies` times, each copy's offering identifiers numbered,
    /// keeping the template's layout (so the text is `copies` times the offerings' text).
    static func writeCopies(of template: URL, copies: Int, to file: URL) throws {
        let text = try String(contentsOf: template, encoding: .utf8)
        guard let open = text.range(of: "\"offerings\": ["), let close = text.range(of: "\n ],\n \"placements\"", range: open.upperBound..<text.endIndex) else {
            throw BenchFailure("v2-templates.json is not laid out as expected (its offerings array, then its placements)")
        }
        let offerings = String(text[open.upperBound..<close.lowerBound])
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(text[..<open.upperBound].utf8))
        for copy in 0..<copies {
            let numbered = copy == 0 ? offerings
                : "," + offerings.replacingOccurrences(of: "\"identifier\": \"template_", with: "\"identifier\": \"copy\(copy)_template_")
            try handle.write(contentsOf: Data(numbered.utf8))
        }
        try handle.write(contentsOf: Data(text[close.lowerBound...].utf8))
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    /// The 1, 5 and 15 minute load averages, as /proc says them.
    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }
}
