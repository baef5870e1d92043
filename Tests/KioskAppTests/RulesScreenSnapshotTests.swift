import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

/// Snapshots of the screens the storefront rules change, under the demo rules, at 80x24 and 57x19: the store,
/// my purchases and the onboarding paywall once the family lifetime is owned (with a basic subscription, a
/// conflict), a product that would add nothing and its purchase that is not charged, and the customer switch in
/// settings.
@Suite("Screen snapshots under the demo storefront rules")
struct RulesScreenSnapshotTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 57, height: 19)]

    @Test(arguments: sizes) func familyLifetimeOwned(size: TerminalSize) async throws {
        var session = try await demoSession(size)
        await session.pilot.buyFromStore("Plus Basic, Weekly")
        await session.pilot.buyFromStore("Family Lifetime")
        session.pilot.press(.escape, .escape)
        expectScreen(session.pilot, named: "rules-store-family", includingStyles: true)
        session.pilot.goHome()
        await session.pilot.choose("My purchases")
        expectScreen(session.pilot, named: "rules-my-purchases-family")
        session.pilot.press(.end)
        expectScreen(session.pilot, named: "rules-my-purchases-family-end")
        session.pilot.goHome()
        await session.pilot.choose("onboarding")
        expectScreen(session.pilot, named: "rules-paywall-owned")
    }

    @Test(arguments: sizes) func notCharged(size: TerminalSize) async throws {
        var session = try await demoSession(size)
        await session.pilot.buyFromStore("Lifetime Unlock")
        session.pilot.goHome()
        await session.pilot.choose("Store")
        await session.pilot.choose("Plus Standard, Monthly")
        expectScreen(session.pilot, named: "rules-product-not-needed", includingStyles: true)
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        expectScreen(session.pilot, named: "rules-purchase-not-charged", includingStyles: true)
    }

    @Test(arguments: sizes) func customerSwitch(size: TerminalSize) async throws {
        var session = try await demoSession(size)
        await session.pilot.choose("Settings")
        await session.pilot.choose("New customer…")
        session.pilot.type("bob")
        expectScreen(session.pilot, named: "rules-new-customer", includingStyles: true)
        session.pilot.press(.enter)
        await session.pilot.settle()
        expectScreen(session.pilot, named: "rules-settings-two-customers")
    }

    /// A store pilot under the demo rules at a size with the default theme, the store read once.
    private func demoSession(_ size: TerminalSize) async throws -> StorePilot {
        var session = try StorePilot(width: size.width, height: size.height, theme: .builtInDefault, rules: .demo)
        await session.tick()
        return session
    }
}
