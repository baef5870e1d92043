import Foundation
import PaywallLayout
import PaywallModel
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: a paywall's `exit_offers` was read and ignored. As in RevenueCat's SDK (PaywallViewController: a
/// dismissal without a purchase in the session presents the exit offering's paywall instead), leaving a paywall with
/// Esc, Backspace or its close button shows the paywall of the offering its `exit_offers.dismiss` names, unless
/// something was bought meanwhile, the offering is the paywall's own or not in the document, or it was already left
/// on this visit (so two paywalls naming each other do not keep the customer).
@Suite("Exit offers: leaving a paywall without buying shows its exit offer")
struct ExitOfferTests {
    private func session(_ edit: (String) -> String) throws -> StorePilot {
        let text = try String(contentsOf: try #require(Fixtures.url("revenuecat/v2-templates.json")), encoding: .utf8)
        let document = try OfferingsDocument.decode(Data(edit(text).utf8), source: "exits.json")
        let catalog = try Catalog.load(from: try #require(Fixtures.url("revenuecat/template-products.storekit")))
        return try StorePilot(width: 80, height: 24, document: document, catalog: catalog)
    }

    private func isOnPaywall(_ session: StorePilot) -> Bool {
        if case .paywall = session.pilot.state.current.kind { true } else { false }
    }

    @Test(.needsFixtures) func leavingWithoutBuyingShowsTheExitOfferOnceThenLeaves() async throws {
        // template_002 (offering 1) leads to template_001 (offering 0), which leads back to template_002.
        var session = try session { ExitOfferFixture.adding(exitTo: "template_002", onPaywall: 0, of: ExitOfferFixture.adding(exitTo: "template_001", onPaywall: 1, of: $0)) }
        await session.tick()
        await session.pilot.choose("template_002")
        #expect(session.pilot.screenText.contains("Get Cat.io Pro"))
        session.pilot.press(.escape)
        #expect(isOnPaywall(session), "Esc shows the exit offer instead of leaving")
        #expect(session.pilot.screenText.contains("Experience Pro today!"), "template_001's paywall: \(session.pilot.screenText)")
        #expect(session.pilot.frame.lines[1].contains("Exit offer of template_002"), "\(session.pilot.frame.lines[1])")
        session.pilot.press(.escape)
        #expect(!isOnPaywall(session), "template_001's exit offer, template_002, was left already: Esc leaves")
    }

    @Test(.needsFixtures) func theCloseButtonShowsItTooAndABuyerIsLetGo() async throws {
        var session = try session { ExitOfferFixture.adding(exitTo: "template_001", onPaywall: 1, of: $0) }
        await session.tick()
        await session.pilot.choose("template_002")
        let scene = PaywallScene(placement: "template_002", choices: session.pilot.state.current.paywall, state: session.pilot.state)
        let close = try #require(scene.focusRing.first { if case .navigateBack = scene.button($0)?.action { true } else { false } })
        while session.pilot.state.current.paywall.focus != close { session.pilot.press(.tab) }
        session.pilot.press(.enter)
        #expect(session.pilot.screenText.contains("Experience Pro today!"), "the close button shows the exit offer: \(session.pilot.screenText)")
        session.pilot.press(.escape)
        #expect(!isOnPaywall(session))

        await session.pilot.choose("template_002")
        #expect(session.pilot.screenText.contains("Get Cat.io Pro"), "a new visit starts on the placement's own paywall")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.state.store?.states.values.contains { ProductText.isEntitled($0) } == true, "bought")
        if !isOnPaywall(session) { session.pilot.press(.escape) }  // the review request a first purchase brings
        #expect(isOnPaywall(session))
        session.pilot.press(.escape)
        #expect(!isOnPaywall(session), "after a purchase the paywall closes with no exit offer")
    }

    @Test(.needsFixtures) func anExitOfferNotInTheDocumentOrTheOwnOfferingIsNotShown() async throws {
        for exit in ["nowhere", "template_002"] {
            var session = try session { ExitOfferFixture.adding(exitTo: exit, onPaywall: 1, of: $0) }
            await session.tick()
            await session.pilot.choose("template_002")
            session.pilot.press(.escape)
            #expect(!isOnPaywall(session), "\(exit)")
        }
    }
}
