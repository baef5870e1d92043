import PaywallLayout
import PurchaseFlow
import Testing
@testable import KioskApp

/// A purchase from a paywall that waits for approval (Ask to Buy) shows on the paywall, and its approval or
/// decline by another process shows there on the next tick, without a key press.
@Suite("Paywall pending: Ask to Buy shown live on the paywall")
struct PaywallPendingTests {
    static let theme = Theme.builtInDefault

    /// The paywall's status line (the row above the key bar) and the style it starts in.
    static func statusLine(_ pilot: Pilot) -> (text: String, style: Style) {
        let frame = pilot.frame
        let y = frame.height - 2
        return (frame.lines[y].trimmingCharacters(in: .whitespaces), frame[1, y].style)
    }

    /// A store pilot with Ask to Buy on, back on the onboarding paywall after buying its selected package.
    static func pendingOnThePaywall() async throws -> StorePilot {
        var session = try StorePilot(theme: theme)
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        await session.tick()
        await session.pilot.choose("onboarding")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.state.current.kind == .purchase(productID: "demo.plus.premium.yearly"))
        session.pilot.press(.escape)
        #expect(session.pilot.state.current.kind == .paywall(placement: "onboarding"))
        return session
    }

    @Test func aPendingPurchaseShowsOnThePaywall() async throws {
        let session = try await Self.pendingOnThePaywall()
        let status = Self.statusLine(session.pilot)
        #expect(status.text == "Plus Premium, Yearly: waiting for approval (Ask to Buy)")
        #expect(status.style == Self.theme.style(.pending))
    }

    @Test func approvalElsewhereShowsOnTheNextTickWithoutAKey() async throws {
        var session = try await Self.pendingOnThePaywall()
        let request = try #require(try session.store.records().last)
        _ = try session.store.approve(request.id)
        #expect(Self.statusLine(session.pilot).text.contains("waiting for approval"), "nothing changes before the store is read")
        await session.tick()
        let status = Self.statusLine(session.pilot)
        #expect(status.text.hasPrefix("Plus Premium, Yearly was approved: it is active until"))
        #expect(status.style == Self.theme.style(.success))
        #expect(session.pilot.state.store?.states["demo.plus.premium.yearly"].map(ProductText.isEntitled) == true)
    }

    @Test func declineElsewhereShowsOnTheNextTickWithoutAKey() async throws {
        var session = try await Self.pendingOnThePaywall()
        let request = try #require(try session.store.records().last)
        _ = try session.store.decline(request.id)
        await session.tick()
        let status = Self.statusLine(session.pilot)
        #expect(status.text == "Plus Premium, Yearly was declined; nothing was charged.")
        #expect(status.style == Self.theme.style(.danger))
        session.pilot.goHome()
        await session.pilot.choose("Store")
        #expect(!session.pilot.screenText.contains("declined"), "the news stays on the paywall")
    }
}
