import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("What the title bar, the loading line and the README say is what the program does")
struct ScreenTruthTests {
    @Test func aBreadcrumbTooLongForTheBarIsCutWithAnEllipsisByDisplayWidth() async throws {
        var session = try StorePilot(width: 41, height: 24)
        await session.tick()
        await session.pilot.visit(["Transaction manager", "Clock", "A duration you type"])
        let bar = try #require(session.pilot.screenText.split(separator: "\n").first.map(String.init))
        #expect(bar.hasSuffix("…"), "\(bar)")
        #expect(DisplayWidth.of(bar) <= 40, "the last column stays free: \(bar)")
        session.pilot.resize(width: 120, height: 24)
        #expect(session.pilot.screenText.hasPrefix(" Kiosk › Transaction manager › Clock › Move the clock\n"), "no ellipsis when it fits")
    }

    @Test func withoutACachedCopyTheLoadingLineSaysWhatEscDoes() {
        let cached = OfferingsLoading(address: "https://example.test/o.json", hasCachedCopy: true).rows.map(\.label)
        #expect(cached.contains("Esc cancels and uses the cached copy."))
        let none = OfferingsLoading(address: "https://example.test/o.json", hasCachedCopy: false).rows.map(\.label)
        #expect(!none.joined().contains("cached copy."), "\(none)")
        #expect(none.contains("Esc cancels the fetch; with no cached copy, the store goes on without paywalls."), "\(none)")
    }

    @Test func theReadmeSaysWhatSettingsStorefrontDoes() async throws {
        var session = try StorePilot(height: 40)
        await session.tick()
        await session.pilot.visit(["Settings", "Storefront"])
        #expect(session.pilot.state.current.kind == .settingChoice(.storefront))
        let choices = ScreenContent.of(session.pilot.state).rows.filter(\.isSelectable)
        #expect(choices.count == Storefront.all.count, "a list of every storefront")
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardizedFileURL, encoding: .utf8)
        let tour = readme.replacingOccurrences(of: "\n", with: " ")
        #expect(tour.contains("Settings › Storefront and Settings › Locale each open a list of every value to choose from (`/` filters it)"))
        #expect(!tour.contains("Enter cycles"), "the storefront is chosen from a list, not cycled")
    }
}
