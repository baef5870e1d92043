import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: the product screen listed "Offer (winBack)" to a customer who never subscribed to the group, though
/// win-back offers are only for lapsed subscribers (StoreKit; the store refuses them to anyone else). The screen shows
/// one only when the store would give it (`SandboxStore.eligibleWinBackOffers`, the rule buying checks).
@Suite("A win-back offer is shown only to a lapsed subscriber")
struct WinBackOfferScreenTests {
    static let product = "demo.news.allaccess.monthly", offer = "demo.news.winback"

    @Test func neverSubscribedSeesNoWinBackOfferALapsedSubscriberDoes() async throws {
        var session = try StorePilot(width: 120, height: 30)
        _ = try session.store.set(SettingOverride(key: "time-rate", value: "0"))
        await session.tick()
        await session.pilot.visit(["Store", "News All Access, Monthly"])
        #expect(!session.pilot.screenWords.contains("winBack"), "never subscribed: \(session.pilot.screenText)")
        #expect(throws: MarketplaceError.self, "the store refuses it to them too") {
            try session.store.purchase(PurchaseRequest(productID: Self.product, offer: OfferChoice(kind: .winBack, id: Self.offer)))
        }
        #expect(try session.store.eligibleWinBackOffers().isEmpty)

        // Paid three months of the group, then cancelled; a month and more after it ended, they are lapsed.
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.news.digital.monthly"))
        session.clock.advance(by: 70 * 86_400)
        _ = try session.store.setAutoRenew(of: "demo.news.digital.monthly", false)
        session.clock.advance(by: 70 * 86_400)
        await session.tick()
        #expect(try session.store.eligibleWinBackOffers()[Self.product] == [Self.offer])
        await session.pilot.visit(["Store", "News All Access, Monthly"])
        #expect(session.pilot.screenWords.contains("Offer (winBack) 2 months at $4.99 each month"), "\(session.pilot.screenText)")
    }
}
