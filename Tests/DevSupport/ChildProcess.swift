import Foundation

/// Runs a program to its end and returns its standard output, for tests and benchmarks that drive `kiosk` and
/// tmux.
///
/// Output goes through a file, not a pipe (a tmux server started by the command would hold a pipe open
/// forever); the child starts with no signals blocked and default dispositions (test threads block signals,
/// and a tmux server that inherited that mask would never see SIGCHLD or exit), and is reaped with `wait4`, which
/// also gives what the run cost (benchmarks report it).
public enum ChildProcess {
    /// What a finished program left.
    public struct Outcome: Sendable {
        /// The exit status (or 128 + the signal that ended it).
        public var status: Int32
        /// Everything written to standard output.
        public var output: String
        /// Wall-clock time from start to exit, in milliseconds.
        public var milliseconds: Double
        /// The largest resident set the program had, in megabytes.
        public var peakMegabytes: Double
        /// The CPU time it used, user and system, in milliseconds.
        public var cpuMilliseconds: Double
    }

    /// Runs `path` with `arguments`; standard input is /dev/null and standard error is dropped.
    public static func run(_ path: String, _ arguments: [String]) throws -> Outcome {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-child-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), everySignal = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words = [path] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, &argv, environ)
        guard spawned == 0 else { throw Failure(description: "could not start \(path): error \(spawned)") }
        var waitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &waitStatus, 0, &usage) == -1 && errno == EINTR {}
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let signal = waitStatus & 0x7F
        let status = signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal
        return Outcome(status: status, output: String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self),
                       milliseconds: milliseconds, peakMegabytes: Double(usage.ru_maxrss) / 1_024,
                       cpuMilliseconds: cpuMilliseconds(usage.ru_utime) + cpuMilliseconds(usage.ru_stime))
    }

    private static func cpuMilliseconds(_ time: timeval) -> Double {
        Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000
    }

    /// A program that could not be started.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }
}
