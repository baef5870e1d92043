import Foundation
import PaywallLayout
import Testing
@testable import KioskApp

/// A paywall promises an offer only to customers the store gives it to, and marks a package the customer already
/// has as their current plan instead of offering a purchase that charges nothing.
@Suite("Paywall eligibility: offer copy and the current plan follow the customer")
struct PaywallEligibilityTests {
    /// A store pilot on the onboarding paywall after a tick, having bought Plus Premium, Yearly (with its free
    /// week) when `owned`, and let it expire when `expired`.
    static func onboarding(buying: Bool, expired: Bool = false) async throws -> StorePilot {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        if buying {
            await session.pilot.buyFromStore("Plus Premium, Yearly")
            if expired { _ = try session.store.expireSubscription(of: "demo.plus.premium.yearly") }
            await session.tick()
        }
        session.pilot.goHome()
        await session.pilot.choose("onboarding")
        return session
    }

    @Test func aNewCustomerIsPromisedTheFreeWeek() async throws {
        let session = try await Self.onboarding(buying: false)
        let screen = session.pilot.screenText
        #expect(screen.contains("1 WEEK FREE"))
        #expect(screen.contains("Before it ends"))
        #expect(screen.contains("Start my free week"))
    }

    @Test func aCustomerWhoHadTheTrialIsPromisedNothing() async throws {
        let session = try await Self.onboarding(buying: true, expired: true)
        let screen = session.pilot.screenText
        #expect(!screen.contains("FREE"), "no trial badge for a customer who cannot have the trial")
        #expect(!screen.contains("Before it ends") && !screen.contains("After 1"), "no trial timeline")
        #expect(screen.contains("$119.99/yr"))
        #expect(screen.contains("Continue"))
        #expect(!screen.contains(PaywallWords.text(.currentPlan, locale: "en_US")))
    }

    @Test func aPackageTheCustomerHasIsTheirCurrentPlanNotAPurchase() async throws {
        var session = try await Self.onboarding(buying: true)
        let screen = session.pilot.screenText
        #expect(screen.contains(PaywallWords.text(.currentPlan, locale: "en_US")))
        #expect(!screen.contains("Continue") && !screen.contains("Start my free"), "no purchase button for what the customer has")
        let before = try session.store.records().count
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.state.current.kind == .paywall(placement: "onboarding"))
        #expect(session.pilot.state.notice == "Plus Premium, Yearly is your current plan; there is nothing to buy.")
        #expect(try session.store.records().count == before, "nothing was asked of the store")
    }
}
