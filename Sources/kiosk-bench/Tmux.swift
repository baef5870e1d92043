import Foundation
import DevSupport
import KioskApp
import PaywallLayout

/// A tmux server of the benchmark's own, which runs a program at 200x60 and measures the CPU it spends on keys.
struct Tmux {
    let socket: String

    /// Runs `command` in a new 200x60 session, waits for `ready` on the screen and a second more, then sends the
    /// down and up arrows in turn, one at a time and 20 ms apart (so that keys seldom arrive together: a down and
    /// an up read at once would leave the state as it was and draw nothing), and prints and returns the CPU per
    /// key in milliseconds (the CPU of all the program's threads while the keys were sent, less its idle CPU
    /// over as long).
    func cpuPerKey(label: String, command: [String], ready: String) throws -> Double {
        let session = "keys"
        try run(["-f", "/dev/null", "new-session", "-d", "-x", "\(KeyToFrameBenchmark.size.width)", "-y", "\(KeyToFrameBenchmark.size.height)",
                 "-s", session, "env", "TERM=screen-256color"] + command)
        defer { _ = try? run(["kill-session", "-t", session]) }
        let start = DispatchTime.now().uptimeNanoseconds
        while try !run(["capture-pane", "-p", "-t", session]).contains(ready) {
            guard DispatchTime.now().uptimeNanoseconds - start < 10_000_000_000 else { throw BenchFailure("\(label): never drew its first frame") }
        }
        Thread.sleep(forTimeInterval: 1)
        let pidText = try run(["display-message", "-p", "-t", session, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = Int32(pidText) else { throw BenchFailure("\(label): no process id") }
        let keys = 200
        let idleStart = (cpu: Self.processCPUNanoseconds(pid), wall: DispatchTime.now().uptimeNanoseconds)
        Thread.sleep(forTimeInterval: 1.5)
        let idle = (cpu: Self.processCPUNanoseconds(pid) - idleStart.cpu, wall: DispatchTime.now().uptimeNanoseconds - idleStart.wall)
        let keysStart = (cpu: Self.processCPUNanoseconds(pid), wall: DispatchTime.now().uptimeNanoseconds)
        for index in 0..<keys {
            try run(["send-keys", "-t", session, index % 2 == 0 ? "Down" : "Up"])
            Thread.sleep(forTimeInterval: 0.02)
        }
        Thread.sleep(forTimeInterval: 0.2)
        let busy = (cpu: Self.processCPUNanoseconds(pid) - keysStart.cpu, wall: DispatchTime.now().uptimeNanoseconds - keysStart.wall)
        let idleShare = Double(idle.cpu) * Double(busy.wall) / Double(idle.wall)
        let perKey = (Double(busy.cpu) - idleShare) / 1e6 / Double(keys)
        print(String(format: "   in tmux, %@: %.3f ms CPU per key (%d keys over %.1f s; idle %.2f ms CPU per second taken off)",
                     label, perKey, keys, Double(busy.wall) / 1e9, Double(idle.cpu) / 1e6 / (Double(idle.wall) / 1e9)))
        return perKey
    }

    /// Stops the server.
    func killServer() {
        _ = try? run(["kill-server"])
    }

    /// Runs tmux on the socket and returns its output.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try ChildProcess.run("/usr/bin/tmux", ["-L", socket] + arguments).output
    }

    /// The CPU time all threads of a process have run, in nanoseconds (from each thread's schedstat).
    static func processCPUNanoseconds(_ pid: Int32) -> UInt64 {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { total, task in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            return total + (text.split(separator: " ").first.flatMap { UInt64($0) } ?? 0)
        }
    }
}
