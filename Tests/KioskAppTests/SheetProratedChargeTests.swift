import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: with the sandbox clock running at an accelerated rate, an upgrade's purchase sheet showed $5.43 now
/// (prorated) and Confirm charged $5.44: the credit for the unused rest of the old plan shrinks as the clock runs, so
/// the charge grows between the sheet's last read of the store and Confirm. Confirm hands over the amount the sheet
/// showed, and the ledger charges no more.
@Suite("Confirm charges no more than an upgrade's purchase sheet showed, however the clock runs")
struct SheetProratedChargeTests {
    @Test func theClockRunningAfterTheSheetWasDrawnDoesNotRaiseTheCharge() async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        await session.pilot.visit(["Settings", "Purchase sheet"])
        session.clock.advance(by: 60)
        await session.tick()
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        #expect(await session.pilot.choose("Change to this plan"))
        #expect(await session.pilot.choose("Confirm the upgrade"))
        let price = try #require(ScreenContent.of(session.pilot.state).rows.first { $0.label == "Price" }?.detail)
        let shown = String(try #require(price.firstMatch(of: /^(\$\d+\.\d{2}) now \(prorated\)/)?.1, "\(price)"))
        // The clock runs on (a 5-minute month at the demo's rate); the sheet is not read again before Confirm.
        session.clock.advance(by: 20)
        #expect(await session.pilot.choose("Confirm"))
        let record = try #require(try session.store.records().last)
        #expect(record.productID == "demo.plus.premium.monthly")
        #expect(record.chargedPrice?.formatted(locale: Locale(identifier: "en_US")) == shown,
                "charged \(String(describing: record.chargedPrice)), the sheet showed \(shown)")
        guard case .succeeded(let text) = session.pilot.state.current.outcome else {
            Issue.record("the upgrade succeeds: \(String(describing: session.pilot.state.current.outcome))")
            return
        }
        #expect(text.hasSuffix(" The change charged \(shown) now (prorated)."), "read back from the ledger: \(text)")
    }
}
