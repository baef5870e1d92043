import Foundation
import DevSupport

/// Measures the real `kiosk` binary in a pseudo-terminal (`PtyFirstFrame`): the time from starting it to the first
/// frame of the onboarding paywall, on a state directory made by an earlier run and on a fresh one, against the C
/// ncursesw floor (`KeyToFrameBenchmark`'s program: every cell of the screen written and refreshed) started the same
/// way in turn, and its resident memory once the demo's store is read with the paywall open.
///
/// Every run is given an update answer that is up to date (`--update`), so the update prompt never opens over the
/// paywall; the frame counts when the paywall's placement line ("offering plus_trial", drawn only by the paywall
/// screen) has been written.
enum EndToEndStartup {
    /// Runs the measurement, or says why it cannot (no C compiler, no kiosk binary beside kiosk-bench).
    static func measure() throws {
        guard let kiosk = kioskBinaryBesideBenchmark else {
            print("   the real binary: skipped (build kiosk beside kiosk-bench)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let pty = try PtyFirstFrame.build(in: directory), let floor = try KeyToFrameBenchmark.buildFloor(in: directory) else {
            print("   the real binary: skipped (needs cc, libutil and the ncursesw headers)")
            return
        }
        let answer = directory.appendingPathComponent("update.json")
        try Data(#"{"resultCount": 1, "results": [{"version": "0.0.1"}]}"#.utf8).write(to: answer)
        func start(state: URL, memoryAfter: Int = 0) throws -> PtyFirstFrame.Run {
            try pty.run([kiosk, "--state", state.path, "--update", answer.path, "--placement", "onboarding"],
                        marker: "offering plus_trial", memoryAfter: memoryAfter)
        }
        let existing = directory.appendingPathComponent("existing")
        _ = try start(state: existing)
        var existingRuns: [PtyFirstFrame.Run] = [], freshRuns: [PtyFirstFrame.Run] = [], floorRuns: [PtyFirstFrame.Run] = []
        for run in 0..<15 {
            floorRuns.append(try pty.run([floor], marker: "FLOOR READY"))
            existingRuns.append(try start(state: existing))
            freshRuns.append(try start(state: directory.appendingPathComponent("fresh\(run)")))
        }
        let floorMedian = report("the C ncursesw floor", floorRuns, target: nil, floor: nil)
        report("kiosk, existing state", existingRuns, target: 15, floor: floorMedian)
        report("kiosk, fresh state", freshRuns, target: 20, floor: floorMedian)
        let memory = try start(state: existing, memoryAfter: 1_500)
        print(String(format: "   the real binary: resident memory with the store read and the paywall open: %.1f MB (target < 28 MB)",
                     memory.residentMegabytes ?? -1))
        print("   load average: \(RenderBenchmark.loadAverage())")
    }

    /// Prints the median and best wall time of a series of starts and the median CPU of the whole run, and returns
    /// the medians.
    @discardableResult
    private static func report(_ label: String, _ runs: [PtyFirstFrame.Run], target: Double?,
                               floor: (wall: Double, cpu: Double)?) -> (wall: Double, cpu: Double) {
        let wall = runs.map(\.milliseconds).sorted(), cpu = runs.map(\.cpuMilliseconds).sorted()
        let median = (wall: wall[wall.count / 2], cpu: cpu[cpu.count / 2])
        var line = String(format: "   in a pty, %@: start to first frame median %.1f ms, best %.1f ms over %d runs; CPU of the run %.1f ms",
                          label, median.wall, wall[0], wall.count, median.cpu)
        if let floor { line += String(format: " (%.2fx the floor's wall, %.2fx its CPU)", median.wall / floor.wall, median.cpu / floor.cpu) }
        if let target { line += String(format: "; target < %.0f ms", target) }
        print(line)
        return median
    }
}
