import Foundation
import PaywallLayout
import PaywallModel
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA (a paywall designer's pass): at 80x24 template_002's last feature, "Special access to what's coming
/// next", lay below the fold with no way to it: the paywall's body scrolled only to keep the focused control in
/// view, and nothing focusable follows that text (the packages and buttons are in the sticky footer). PgDn and PgUp
/// (Home, End, the mouse wheel) now scroll the body; moving the selection or the focus brings it back into view.
@Suite("Paywall scrolling: every text of a paywall can be reached")
struct PaywallScrollTests {
    private static let hidden = "Special access to what's coming next"

    private func templates() throws -> (OfferingsDocument, Catalog) {
        (try OfferingsDocument.load(contentsOf: try #require(Fixtures.url("revenuecat/v2-templates.json"))),
         try Catalog.load(from: try #require(Fixtures.url("revenuecat/template-products.storekit"))))
    }

    @Test(.needsFixtures) func templateTwosLastFeatureIsReachableAt80x24() async throws {
        let (document, catalog) = try templates()
        var session = try StorePilot(width: 80, height: 24, document: document, catalog: catalog)
        await session.tick()
        await session.pilot.choose("template_002")
        #expect(!session.pilot.screenText.contains(Self.hidden), "below the fold at first")
        #expect(session.pilot.screenText.contains("Get Cat.io Pro"))
        session.pilot.press(.pageDown)
        #expect(session.pilot.screenText.contains(Self.hidden), "PgDn shows it: \(session.pilot.screenText)")
        #expect(session.pilot.screenText.contains("Get started for free"), "the sticky footer stays")
        #expect(session.pilot.frame.lines.last?.contains("PgUp") == true, "the key bar names the way back: \(session.pilot.frame.lines.last ?? "")")
        session.pilot.press(.pageUp)
        #expect(session.pilot.screenText.contains("Get Cat.io Pro") && !session.pilot.screenText.contains(Self.hidden))
        session.pilot.press(.end)
        #expect(session.pilot.screenText.contains(Self.hidden), "End shows the bottom")
        session.pilot.press(.home)
        #expect(!session.pilot.screenText.contains(Self.hidden), "Home the top")
        session.pilot.send(.wheel(3))
        #expect(session.pilot.screenText.contains(Self.hidden), "the wheel scrolls the paywall")
        session.pilot.send(.wheel(-3))
        #expect(!session.pilot.screenText.contains(Self.hidden))
    }

    /// The words a paywall shows at `height` rows, scrolling with PgDn to the bottom, and Tab round its controls (the key
    /// bar's, which drops hints on a narrow screen, aside).
    private func wordsReached(_ placement: String, document: OfferingsDocument, catalog: Catalog, height: Int) async throws -> Set<String> {
        var session = try StorePilot(width: 80, height: height, document: document, catalog: catalog)
        await session.tick()
        await session.pilot.choose(placement)
        func shown() -> [String] { Self.words(session.pilot.frame.lines.dropLast().joined(separator: "\n")) }
        var words = Set(shown())
        for _ in 0..<60 {
            session.pilot.press(.pageDown)
            words.formUnion(shown())
        }
        for _ in 0..<40 {
            session.pilot.press(.tab)
            words.formUnion(shown())
        }
        return words
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace || "│╭╮╰╯─┌┐└┘┏┓┗┛━┃▲▼◉○●✓".contains($0) }).map(String.init)
    }

    /// Every word a paywall shows on a screen tall enough for all of it is seen at 80x24 (and at 80x16) by scrolling,
    /// but the framed placeholders of images, which a paywall too tall for its screen leaves out.
    private func expectEverythingReachable(_ placements: [String], document: OfferingsDocument, catalog: Catalog) async throws {
        for placement in placements {
            let all = try await wordsReached(placement, document: document, catalog: catalog, height: 200)
                .filter { !$0.hasPrefix("image") && !$0.contains(":") || $0.hasSuffix(":") }
            for height in [24, 16] {
                let reached = try await wordsReached(placement, document: document, catalog: catalog, height: height)
                let missing = all.subtracting(reached).filter { !$0.hasPrefix("image") && !($0.first?.isNumber == true && $0.contains(":")) }
                #expect(missing.isEmpty, "\(placement) at 80x\(height): \(missing.sorted())")
            }
        }
    }

    @Test(.needsFixtures) func everyTemplatesTextIsReachable() async throws {
        let (document, catalog) = try templates()
        try await expectEverythingReachable(document.offerings.map(\.identifier), document: document, catalog: catalog)
    }

    @Test func everyDemoPaywallsTextIsReachable() async throws {
        try await expectEverythingReachable(["onboarding", "settings", "upgrade", "store"], document: .demo, catalog: .demo)
    }
}
