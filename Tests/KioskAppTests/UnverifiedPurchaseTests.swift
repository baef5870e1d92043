import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// Found by QA: under Settings › Simulated errors › Verification, a purchase that went through and was charged said
/// "Failed" with a "Try again" that bought (and charged) a consumable again: two taps, two charges. It says what is
/// true, read from the ledger: charged, held unfinished and not delivered until it verifies; and offers the
/// transaction, not a second purchase.
@Suite("A purchase that does not verify")
struct UnverifiedPurchaseTests {
    @Test func saysItWasChargedAndHeldAndOffersNoSecondPurchase() async throws {
        var session = try StorePilot(width: 100, height: 40, rules: .demo)
        _ = try session.store.set(SettingOverride(key: "error.verification", value: "unverifiedTransaction"))
        await session.tick()
        await session.pilot.choose("Store")
        await session.pilot.choose("100 Coins")
        await session.pilot.choose("Buy")
        let records = try session.store.records()
        #expect(records.count == 1 && records[0].status == .completed && !records[0].isFinished, "charged, held unfinished")
        let id = try #require(records.first).id
        guard case .held(let text, let transactionID)? = session.pilot.state.current.outcome else {
            Issue.record("not held: \(String(describing: session.pilot.state.current.outcome))")
            return
        }
        #expect(transactionID == id)
        #expect(text.hasPrefix("100 Coins was charged $0.99 (transaction #\(id)), but the transaction does not verify ("), "\(text)")
        #expect(text.hasSuffix("so it is held unfinished and not delivered; it is delivered once it verifies. Buying again would charge again."), "\(text)")
        let rows = ScreenContent.of(session.pilot.state).rows
        #expect(!rows.contains { $0.label == "Try again" }, "a second purchase would charge again")
        #expect(rows.contains { $0.label == "Open the transaction (#\(id))" })
        #expect(session.pilot.screenText.contains("Charged, not delivered:"))

        // Once it verifies, the app delivers it: once.
        _ = try session.store.set(SettingOverride(key: "error.verification", value: "off"))
        await session.tick()
        #expect(try session.store.record(id).isFinished)
        #expect(try session.store.records().count == 1)
    }
}
