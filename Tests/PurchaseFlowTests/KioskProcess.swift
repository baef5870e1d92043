import Foundation
import Testing
import TestSupport

/// Runs the built `kiosk` binary as a child process, for tests that need a second process or a real crash.
struct KioskProcess {
    /// The outcome of one run.
    struct Outcome {
        /// The exit status, or the signal number when `crashed`.
        let status: Int32
        /// Whether the process died of a signal (an `abort()` at a crash point).
        let crashed: Bool
        /// Standard output.
        let output: String
        /// Standard error.
        let error: String
    }

    /// The `kiosk` binary beside the test bundle, or nil when it was not built.
    static let executable: URL? = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundle.appendingPathComponent("kiosk"), bundle.deletingLastPathComponent().appendingPathComponent("kiosk")]
        return candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    }()

    /// Starts `kiosk ARGUMENTS` with extra environment variables; call `wait` on the result.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = try #require(executable, "the kiosk binary was not built")
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited.removeValue(forKey: "KIOSK_CRASH_AT")
        process.environment = inherited.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return (process, output, error)
    }

    /// Waits for a started process and collects what it wrote.
    static func wait(_ started: (Process, Pipe, Pipe)) -> Outcome {
        let (process, output, error) = started
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                       output: String(decoding: out, as: UTF8.self), error: String(decoding: err, as: UTF8.self))
    }

    /// Runs `kiosk ARGUMENTS` to the end.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        wait(try start(arguments, environment: environment))
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only when the `kiosk` binary was built beside the tests; otherwise the runner reports a skip.
    static var needsKioskBinary: Self {
        .enabled(if: KioskProcess.executable != nil, "the kiosk binary was not built beside the tests (swift build)")
    }
}
