import Foundation
import DevSupport

/// One named benchmark: a summary of what it measures and the target, and the code that measures it.
struct Benchmark {
    /// The name given on the command line.
    let name: String
    /// What it measures and the target it is held to.
    let summary: String
    /// Runs the benchmark and prints its report lines.
    let run: () throws -> Void
}

/// Times a closure over several runs and reports the median and the best, in milliseconds.
func measure(_ label: String, runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    print(String(format: "   %@: median %.3f ms, best %.3f ms over %d runs", label, median, samples[0], runs))
    return median
}

/// The `kiosk` binary built beside this benchmark, or nil when there is none.
var kioskBinaryBesideBenchmark: String? {
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kiosk").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}

/// The `kiosk` binary beside this benchmark and the shared fixtures folder; nil, after printing which is missing,
/// when either is.
func kioskAndFixtures() -> (kiosk: String, fixtures: URL)? {
    guard let kiosk = kioskBinaryBesideBenchmark else {
        print("   skipped: build the kiosk product beside kiosk-bench first")
        return nil
    }
    guard let fixtures = Fixtures.directory else {
        print("   skipped: \(Fixtures.skipMessage)")
        return nil
    }
    return (kiosk, fixtures)
}

/// Runs a program under GNU time when there is one, for the program's own peak memory: a child this process starts
/// (posix_spawn shares this process's memory until exec) is charged this process's peak so far, which a benchmark that
/// generated a large document or ledger earlier in the run has raised. Without /usr/bin/time, the child's own
/// accounting, and a note that its peak may be this process's.
func runMeasuringOwnPeak(_ program: String, _ arguments: [String]) throws -> ChildProcess.Outcome {
    let time = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: time) else {
        print("   (no \(time): the peak below may be this benchmark's own)")
        return try ChildProcess.run(program, arguments)
    }
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-peak-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    var outcome = try ChildProcess.run(time, ["-f", "%M", "-o", report.path, program] + arguments)
    let kilobytes = (try? String(contentsOf: report, encoding: .utf8))?.split(separator: "\n").last.flatMap { Double($0) }
    if let kilobytes { outcome.peakMegabytes = kilobytes / 1_024 }
    return outcome
}

/// jq, the floor the document benchmarks run in turn with kiosk; nil, after saying the benchmark is skipped, when it is
/// not installed.
func jqFloor() -> String? {
    let jq = "/usr/bin/jq"
    guard FileManager.default.isExecutableFile(atPath: jq) else {
        print("   skipped: the floor needs \(jq)")
        return nil
    }
    return jq
}

/// Compiles a C program the benchmark carries (a floor, a launcher) into a directory and returns its path; `nil`
/// when there is no C compiler or the libraries it links are missing.
func buildCProgram(named name: String, source: String, linking libraries: [String], in directory: URL) throws -> String? {
    let sourceFile = directory.appendingPathComponent("\(name).c"), program = directory.appendingPathComponent(name)
    try source.write(to: sourceFile, atomically: true, encoding: .utf8)
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/cc"),
          let built = try? ChildProcess.run("/usr/bin/cc", ["-O2", "-o", program.path, sourceFile.path] + libraries.map { "-l\($0)" }),
          built.status == 0 else { return nil }
    return program.path
}
