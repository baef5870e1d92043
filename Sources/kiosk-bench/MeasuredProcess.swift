import Foundation

/// Runs a program to the end with its output thrown away, and reports its wall time and peak memory.
enum MeasuredProcess {
    /// What one run cost.
    struct Cost {
        /// The exit status (or 128 + the signal that ended it).
        var status: Int32
        /// Wall-clock time from start to exit, in milliseconds.
        var milliseconds: Double
        /// The largest resident set the program had, in megabytes.
        var peakMegabytes: Double
    }

    /// Runs `path` with `arguments`, standard input from /dev/null, standard output and error to /dev/null.
    static func run(_ path: String, _ arguments: [String]) throws -> Cost {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, &argv, environ)
        guard spawned == 0 else { throw BenchFailure("could not start \(path): error \(spawned)") }
        var waitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &waitStatus, 0, &usage) == -1 && errno == EINTR {}
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let signal = waitStatus & 0x7F
        return Cost(status: signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal, milliseconds: milliseconds,
                    peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }

    /// The `kiosk` binary built beside this benchmark, or nil when there is none.
    static var kioskBinary: String? {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("kiosk").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
