import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: once the demo's Season Pass had run its term (the rules give it 90 days), My purchases said "No
/// purchases yet" (the pass vanished: it no longer counted as theirs), and `kiosk sandbox subscriptions` still said
/// it was active. An ended pass is listed as ended, and can be bought again.
@Suite("A non-renewing subscription whose term has ended")
struct EndedSeasonPassTests {
    static let pass = "demo.pass.season"

    @Test func myPurchasesListsItAsEndedAndTheStoreSellsItAgain() async throws {
        let directory = TemporaryDirectory(), clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url, clock: clock)
        try store.set(SettingOverride(key: "time-rate", value: "0"))
        _ = try store.purchase(PurchaseRequest(productID: Self.pass))
        var session = try StorePilot(width: 100, height: 40, rules: .demo, directory: directory, clock: clock)
        await session.tick()
        await session.pilot.visit(["My purchases"])
        let running = ScreenRows(session.pilot.state).rows
        #expect(running.contains { $0.label == "Active" } && session.pilot.state.store?.states[Self.pass].map(ProductText.isEntitled) == true,
                "it runs: \(session.pilot.screenText)")

        clock.advance(by: 91 * 86_400)
        await session.tick()
        await session.pilot.visit(["My purchases"])
        let ended = ScreenRows(session.pilot.state).rows
        let text = session.pilot.screenText
        #expect(!text.contains("No purchases yet"), "\(text)")
        let endedHeading = try #require(ended.firstIndex { $0.label == "Ended" }, "\(text) \(ended.map(\.label))")
        #expect(ended[endedHeading...].contains { $0.detail == "expired" && $0.isSelectable }, "listed as ended: \(text)")
        guard case .expired? = session.pilot.state.store?.states[Self.pass] else {
            Issue.record("state \(String(describing: session.pilot.state.store?.states[Self.pass]))")
            return
        }
        #expect(session.pilot.state.store?.customer?.activeEntitlements.contains { $0.state.sourceProductID == Self.pass } == false)
        let row = try #require(ended[endedHeading...].first { $0.detail == "expired" })
        await session.pilot.choose(row.label)
        #expect(ScreenRows(session.pilot.state).rows.contains { $0.isSelectable && $0.label == "Buy for $14.99" },
                "its product screen sells it again: \(session.pilot.screenText)")
    }
}
