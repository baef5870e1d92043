import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// Found by QA: under the simulated Verification error the transaction manager said "Verification: verified" for a
/// transaction the app had just found unverified, and offered Finish, which finished the undelivered consumable for
/// good. It shows the verification the app sees, and Finish is not offered until it verifies.
@Suite("The transaction manager under the simulated Verification error")
struct UnverifiedTransactionManagerTests {
    @Test func showsUnverifiedAndDoesNotOfferFinish() async throws {
        var session = try StorePilot(width: 100, height: 60)
        guard case .completed(let record) = try session.store.purchase(PurchaseRequest(productID: "demo.coins.100"), origin: "test") else {
            Issue.record("not bought")
            return
        }
        _ = try session.store.set(SettingOverride(key: "error.verification", value: "unverifiedTransaction"))
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#\(record.id)"])
        let rows = ScreenContent.of(session.pilot.state).rows
        #expect(rows.first { $0.label == "Verification" }?.detail == "unverified")
        #expect(rows.contains { $0.label.hasPrefix("  Unverified as the app sees it: Verification failed with the simulated error unverifiedTransaction") })
        #expect(!rows.contains { $0.label == "Finish" && $0.isSelectable }, "Finish would leave the coins undelivered")
        #expect(rows.first { $0.label == "Finish" }?.detail == "it does not verify as the app sees it, so it is not delivered yet; it is once it verifies")
        #expect(throws: MarketplaceError.self) { try session.store.finish(record.id, checkingVerification: true) }
        #expect(try !session.store.record(record.id).isFinished)

        _ = try session.store.set(SettingOverride(key: "error.verification", value: "off"))
        await session.tick()
        let after = ScreenContent.of(session.pilot.state).rows
        #expect(after.first { $0.label == "Verification" }?.detail == "verified")
    }
}
