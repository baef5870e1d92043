import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// Found by QA: the transaction manager refunded an upgrade's net charge alone, and refused the plan it replaced, so
/// the unused rest credited against the upgrade was lost. Refunding the upgrade gives it back too, and the result and
/// the transaction's details say what came back, read from the ledger.
@Suite("Refunding an upgrade in the transaction manager")
struct UpgradeRefundTests {
    @Test func theRefundGivesBackTheChargeAndTheRestCreditedToIt() async throws {
        var session = try StorePilot(height: 60)
        try session.store.set(try SettingOverride(key: "time-rate", value: "0"))
        // The customer had Kiosk Plus's introductory offer (Premium, Yearly's free week), so the upgrade is charged its price.
        guard case .completed = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "test") else {
            Issue.record("not bought")
            return
        }
        _ = try session.store.expireSubscription(of: "demo.plus.premium.yearly")
        guard case .completed = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.yearly"), origin: "test") else {
            Issue.record("not bought")
            return
        }
        session.clock.advance(by: 86_400)
        guard case .completed(let upgrade) = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "test") else {
            Issue.record("not upgraded")
            return
        }
        #expect(upgrade.priceMilliunits == 36_230, "119.99 less the 83.76 left of 83.99")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#\(upgrade.id)", "Refund", "Refund transaction #\(upgrade.id)"])
        let date = try #require(try session.store.record(upgrade.id).revocationDate)
        #expect(session.pilot.state.current.outcome == .succeeded("Transaction #\(upgrade.id) refunded on \(DateText.day(date)) ($119.99 back: "
            + "the $36.23 it charged and the unused rest of the old plan credited to it, $83.76): Plus Premium, Yearly is revoked."))
        session.pilot.press(.escape)
        let refunded = ScreenContent.of(session.pilot.state).rows.first { $0.label == "Refunded" }
        #expect(refunded?.detail == "$119.99 back: the $36.23 it charged and the unused rest of the old plan credited to it, $83.76")
    }
}
