import Foundation
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

@Suite("The clock screen's report, with another process moving the clock too")
struct ClockMoveConcurrencyTests {
    /// Found in review: the clock screen read the ledger, moved the clock and read it again in separate transactions,
    /// so a move made meanwhile by another process was reported as its own (the race fixed for `kiosk sandbox advance`).
    @Test func theClockScreensReportsAddUpToWhatTheLedgerGained() async throws {
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try store.set(SettingOverride(key: "time-rate", value: "real"))
        guard case .completed = try store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly")) else {
            Issue.record("not bought")
            return
        }
        let performers = try (0..<4).map { _ in
            StoreEffectPerformer(store: try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock), installationSource: .unknown)
        }
        let reports = try await withThrowingTaskGroup(of: [String].self) { group in
            for performer in performers {
                group.addTask {
                    (0..<3).map { _ in
                        guard case .succeeded(let text) = performer.moveClock(.step("P1W")) else { return "failed" }
                        return text
                    }
                }
            }
            return try await group.reduce([], +)
        }
        let renewals = try store.records().filter { $0.reason == .renewal }.count
        #expect(renewals == 12, "each move of a week renews the weekly plan once")
        let reported = reports.map { $0.contains("1 renewal") ? 1 : Int($0.firstMatch(of: /(\d+) renewals/)?.1 ?? "0") ?? 0 }.reduce(0, +)
        #expect(reported == renewals, "reported \(reported) renewals; the ledger gained \(renewals): \(reports)")
    }
}
