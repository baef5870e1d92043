import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("What moving the clock reports, with other processes moving it too")
struct ClockReportConcurrencyTests {
    /// Found by QA: four `kiosk sandbox advance PT15M` at once reported 1, 2, 3 and 4 renewals while the ledger gained
    /// 4: each report counted from a reading taken before it had the ledger to itself. Each store's moves report only
    /// what they made happen, so the reports add up to what the ledger gained.
    @Test func reportsOfMovesMadeAtOnceAddUpToWhatTheLedgerGained() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        guard case .completed = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly")) else {
            Issue.record("not bought")
            return
        }
        let stores = try (0..<4).map { _ in try sandbox.reopened().store }
        let week = try #require(ClockStep("P1W"))
        let reported = try await withThrowingTaskGroup(of: Int.self) { group in
            for store in stores {
                group.addTask { try (0..<3).reduce(0) { total, _ in total + (try store.advanceClockReporting(by: week).renewals) } }
            }
            return try await group.reduce(0, +)
        }
        let renewals = try sandbox.store.records().filter { $0.reason == .renewal }.count
        #expect(renewals == 12, "each move of a week renews the weekly plan once")
        #expect(reported == renewals, "reported \(reported) renewals; the ledger gained \(renewals)")
    }
}
