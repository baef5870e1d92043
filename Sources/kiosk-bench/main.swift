import Foundation
import PaywallModel

/// kiosk-bench: measures the speed targets of the issues in a release build.
///
/// Usage: `swift run -c release kiosk-bench [NAME...]`; with no name, runs every benchmark.
InputLimits.use(environment: ProcessInfo.processInfo.environment)
let requested = Set(CommandLine.arguments.dropFirst())
if requested.contains("--help") || requested.contains("-h") {
    print("usage: kiosk-bench [NAME...]\n\nBenchmarks:")
    for benchmark in BenchmarkRegistry.all { print("  \(benchmark.name)  \(benchmark.summary)") }
    exit(0)
}
let unknown = requested.subtracting(BenchmarkRegistry.all.map(\.name))
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("kiosk-bench: unknown benchmark(s): \(unknown.sorted().joined(separator: ", "))\n".utf8))
    exit(64)
}
for benchmark in BenchmarkRegistry.all where requested.isEmpty || requested.contains(benchmark.name) {
    print("== \(benchmark.name): \(benchmark.summary)")
    do {
        try benchmark.run()
    } catch {
        print("   failed: \(error)")
    }
}
