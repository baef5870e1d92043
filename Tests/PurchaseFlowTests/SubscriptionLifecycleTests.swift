import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// The catalogs subscription lifecycles are walked on: the demo catalog (time rate 13: a month lasts
/// five minutes) and RevenueCat's template products (real time).
enum LifecycleCatalogs {
    /// RevenueCat's template products (tests that read them need the fixtures).
    static func templateProducts() throws -> Catalog {
        try Catalog.load(from: try #require(Fixtures.url("revenuecat/template-products.storekit")))
    }

    /// The names tests are parameterized with (short, so a failure message stays readable).
    static let names = ["demo", "template-products"]

    /// The catalog with a name from `names` (`template-products` needs the fixtures).
    static func named(_ name: String) throws -> Catalog {
        name == "demo" ? .demo : try templateProducts()
    }

    /// The first subscription whose introductory offer is a free trial.
    static func trialProduct(in catalog: Catalog) throws -> Product {
        try #require(catalog.products(ofKind: .autoRenewableSubscription).first { $0.subscription?.introductoryOffer?.paymentMode == .freeTrial })
    }
}

@Suite("Subscriptions over time")
struct SubscriptionLifecycleTests {
    /// The records of one subscription (by original id), oldest first.
    private func chain(_ sandbox: SandboxHarness, _ originalID: UInt64) throws -> [LedgerRecord] {
        try sandbox.store.records().filter { $0.originalID == Int64(originalID) }
    }

    private func status(_ sandbox: SandboxHarness, _ product: Product) async throws -> SubscriptionStatus {
        let group = try #require(product.subscription?.groupID)
        return try #require(try await sandbox.marketplace.subscriptionStatus(group: group).first)
    }

    @Test(.needsFixtures, arguments: LifecycleCatalogs.names)
    func trialThenPaidRenewalsThenCancelThenExpiry(name: String) async throws {
        let catalog = try LifecycleCatalogs.named(name)
        let sandbox = try SandboxHarness(catalog: catalog)
        let product = try LifecycleCatalogs.trialProduct(in: catalog)
        let details = try #require(product.subscription)
        let intro = try #require(details.introductoryOffer)
        let rate = try sandbox.store.settings().timeRate
        #expect(try await sandbox.marketplace.isEligibleForIntroOffer(group: details.groupID))

        let trial = try #require(try await sandbox.buy(product.id).transaction)
        let trialEnd = rate.end(of: intro.period, times: intro.numberOfPeriods, from: SandboxHarness.start)
        #expect(trial.offer?.paymentMode == .freeTrial && trial.price == 0)
        #expect(milliseconds(try #require(trial.expirationDate)) == milliseconds(trialEnd))
        #expect(try await !sandbox.marketplace.isEligibleForIntroOffer(group: details.groupID))

        // Two paid periods pass: two renewals, each starting where the last ended, with the same original id.
        let secondEnd = rate.end(of: details.period, from: rate.end(of: details.period, from: trialEnd))
        sandbox.clock.set(secondEnd.addingTimeInterval(-1))
        try sandbox.store.catchUp()
        let renewals = try chain(sandbox, trial.originalID).filter { $0.reason == .renewal }
        #expect(renewals.count == 2)
        var previousEnd = trialEnd
        for renewal in renewals {
            #expect(milliseconds(renewal.purchaseDate) == milliseconds(previousEnd))
            #expect(renewal.priceMilliunits == SandboxStore.milliunits(product.price) && renewal.offer == nil)
            let verified = try #require(sandbox.store.verifier.verify(renewal).verifiedTransaction)
            #expect(verified.reason == .renewal && verified.originalID == trial.originalID)
            previousEnd = try #require(renewal.expirationDate)
        }
        #expect(try await status(sandbox, product).state == .subscribed)

        // The customer cancels: still subscribed until the period ends, but it will not renew.
        try sandbox.store.setAutoRenew(of: product.id, false)
        let cancelled = try await status(sandbox, product)
        #expect(cancelled.state == .subscribed && !cancelled.renewalInfo.willAutoRenew && cancelled.renewalInfo.renewalDate == nil)
        #expect(try await sandbox.entitledProductIDs() == [product.id])

        sandbox.clock.set(secondEnd.addingTimeInterval(1))
        let expired = try await status(sandbox, product)
        #expect(expired.state == .expired && expired.renewalInfo.expirationReason == .autoRenewDisabled)
        #expect(try chain(sandbox, trial.originalID).count == 3)
        #expect(try await sandbox.entitledProductIDs().isEmpty)
    }

    @Test(.needsFixtures, arguments: LifecycleCatalogs.names)
    func billingRetryThenGraceThenRecovered(name: String) async throws {
        let catalog = try LifecycleCatalogs.named(name)
        let sandbox = try SandboxHarness(catalog: catalog)
        try sandbox.set("billing-grace-period", "on")
        let product = try LifecycleCatalogs.trialProduct(in: catalog)
        let first = try #require(try await sandbox.buy(product.id).transaction)
        let end = try #require(first.expirationDate)
        try sandbox.store.setBillingIssue(of: product.id, true)

        sandbox.clock.set(end.addingTimeInterval(1))
        let grace = try await status(sandbox, product)
        #expect(grace.state == .inGracePeriod && grace.renewalInfo.isInBillingRetry)
        let graceEnd = try #require(grace.renewalInfo.gracePeriodExpirationDate)
        let rate = try sandbox.store.settings().timeRate
        let period = try #require(product.subscription?.period)
        #expect(graceEnd.timeIntervalSince(end) == rate.duration(ofDays: SandboxStore.gracePeriodDays(for: period), forSubscriptionOf: period))
        #expect(try await sandbox.entitledProductIDs() == [product.id], "access continues in the grace period")
        #expect(try chain(sandbox, first.originalID).count == 1, "a failed renewal charges nothing")

        // Billing is fixed within the grace period: the renewal keeps its date.
        let renewal = try sandbox.store.setBillingIssue(of: product.id, false)
        #expect(renewal.reason == .renewal && milliseconds(renewal.purchaseDate) == milliseconds(end))
        #expect(try await status(sandbox, product).state == .subscribed)
    }

    @Test(.needsFixtures, arguments: LifecycleCatalogs.names)
    func billingRetryThenGraceThenExpired(name: String) async throws {
        let catalog = try LifecycleCatalogs.named(name)
        let sandbox = try SandboxHarness(catalog: catalog)
        try sandbox.set("billing-grace-period", "on")
        try sandbox.set("renewal-billing-issues", "on")
        let product = try LifecycleCatalogs.trialProduct(in: catalog)
        let first = try #require(try await sandbox.buy(product.id).transaction)
        let end = try #require(first.expirationDate)
        let period = try #require(product.subscription?.period)
        let rate = try sandbox.store.settings().timeRate
        let graceEnd = end.addingTimeInterval(rate.duration(ofDays: SandboxStore.gracePeriodDays(for: period), forSubscriptionOf: period))
        let retryEnd = end.addingTimeInterval(rate.duration(ofDays: SandboxStore.billingRetryDays, forSubscriptionOf: period))

        sandbox.clock.set(graceEnd.addingTimeInterval(1))
        #expect(try await status(sandbox, product).state == .inBillingRetryPeriod)
        #expect(try await sandbox.entitledProductIDs().isEmpty, "no access once the grace period is over")

        sandbox.clock.set(retryEnd.addingTimeInterval(1))
        let expired = try await status(sandbox, product)
        #expect(expired.state == .expired && expired.renewalInfo.expirationReason == .billingError && !expired.renewalInfo.willAutoRenew)
        #expect(try chain(sandbox, first.originalID).count == 1)
    }

    @Test(.needsFixtures, arguments: LifecycleCatalogs.names)
    func refundingARenewal(name: String) async throws {
        let catalog = try LifecycleCatalogs.named(name)
        let sandbox = try SandboxHarness(catalog: catalog)
        let product = try LifecycleCatalogs.trialProduct(in: catalog)
        let first = try #require(try await sandbox.buy(product.id).transaction)
        let rate = try sandbox.store.settings().timeRate
        let period = try #require(product.subscription?.period)
        let secondRenewalEnd = rate.end(of: period, times: 2, from: try #require(first.expirationDate))
        try sandbox.store.advanceClock(by: .seconds(secondRenewalEnd.timeIntervalSince(SandboxHarness.start) - 1))
        let renewals = try chain(sandbox, first.originalID).filter { $0.reason == .renewal }
        #expect(renewals.count == 2)

        // Refunding an older renewal leaves the subscription alone; refunding the current one revokes it.
        try sandbox.store.refund(renewals[0].id)
        #expect(try await status(sandbox, product).state == .subscribed)
        let revoked = try sandbox.store.refund(renewals[1].id)
        #expect(revoked.revocationDate != nil)
        let status = try await status(sandbox, product)
        #expect(status.state == .revoked && !status.renewalInfo.willAutoRenew)
        #expect(try await sandbox.entitledProductIDs().isEmpty)
        try sandbox.store.advanceClock(by: .seconds(rate.end(of: period, times: 3, from: secondRenewalEnd).timeIntervalSince(secondRenewalEnd)))
        #expect(try chain(sandbox, first.originalID).count == 3, "a revoked subscription never renews")
    }

    @Test func renewalsFallingDueWhileNoKioskRanAreCaughtUpOnOpening() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let product = try LifecycleCatalogs.trialProduct(in: .demo)
        let first = try #require(try await sandbox.buy(product.id).transaction)
        let rate = try sandbox.store.settings().timeRate
        let period = try #require(product.subscription?.period)
        sandbox.clock.set(rate.end(of: period, times: 5, from: try #require(first.expirationDate)).addingTimeInterval(-1))
        // A second process opening the ledger catches up the five renewals; the clock's advance persists.
        let reopened = try sandbox.reopened()
        #expect(try reopened.store.records().filter { $0.reason == .renewal }.count == 5)
        try reopened.store.advanceClock(by: .seconds(3_600))
        #expect(try sandbox.store.ledger.clockOffset() == 3_600_000)
    }
}
