import Foundation
import KioskApp
import PaywallLayout
import PaywallModel
import PurchaseFlow

/// The interactive storefront's targets (issue 17): start to first frame of the demo's onboarding paywall (the real
/// binary: < 15 ms on an existing state directory, < 20 ms on a fresh one), key to frame (< 1 ms), resident memory
/// (< 28 MB).
enum InteractiveBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "interactive",
            summary: "kiosk demo: start to first frame (target < 15 ms existing state, < 20 ms fresh), key to frame (< 1 ms), resident memory (< 28 MB)",
            run: run
        )
    }

    static func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        print("   in process (no terminal):")
        var first = true
        _ = try measure("first frame: open the store, load the demo offerings, draw 80x24", runs: 7) {
            let start = DispatchTime.now().uptimeNanoseconds
            let demo = try demoState(directory: directory.appendingPathComponent(UUID().uuidString), size: TerminalSize(width: 80, height: 24))
            _ = KioskView.render(demo.state)
            if first {
                print(String(format: "   first frame, cold (demo catalog and offerings parsed): %.3f ms",
                             Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000))
                first = false
            }
        }
        let demo = try demoState(directory: directory.appendingPathComponent("keys"), size: TerminalSize(width: 80, height: 24))
        var loaded = demo.state
        loaded.store = try blocking { try await demo.session.snapshot() }
        for (label, placement) in [("home list", nil), ("onboarding paywall (carousel, timeline)", "onboarding"),
                                   ("settings paywall (tabs)", "settings")] {
            var state = loaded
            if let placement { state.push(.paywall(placement: placement)) }
            var pilot = Pilot(size: state.size, performer: demo.session, state: state)
            let keys = 400
            let start = DispatchTime.now().uptimeNanoseconds
            for index in 0..<keys {
                pilot.press(index % 2 == 0 ? .down : .up)
                _ = pilot.frame
            }
            let perKey = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000 / Double(keys)
            print(String(format: "   key to frame, %@: %.3f ms per key (update + view, %d keys)", label, perKey, keys))
        }
        try measureRefresh(directory: directory.appendingPathComponent("refresh"))
        print(String(format: "   resident memory of this process: %.1f MB", residentMegabytes(pid: getpid()) ?? -1))
        try EndToEndStartup.measure()
    }

    /// Applying a store read (the program reads the store every second) with the transaction manager open over
    /// settings over the home screen, on a ledger of 2,000 transactions: the update alone, no drawing.
    static func measureRefresh(directory: URL) throws {
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory)
        for _ in 0..<2_000 { _ = try store.purchase(PurchaseRequest(productID: "demo.coins.100")) }
        let demo = try demoState(directory: directory, size: TerminalSize(width: 80, height: 24))
        var state = demo.state
        state.store = try blocking { try await demo.session.snapshot() }
        state.push(.settings)
        state.push(.transactions)
        let unchanged = try blocking { try await demo.session.snapshot() }
        _ = try store.purchase(PurchaseRequest(productID: "demo.coins.100"))
        let changed = try blocking { try await demo.session.snapshot() }
        for (label, snapshot) in [("nothing changed", unchanged), ("another process bought", changed)] {
            _ = measure("applying a store read (\(label)), transaction manager on 2,000 transactions", runs: 21) {
                var applied = state
                _ = KioskProgram.update(&applied, .effectFinished(.refreshed(snapshot)))
            }
        }
    }

    /// The demo as `kiosk` starts it: the store on a fresh state directory, the demo offerings, the home screen.
    static func demoState(directory: URL, size: TerminalSize) throws -> (state: AppState, session: StoreEffectPerformer) {
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory)
        let paywalls = PaywallSource(document: .demo, catalog: .demo,
                                     context: CustomerContext(storefrontCountry: "USA", preferredLanguages: ["en_US"], installID: "bench"),
                                     locale: "en_US")
        return (AppState(size: size, now: Date(), paywalls: paywalls), StoreEffectPerformer(store: store, installationSource: .configured(in: ProcessInfo.processInfo.environment), rules: .demo))
    }

    /// The resident set size of a process, from /proc, in megabytes.
    static func residentMegabytes(pid: Int32) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
        return kilobytes / 1024
    }

    /// Runs async work to its end from synchronous code and returns its result.
    static func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Task.detached {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    /// Carries a result from a task to the thread waiting for it (the semaphore orders the accesses).
    private final class ResultBox<T: Sendable>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}
