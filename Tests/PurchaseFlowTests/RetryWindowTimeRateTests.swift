import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: a failed renewal's grace period and billing retry were worked out from the time rate in force
/// when they were read, so slowing the clock after a subscription's billing retry had run out revived it, and
/// fixing billing then charged for it.
@Suite("A billing retry's window is fixed when the renewal fails")
struct RetryWindowTimeRateTests {
    private let monthly = "demo.plus.premium.monthly"
    private struct NotBought: Error {}

    /// A demo sandbox at an accelerated rate whose monthly subscription failed to renew at its first renewal date.
    private func failedRenewal() throws -> (SandboxHarness, LedgerRecord) {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "15")
        try sandbox.set("billing-grace-period", "on")
        try sandbox.set("renewal-billing-issues", "on")
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            throw NotBought()
        }
        return (sandbox, bought)
    }

    private func status(_ sandbox: SandboxHarness) throws -> SandboxSubscriptionStatus {
        try #require(try sandbox.store.subscriptionStatuses(group: "KPLUS").first { $0.subscription.productID == monthly })
    }

    @Test(arguments: ["real", "0"])
    func aRetryThatRanOutStaysEndedWhenTheClockSlowsDown(rate: String) throws {
        let (sandbox, bought) = try failedRenewal()
        let end = try #require(bought.expirationDate)
        // Thirty seconds a month: the 60-day retry is over a minute after the failed renewal.
        sandbox.clock.set(end.addingTimeInterval(120))
        #expect(try status(sandbox).state == .expired)

        try sandbox.set("time-rate", rate)
        let after = try status(sandbox)
        #expect(after.state == .expired, "a billing retry that ran out stays over at rate \(rate)")
        #expect(after.renewalInfo.expirationReason == .billingError)

        try sandbox.set("renewal-billing-issues", "off")
        _ = try? sandbox.store.setBillingIssue(of: monthly, false)
        #expect(try sandbox.store.records().filter { $0.reason == .renewal }.isEmpty, "nothing is charged for an ended subscription")
        #expect(try status(sandbox).state == .expired)
    }

    @Test func aGracePeriodKeepsItsEndWhenTheRateChanges() throws {
        let (sandbox, bought) = try failedRenewal()
        let end = try #require(bought.expirationDate)
        sandbox.clock.set(end.addingTimeInterval(1))
        let grace = try status(sandbox)
        #expect(grace.state == .inGracePeriod)
        let graceEnd = try #require(grace.renewalInfo.gracePeriodExpirationDate)

        try sandbox.set("time-rate", "real")
        let slowed = try status(sandbox)
        #expect(slowed.state == .inGracePeriod)
        #expect(slowed.renewalInfo.gracePeriodExpirationDate == graceEnd, "the grace period ends when it was set to end")
        #expect(try sandbox.store.upcomingEvents().contains { $0.date == graceEnd }, "the clock's next events agree")
    }

    /// A retry a schema version 9 kiosk started has no window stored: its ends are worked out from the settings, as before.
    @Test func aRetryAnOlderKioskStartedKeepsItsWorkedOutWindow() throws {
        let (sandbox, bought) = try failedRenewal()
        sandbox.clock.set(try #require(bought.expirationDate).addingTimeInterval(1))
        let graceEnd = try #require(try status(sandbox).renewalInfo.gracePeriodExpirationDate)
        let database = try SQLiteDatabase(path: sandbox.directory.file(SandboxLedger.fileName).path)
        try database.write { try $0.execute("DROP TABLE billing_retry_windows; PRAGMA user_version = 9") }
        let reopened = try sandbox.reopened()
        #expect(try SchemaMigrator.version(of: database) == LedgerSchema.migrator.currentVersion)
        let migrated = try #require(try reopened.store.subscriptionStatuses(group: "KPLUS").first)
        #expect(migrated.state == .inGracePeriod && migrated.renewalInfo.gracePeriodExpirationDate == graceEnd)
    }

    /// A demo sandbox at real time whose monthly subscription has a billing issue, with the grace period on or off.
    private func billingIssueAtRealTime(gracePeriod: Bool) throws -> (SandboxHarness, LedgerRecord) {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("billing-grace-period", gracePeriod ? "on" : "off")
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else { throw NotBought() }
        try sandbox.store.setBillingIssue(of: monthly, true)
        return (sandbox, bought)
    }

    /// Found by QA: fixing billing in a grace period started at real time, after the rate was sped up, renewed from
    /// the old renewal date period after period up to now: 8,641 renewals charged at once.
    @Test func fixingBillingAfterTheRateSpedUpRenewsOnce() throws {
        let (sandbox, bought) = try billingIssueAtRealTime(gracePeriod: true)
        let end = try #require(bought.expirationDate)
        sandbox.clock.set(end.addingTimeInterval(86_400))
        #expect(try status(sandbox).state == .inGracePeriod)
        try sandbox.set("time-rate", "15")
        sandbox.clock.set(end.addingTimeInterval(4 * 86_400))
        let renewed = try sandbox.store.setBillingIssue(of: monthly, false)
        #expect(try sandbox.store.records().filter { $0.reason == .renewal }.count == 1, "one renewal, not one per 30 seconds since the old date")
        #expect(try #require(renewed.expirationDate) > sandbox.clock.now(), "the renewed period runs now")
        #expect(try status(sandbox).state == .subscribed)
    }

    /// Found by QA: turning the grace period on after a renewal failed without one granted it backwards, and fixing
    /// billing then charged from the old date, for time the customer had no access.
    @Test func turningTheGracePeriodOnLaterGrantsNoneToARetryUnderWay() throws {
        let (sandbox, bought) = try billingIssueAtRealTime(gracePeriod: false)
        sandbox.clock.set(try #require(bought.expirationDate).addingTimeInterval(3 * 86_400))
        #expect(try status(sandbox).state == .inBillingRetryPeriod)
        try sandbox.set("billing-grace-period", "on")
        #expect(try status(sandbox).state == .inBillingRetryPeriod, "no grace period after the fact")
        let renewed = try sandbox.store.setBillingIssue(of: monthly, false)
        #expect(renewed.purchaseDate == sandbox.clock.now(), "renewed from now: nothing is charged for the time without access")
    }
}


/// Found by QA: renewal info said a subscription renewed at its full price while periods of its pay-as-you-go offer
/// remained, and the renewal then charged the offer's price.
@Suite("Renewal info prices the next renewal as it will be charged")
struct RenewalPriceTests {
    @Test func aPayAsYouGoOfferStillRunningIsTheRenewalPrice() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly")) else {
            Issue.record("not bought")
            return
        }
        #expect(bought.offer?.kind == .introductory && bought.offer?.paymentMode == .payAsYouGo)
        var expected: [Decimal?] = []
        var charged: [Decimal?] = []
        for _ in 0..<4 {
            let status = try #require(try sandbox.store.subscriptionStatuses(group: "KPLUS").first)
            expected.append(status.renewalInfo.renewalPrice)
            sandbox.clock.set(status.subscription.expirationDate.addingTimeInterval(1))
            _ = try sandbox.store.catchUp()
            charged.append(try sandbox.store.records().filter { $0.reason == .renewal }.max { $0.id < $1.id }?.chargedPrice?.amount)
        }
        #expect(expected == charged, "renewal info said \(expected), the renewals charged \(charged)")
        #expect(Set(charged).count == 2, "the offer's price, then the full price: \(charged)")
    }
}
