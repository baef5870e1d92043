import Foundation
import DevSupport

/// Measures the real `kiosk` binary in a tmux terminal: the time from starting it to its first frame on the
/// screen (an upper bound: tmux's own start and polling are included), and its resident memory once the demo's
/// store is read and a paywall is open.
enum EndToEndStartup {
    /// Runs the measurement, or says why it cannot (no tmux, no kiosk binary beside kiosk-bench).
    static func measure() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), let kiosk = kioskBinaryBesideBenchmark else {
            print("   the real binary: skipped (needs /usr/bin/tmux and kiosk built beside kiosk-bench)")
            return
        }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let socket = "kiosk-bench-\(getpid())"
        defer { _ = try? tmux(socket, ["kill-server"]) }
        var samples: [Double] = []
        for run in 0..<5 {
            let session = "run\(run)"
            let start = DispatchTime.now().uptimeNanoseconds
            try tmux(socket, ["-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", session,
                              "env", "TERM=screen-256color", kiosk, "--state", state.path, "--placement", "onboarding"])
            var screen = ""
            while !screen.contains("Paywall: onboarding") {
                guard DispatchTime.now().uptimeNanoseconds - start < 10_000_000_000 else {
                    throw BenchFailure("kiosk never drew its first frame; the screen shows:\n\(screen)")
                }
                screen = try tmux(socket, ["capture-pane", "-p", "-t", session])
            }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            if run == 4 {
                Thread.sleep(forTimeInterval: 1.5)
                let pid = try tmux(socket, ["display-message", "-p", "-t", session, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
                let megabytes = Int32(pid).flatMap(InteractiveBenchmark.residentMegabytes(pid:)) ?? -1
                print(String(format: "   the real binary: resident memory with the store read and a paywall open: %.1f MB", megabytes))
            }
            try tmux(socket, ["kill-session", "-t", session])
        }
        samples.sort()
        print(String(format: "   the real binary in tmux: start to first frame median %.1f ms, best %.1f ms over %d runs (tmux included)",
                     samples[samples.count / 2], samples[0], samples.count))
    }

    /// Runs tmux on a socket of its own and returns its output.
    @discardableResult
    private static func tmux(_ socket: String, _ arguments: [String]) throws -> String {
        try ChildProcess.run("/usr/bin/tmux", ["-L", socket] + arguments).output
    }
}
