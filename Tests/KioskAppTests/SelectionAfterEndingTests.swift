import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// Found by QA: on the product screen of a subscription in billing retry whose auto-renew is off, "Billing issue: on
/// (turn off)" ended the subscription and the selection landed silently on "Buy for $12.99 / month"; a second Enter
/// bought it again (the purchase sheet's Confirm is selected). Likewise when the subscription ended under "Resume
/// auto-renew". When the item selected goes away and only items that charge or take something away are left, nothing
/// is selected (Enter does nothing until ↑ or ↓), and after the user's own action the status line says what the
/// ledger shows came of it.
@Suite("After a subscription ends under the selection, Enter charges nothing")
struct SelectionAfterEndingTests {
    private let monthly = "demo.plus.premium.monthly"

    /// Plus Premium, Monthly in billing retry (its renewal failed to bill) with auto-renew turned off, its product
    /// screen open (the purchase sheet off: Buy buys at once; with it on, a second Enter does).
    private func retryingWithAutoRenewOff() async throws -> StorePilot {
        var session = try StorePilot(width: 100, height: 40)
        try await session.buyWithFailedRenewal(monthly)
        _ = try session.store.setAutoRenew(of: monthly, false)
        await session.tick()
        #expect(try session.store.subscriptionStatuses(group: "KPLUS").first?.hasEnded == false, "still retried")
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        return session
    }

    /// Presses Enter twice, as a user expecting the highlight where it was, and returns how many records there are then.
    private func pressEnterTwice(_ session: inout StorePilot) async throws -> Int {
        session.pilot.press(.enter)
        await session.tick()
        session.pilot.press(.enter)
        await session.tick()
        return try session.store.records().count
    }

    @Test func turningTheBillingIssueOffThatEndsTheSubscriptionLeavesNothingThatChargesSelected() async throws {
        var session = try await retryingWithAutoRenewOff()
        let count = try session.store.records().count
        await session.pilot.choose("Billing issue: on (turn off)")
        #expect(try session.store.subscriptionStatuses(group: "KPLUS").first?.state == .expired)
        #expect(!session.pilot.screenText.contains("› Buy for"), "\(session.pilot.screenText)")
        let notice = session.pilot.state.notice ?? "no notice"
        #expect(notice == "Billing issue off: Plus Premium, Monthly was not renewed: auto-renew was off, so it has ended.", "\(notice)")
        #expect(try await pressEnterTwice(&session) == count, "two Enters bought it again")
    }

    @Test func aSubscriptionThatEndsUnderResumeAutoRenewLeavesNothingThatChargesSelected() async throws {
        var session = try await retryingWithAutoRenewOff()
        session.pilot.select("Resume auto-renew")
        let count = try session.store.records().count
        // The billing retry runs out (the clock, here moved by another process): the subscription expires.
        let retryEnd = try #require(try session.store.subscriptionStatuses(group: "KPLUS").first?.billingRetryEnd)
        session.clock.set(retryEnd.addingTimeInterval(60))
        await session.tick()
        #expect(try session.store.subscriptionStatuses(group: "KPLUS").first?.state == .expired)
        #expect(!session.pilot.screenText.contains("› Buy for"), "\(session.pilot.screenText)")
        let notice = session.pilot.state.notice ?? "no notice"
        #expect(notice == "Resume auto-renew no longer applies here; nothing is selected.", "\(notice)")
        #expect(try await pressEnterTwice(&session) == count, "two Enters bought it again")
    }
}
