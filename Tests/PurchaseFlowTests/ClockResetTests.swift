import Foundation
import PaywallModel
import Testing
@testable import PurchaseFlow

/// Turning the clock back to real time never undoes what the clock already made happen.
@Suite("Back to real time keeps every event the clock made happen")
struct ClockResetTests {
    private static let monthly = "demo.plus.premium.monthly"

    /// Every subscription's state in the demo's Plus group.
    private func states(_ store: SandboxStore) throws -> [RenewalState] {
        try store.subscriptionStatuses(group: "KPLUS").map(\.state)
    }

    /// An expiry the clock made (Expire now ten days ahead) stays: going back to the wall clock brought the
    /// subscription back to life until its old period end.
    @Test func anExpiryAheadOfTheWallClockStays() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.set(SettingOverride(key: "time-rate", value: "0"))
        _ = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly), origin: "test")
        try sandbox.store.advanceClock(by: #require(ClockStep("P10D")))
        _ = try sandbox.store.expireSubscription(of: Self.monthly)
        let before = try states(sandbox.store)
        #expect(before == [.expired])
        let reset = try sandbox.store.resetClockToRealTime()
        #expect(reset != .backToWallClock)
        #expect(try states(sandbox.store) == before)
    }

    /// Found by QA: kept ahead, the clock stayed where it was and the message named an earlier date as the
    /// newest; it now goes back to the latest date the ledger holds, and no further.
    @Test func keptAheadTheClockGoesBackToTheLatestDateTheLedgerHolds() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.set(SettingOverride(key: "time-rate", value: "0"))
        _ = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly), origin: "test")
        try sandbox.store.advanceClock(by: #require(ClockStep("P10D")))
        let expired = try sandbox.store.expireSubscription(of: Self.monthly)
        try sandbox.store.advanceClock(by: #require(ClockStep("P5D")))
        let reset = try sandbox.store.resetClockToRealTime()
        let expiry = try #require(expired.expirationDate)
        #expect(reset == .keptAhead(newestDate: expiry))
        #expect(sandbox.store.clock.now() == expiry, "the clock reads the newest date, not five days after it")
        #expect(try states(sandbox.store) == [.expired])
        #expect(try sandbox.store.resetClockToRealTime() == .keptAhead(newestDate: expiry), "pressing again keeps it there")
        #expect(sandbox.store.clock.now() == expiry)
    }

    /// Found by QA: turning auto-renew off ahead of the wall clock is dated only in its notification, and going
    /// back to the wall clock left that notification in the future.
    @Test func aNotificationAheadOfTheWallClockStays() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.set(SettingOverride(key: "time-rate", value: "0"))
        _ = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly), origin: "test")
        try sandbox.store.advanceClock(by: #require(ClockStep("P10D")))
        try sandbox.store.setAutoRenew(of: Self.monthly, false)
        let cancelled = sandbox.store.clock.now()
        try sandbox.store.advanceClock(by: #require(ClockStep("P5D")))
        #expect(try sandbox.store.resetClockToRealTime() == .keptAhead(newestDate: cancelled))
        #expect(try sandbox.store.notifications().allSatisfy { $0.createdAt <= Timestamp(sandbox.store.clock.now()) })
    }

    /// A failed renewal and the end of its grace period stay: going back made the subscription in a grace
    /// period before its period had even ended.
    @Test func aFailedRenewalAndItsGraceEndStay() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.set(SettingOverride(key: "time-rate", value: "0"))
        _ = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly), origin: "test")
        _ = try sandbox.store.setBillingIssue(of: Self.monthly, true)
        try sandbox.store.advanceClock(by: #require(ClockStep("P1M")))
        try sandbox.store.advanceClock(by: #require(ClockStep("P20D")))
        let before = try states(sandbox.store)
        #expect(before != [.subscribed], "the renewal failed")
        let reset = try sandbox.store.resetClockToRealTime()
        #expect(reset != .backToWallClock)
        #expect(try states(sandbox.store) == before)
    }
}
