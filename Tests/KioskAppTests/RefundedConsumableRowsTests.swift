import Foundation
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: my purchases' refunds listed the refund of a lifetime unlock (ended, refunded) and every refund request,
/// but not a consumable refunded from the transaction manager: it was listed nowhere. Each refunded consumable of the
/// customer is listed with its date and transaction; another customer's is not.
@Suite("My purchases' refunds list refunded consumables")
struct RefundedConsumableRowsTests {
    @Test func aRefundedConsumableIsListedWithItsDate() async throws {
        var session = try StorePilot(width: 120, height: 40)
        _ = try session.store.set(SettingOverride(key: "time-rate", value: "0"))
        await session.tick()
        await session.pilot.buyFromStore("100 Coins")
        let coins = try #require(try session.store.records().first { $0.productID == "demo.coins.100" })
        let refunded = try session.store.refund(coins.id)
        await session.tick()
        await session.pilot.visit(["My purchases"])
        let rows = ScreenRows(session.pilot.state).rows
        let day = DateText.day(try #require(refunded.revocationDate))
        #expect(rows.contains { $0.label == "Refund of 100 Coins" && $0.detail == "refunded \(day), #\(coins.id)" },
                "\(rows.map { "\($0.label) | \($0.detail)" })")
    }
}
