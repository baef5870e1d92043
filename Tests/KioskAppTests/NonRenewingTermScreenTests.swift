import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: the Season Pass, "for one season (90 days)", was owned for ever in the app, so the store never
/// offered it again. Under the demo rules its term is 90 days: the product screen says when it ends, and once it has
/// ended the customer has nothing from it and can buy it again.
@Suite("The store sells a non-renewing subscription again once its term ends")
struct NonRenewingTermScreenTests {
    private func rows(_ session: StorePilot) -> [ListRow] { ScreenRows(session.pilot.state).rows }

    @Test func theSeasonPassEndsAfterItsTermAndIsForSaleAgain() async throws {
        var session = try StorePilot(width: 100, height: 40, rules: .demo)
        await session.tick()
        let bought = session.clock.now()
        await session.pilot.buyFromStore("Season Pass")
        #expect(try session.store.records().count == 1)
        await session.pilot.visit(["Store", "Season Pass"])
        let end = bought.addingTimeInterval(90 * 86_400)
        #expect(rows(session).contains { $0.label == "Ends" && $0.detail.hasPrefix(DateText.day(end)) }, "\(rows(session).map(\.label))")
        #expect(!rows(session).contains { $0.label.hasPrefix("Buy") }, "not sold while its term runs")

        session.clock.set(end)
        await session.tick()
        #expect(session.pilot.state.store?.customer?.entitlements.first { $0.state.key == "plus" }?.state.isActive == false)
        await session.pilot.choose("Buy for $14.99")
        #expect(try session.store.records().count == 2, "bought again once the term ended")
    }
}
