import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: refunding a delivered consumable from the Transaction Manager said "Chest of 600 Coins is revoked", though
/// what matters is the coins it credited, taken back since 4e1d079 (`kiosk sandbox refund` says so). The outcome says
/// how many were taken back from whose balance and what is left, read back from the customer book.
@Suite("A consumable refunded from the Transaction Manager")
struct ConsumableRefundOutcomeTests {
    @Test func saysWhatWasTakenBack() async throws {
        var session = try StorePilot(width: 100, height: 40, rules: .demo)
        let token = try CustomerBook(directory: session.directory.url).customer(named: Customer.defaultName, at: session.clock.now()).appAccountToken
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.coins.600", appAccountToken: token), origin: "test")
        await session.tick()
        let bought = try #require(try session.store.records().first)
        #expect(bought.isFinished, "delivered by the app")
        #expect(session.pilot.state.store?.customer?.balances.first?.amount == 600, "\(session.pilot.screenText)")
        await session.pilot.visit(["Transaction manager", "#\(bought.id)", "Refund", "Refund transaction #\(bought.id)"])
        guard case .succeeded(let words)? = session.pilot.state.current.outcome else {
            Issue.record("\(String(describing: session.pilot.state.current.outcome))"); return
        }
        #expect(words.hasSuffix(": Chest of 600 Coins is revoked; 600 Coins taken back from default (0 left)."), "\(words)")
    }
}
