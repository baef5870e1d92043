import Foundation
import PaywallLayout
import PaywallModel
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA (helper-87): on template_001, ↑ selected Monthly, then Tab, Tab to reach "Continue" and Enter opened
/// the purchase of Pro Annual: the first Tab moved the focus onto Yearly and selected it. The default paywall and v1
/// paywalls did the same. Focus and selection are separate, as in RevenueCat's SDK (a package is a button: only its
/// action, a tap or the keyboard's press, selects it): Tab and Shift-Tab move the focus; Enter, Space or a click on a
/// package selects it; the purchase button buys the selected package; ↑ ↓ move the selection.
@Suite("Paywall focus and selection: Tab moves the focus, never the package bought")
struct PaywallFocusSelectionTests {
    /// The scene of the paywall shown.
    private func scene(_ session: StorePilot) throws -> PaywallScene {
        guard case .paywall(let placement) = session.pilot.state.current.kind else {
            throw PaywallNotShown(kind: "\(session.pilot.state.current.kind)")
        }
        return PaywallScene(placement: placement, choices: session.pilot.state.current.paywall, state: session.pilot.state)
    }

    private struct PaywallNotShown: Error { let kind: String }

    /// Opens `placement`, moves the selection off the default with `key`, sends the focus round the whole ring both
    /// ways and on to the purchase button, checking at every step that the package picked stays picked, then presses
    /// Enter: what is bought is the package picked.
    private func pickTabAroundAndBuy(_ session: inout StorePilot, placement: String, with key: Key,
                                     sourceLocation: SourceLocation = #_sourceLocation) async throws {
        await session.tick()
        await session.pilot.choose(placement)
        let before = try scene(session).selectedPackage
        session.pilot.press(key)
        let picked = try #require(try scene(session).selectedPackage, sourceLocation: sourceLocation)
        #expect(picked != before, "\(key) moves the selection", sourceLocation: sourceLocation)
        let ring = try scene(session).focusRing
        #expect(ring.contains(PaywallAnchor.package(picked)) && ring.contains(PaywallAnchor.purchaseButton), "\(ring)",
                sourceLocation: sourceLocation)
        for key in [Key.tab, .backTab] {
            for _ in 0..<ring.count {
                session.pilot.press(key)
                let focus = session.pilot.state.current.paywall.focus ?? "nothing"
                #expect(try scene(session).selectedPackage == picked, "\(key) onto \(focus) keeps \(picked) selected",
                        sourceLocation: sourceLocation)
            }
        }
        for _ in 0..<ring.count where session.pilot.state.current.paywall.focus != PaywallAnchor.purchaseButton {
            session.pilot.press(.tab)
        }
        #expect(session.pilot.state.current.paywall.focus == PaywallAnchor.purchaseButton, sourceLocation: sourceLocation)
        #expect(try scene(session).selectedPackage == picked, sourceLocation: sourceLocation)
        let product = try #require(try scene(session).productID(ofPackage: picked), sourceLocation: sourceLocation)
        session.pilot.press(.enter)
        #expect(session.pilot.state.purchasesInFlight == [product], "the purchase button buys \(picked)", sourceLocation: sourceLocation)
    }

    @Test func onAComponentsPaywallTabMovesOnlyTheFocus() async throws {
        var session = try StorePilot(width: 80, height: 40)
        try await pickTabAroundAndBuy(&session, placement: "onboarding", with: .character("j"))
    }

    @Test func onATemplatePaywallTabMovesOnlyTheFocus() async throws {
        var session = try StorePilot(width: 80, height: 40)
        try await pickTabAroundAndBuy(&session, placement: "upgrade", with: .down)
    }

    @Test func onTheDefaultPaywallTabMovesOnlyTheFocus() async throws {
        var session = try StorePilot(width: 80, height: 40, document: OfferingsDocument(offerings: []))
        try await pickTabAroundAndBuy(&session, placement: "default", with: .down)
    }

    /// QA's steps on the shared fixture: ↑ (Monthly), Tab, Tab (Continue), Enter opens the sheet for Monthly.
    @Test(.needsFixtures) func templateOneBuysTheMonthlyPlanPickedBeforeTabbingToContinue() async throws {
        let document = try OfferingsDocument.load(contentsOf: try #require(Fixtures.url("revenuecat/v2-templates.json")))
        let catalog = try Catalog.load(from: try #require(Fixtures.url("revenuecat/template-products.storekit")))
        var session = try StorePilot(width: 80, height: 24, document: document, catalog: catalog)
        session.pilot.send(.tick(session.clock.now()))
        await session.pilot.settle()
        await session.pilot.visit(["Settings", "Purchase sheet"])
        #expect(session.pilot.state.showsPurchaseSheet)
        session.pilot.goHome()
        await session.pilot.choose("template_001")
        #expect(try scene(session).selectedPackage == "$rc_annual", "Yearly is selected by default")
        session.pilot.press(.up)
        #expect(try scene(session).selectedPackage == "$rc_monthly")
        session.pilot.press(.tab)
        #expect(session.pilot.state.current.paywall.focus == PaywallAnchor.package("$rc_annual"), "the focus is on Yearly")
        #expect(try scene(session).selectedPackage == "$rc_monthly", "and Monthly is still the one selected")
        let monthlyLine = try #require(session.pilot.frame.lines.first { $0.contains("Monthly") && $0.contains("Yearly") })
        #expect(monthlyLine.contains("✓ Monthly") && monthlyLine.contains("○ Yearly"), "\(monthlyLine)")
        session.pilot.press(.tab)
        #expect(session.pilot.state.current.paywall.focus == PaywallAnchor.purchaseButton)
        let monthly = try #require(try scene(session).productID(ofPackage: "$rc_monthly"))
        session.pilot.press(.enter)
        #expect(session.pilot.state.current.kind == .purchaseSheet(productID: monthly), "\(session.pilot.state.current.kind)")
    }

    /// Enter (or Space) on the focused package selects it and buys nothing; the key bar says so; then the purchase
    /// button buys it.
    @Test func enterOnAFocusedPackageSelectsItAndThePurchaseButtonBuysIt() async throws {
        var session = try StorePilot(width: 80, height: 30, document: PaywallButtonTests.document)
        await session.tick()
        await session.pilot.choose("buttons")
        session.pilot.press(.tab)
        #expect(session.pilot.state.current.paywall.focus == PaywallAnchor.package("$rc_annual"))
        #expect(try scene(session).selectedPackage == "$rc_monthly")
        #expect(session.pilot.frame.lines.last?.contains("Enter select") == true, "\(session.pilot.frame.lines.last ?? "")")
        session.pilot.press(.enter)
        #expect(try scene(session).selectedPackage == "$rc_annual")
        #expect(session.pilot.state.purchasesInFlight.isEmpty, "selecting a package buys nothing")
        #expect(session.pilot.state.current.paywall.focus == PaywallAnchor.package("$rc_annual"), "the focus stays")
        session.pilot.press(.backTab, .space)
        #expect(try scene(session).selectedPackage == "$rc_monthly", "Space selects too")
        session.pilot.press(.tab, .tab)
        #expect(session.pilot.state.current.paywall.focus == PaywallAnchor.purchaseButton)
        #expect(session.pilot.frame.lines.last?.contains("Enter press") == true)
        session.pilot.press(.enter)
        #expect(session.pilot.state.purchasesInFlight == ["demo.plus.premium.monthly"])
    }
}
