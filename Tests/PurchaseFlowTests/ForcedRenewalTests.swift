import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: `renew` charged a new period starting now while the paid one still ran, and charged it even with a
/// billing issue on. StoreKit Testing's forced renewal ends the current period now and starts the next one, and
/// every renewal fails to bill while a billing issue is simulated.
@Suite("Forcing a renewal")
struct ForcedRenewalTests {
    let monthly = "demo.plus.standard.monthly"

    /// A sandbox at real time with the monthly plan bought at the start and the clock ten days on.
    func boughtTenDaysAgo(grace: Bool = false) throws -> (SandboxHarness, LedgerRecord) {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("billing-grace-period", grace ? "on" : "off")
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            throw MarketplaceError(.productUnavailable, "\(monthly) was not bought")
        }
        sandbox.clock.set(SandboxHarness.start.addingTimeInterval(10 * 86_400))
        return (sandbox, bought)
    }

    @Test func theCurrentPeriodEndsNowAndTheNextStartsNowWithoutOverlap() throws {
        let (sandbox, bought) = try boughtTenDaysAgo()
        let now = sandbox.clock.now()
        let renewal = try sandbox.store.forceRenewal(of: monthly)
        #expect(renewal.reason == .renewal && renewal.originalID == bought.originalID && renewal.purchaseDate == now)

        let ended = try sandbox.store.record(bought.id)
        #expect(ended.expirationDate == now, "the paid period ends when the renewal is forced")
        let verified = try #require(sandbox.store.verifier.verify(ended).verifiedTransaction, "the shortened transaction is signed again")
        #expect(verified.expirationDate == now)

        let periods = try sandbox.store.records().filter { $0.originalID == bought.originalID }.sorted { $0.purchaseDate < $1.purchaseDate }
        #expect(periods.count == 2)
        for (earlier, later) in zip(periods, periods.dropFirst()) {
            #expect(try #require(earlier.expirationDate) <= later.purchaseDate, "no two periods overlap")
        }
        let status = try #require(try sandbox.store.subscriptionStatus(of: monthly))
        #expect(status.state == .subscribed && status.latest.id == renewal.id)
    }

    @Test(arguments: [false, true])
    func aRenewalForcedWithABillingIssueFailsToBillAndChargesNothing(grace: Bool) throws {
        let (sandbox, bought) = try boughtTenDaysAgo(grace: grace)
        try sandbox.store.setBillingIssue(of: monthly, true)
        let now = sandbox.clock.now()
        try sandbox.store.forceRenewal(of: monthly)

        #expect(try sandbox.store.records().filter { $0.reason == .renewal }.isEmpty, "nothing is charged")
        #expect(try sandbox.store.record(bought.id).expirationDate == now, "the period ended when the renewal was attempted")
        let status = try #require(try sandbox.store.subscriptionStatus(of: monthly))
        #expect(status.state == (grace ? .inGracePeriod : .inBillingRetryPeriod))
        #expect(status.latest.id == bought.id)
        if grace {
            #expect(try #require(status.renewalInfo.gracePeriodExpirationDate) > now)
        }
        let failures = try sandbox.store.notifications().filter { $0.type == .didFailToRenew }
        #expect(failures.count == 1 && failures.first?.createdAt == Timestamp(now))

        // Another forced renewal while billing still fails changes nothing.
        let before = try sandbox.store.records()
        try sandbox.store.forceRenewal(of: monthly)
        #expect(try sandbox.store.records() == before)
        #expect(try sandbox.store.notifications().filter { $0.type == .didFailToRenew }.count == 1)

        // Fixing billing then renews from now, and a renewal forced after that charges one period from now.
        try sandbox.store.setBillingIssue(of: monthly, false)
        #expect(try sandbox.store.subscriptionStatus(of: monthly)?.state == .subscribed)
    }

    /// Found by QA: fixing billing in the grace period renews from the old date, and its DID_RENEW BILLING_RECOVERY
    /// was dated then too, days before the fix that caused it, out of order in the outbox.
    @Test func theRecoveryIsNotifiedWhenBillingIsFixed() throws {
        let (sandbox, bought) = try boughtTenDaysAgo(grace: true)
        try sandbox.store.setBillingIssue(of: monthly, true)
        let renewalDate = try #require(bought.expirationDate)
        sandbox.clock.set(renewalDate.addingTimeInterval(3 * 86_400))
        #expect(try sandbox.store.subscriptionStatus(of: monthly)?.state == .inGracePeriod)
        let fixed = sandbox.clock.now()
        try sandbox.store.setBillingIssue(of: monthly, false)

        let renewal = try #require(try sandbox.store.records().last { $0.reason == .renewal })
        #expect(renewal.purchaseDate == renewalDate, "in the grace period the renewal keeps its date")
        let recovery = try #require(try sandbox.store.notifications().last { $0.type == .didRenew })
        #expect(recovery.subtype == .billingRecovery && recovery.createdAt == Timestamp(fixed))
    }
}
