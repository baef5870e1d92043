import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: a ledger whose rows name a product the catalog no longer has (the `.storekit` file was edited) could not
/// be opened once that product's subscription was due to renew, so nothing else worked either. Now the ledger opens,
/// everything else goes on, and a subscription whose product (or the one it was to renew into) is gone expires at its
/// renewal date with the expiration reason productUnavailable (App Store `expirationIntent` 4; EXPIRED with
/// PRODUCT_NOT_FOR_SALE), as the App Store ends one whose product is not for sale when it would renew.
@Suite("A ledger naming products the catalog no longer has")
struct RemovedProductTests {
    static let removed = "demo.plus.standard.monthly"
    static let news = "demo.news.digital.monthly"

    /// A month and a half: past one renewal of every monthly plan.
    static let pastTheRenewal: TimeInterval = 45 * 86_400

    /// A store on the demo catalog whose clock runs in real time (the demo's renews monthly plans every five minutes).
    static func realTimeDemo() throws -> SandboxHarness {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "0")
        return sandbox
    }

    /// A store on the harness's ledger and clock whose catalog lacks some products, as a second process would open it.
    static func opened(_ sandbox: SandboxHarness, without ids: Set<String>) throws -> SandboxHarness {
        try SandboxHarness(catalog: Catalog.demo.removing(ids), directory: sandbox.directory, clock: sandbox.clock)
    }

    /// Found in review and by QA: with the customer's current plan gone from the catalog, buying another plan of its
    /// group charged the whole price while saying the unused rest was credited, marked the paid plan upgraded (so it
    /// could not be refunded) and notified a resubscription. A plan the catalog no longer has cannot be ranked against
    /// the new one: the change waits for its renewal, so the period paid for is kept, and then renews into the new plan.
    @Test func changingFromAPlanTheCatalogNoLongerHasWaitsForItsRenewal() throws {
        let sandbox = try Self.realTimeDemo()
        let old = try sandbox.completed(PurchaseRequest(productID: Self.removed))
        sandbox.clock.advance(by: 3 * 86_400)
        let edited = try Self.opened(sandbox, without: [Self.removed])
        let outcome = try edited.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        guard case .planChangeScheduled = outcome else {
            Issue.record("the change does not wait for the renewal: \(outcome)")
            return
        }
        let paid = try edited.store.record(old.id)
        #expect(!paid.isUpgraded && paid.revocationDate == nil, "the period paid for is kept")
        #expect(try edited.store.notifications().allSatisfy { $0.subtype != .resubscribe })
        sandbox.clock.advance(by: Self.pastTheRenewal)
        _ = try edited.store.catchUp()
        let renewal = try #require(try edited.store.records().first { $0.reason == .renewal && $0.originalID == old.originalID })
        #expect(renewal.productID == "demo.plus.premium.monthly" && renewal.purchaseDate == old.expirationDate)
    }

    @Test func theLedgerOpensTheOtherSubscriptionRenewsAndTheRemovedOneExpiresAsProductUnavailable() async throws {
        let sandbox = try Self.realTimeDemo()
        let plus = try sandbox.completed(PurchaseRequest(productID: Self.removed))
        _ = try sandbox.completed(PurchaseRequest(productID: Self.news))
        let expiry = try #require(plus.expirationDate)
        sandbox.clock.advance(by: Self.pastTheRenewal)

        let edited = try Self.opened(sandbox, without: [Self.removed])
        let records = try edited.store.records()
        #expect(records.filter { $0.productID == Self.removed }.map(\.id) == [plus.id], "the removed plan never renews")
        #expect(records.contains { $0.productID == Self.news && $0.reason == .renewal }, "the other subscription still renews")
        #expect(records.filter { $0.productID == Self.removed }.allSatisfy { !$0.willAutoRenew })

        let status = try #require(try edited.store.subscriptionStatuses(group: "KPLUS").first)
        #expect(status.state == .expired && status.renewalInfo.expirationReason == .productUnavailable)
        #expect(!status.renewalInfo.willAutoRenew && status.subscription.expirationDate == expiry)
        #expect(SignedRenewalInfoPayload.expirationIntent(.productUnavailable) == 4)
        let expired = try edited.store.notifications().filter { $0.type == .expired }
        #expect(expired.map(\.subtype) == [.productNotForSale] && expired.map(\.originalID) == [plus.originalID])
        #expect(expired.first?.createdAt == Timestamp(expiry), "dated when it expired")

        // Its rows still verify, and what the customer has is what they paid for.
        #expect(edited.store.verifier.verify(records).allSatisfy { $0.verifiedTransaction != nil })
        #expect(try await edited.entitledProductIDs() == [Self.news])
        // Buying something else works.
        #expect(try edited.completed(PurchaseRequest(productID: "demo.lifetime")).productID == "demo.lifetime")

        // The product back in the catalog revives nothing: the subscription ended, and is never charged for the time since.
        sandbox.clock.advance(by: Self.pastTheRenewal)
        let restored = try SandboxHarness(catalog: .demo, directory: sandbox.directory, clock: sandbox.clock)
        #expect(try restored.store.records().filter { $0.productID == Self.removed }.map(\.id) == [plus.id])
        let after = try #require(try restored.store.subscriptionStatuses(group: "KPLUS").first)
        #expect(after.state == .expired && after.renewalInfo.expirationReason == .productUnavailable)
        #expect(try restored.store.notifications().filter { $0.type == .expired }.count == 1)
        // Bought again, it is a new period of the same subscription, renewing as any other.
        _ = try restored.completed(PurchaseRequest(productID: Self.removed))
        let again = try #require(try restored.store.subscriptionStatuses(group: "KPLUS").first)
        #expect(again.state == .subscribed && again.renewalInfo.willAutoRenew && again.renewalInfo.expirationReason == nil)
    }

    @Test func advancingTheClockRenewsTheOthersAndEndsTheRemovedOne() throws {
        let sandbox = try Self.realTimeDemo()
        _ = try sandbox.completed(PurchaseRequest(productID: Self.removed))
        _ = try sandbox.completed(PurchaseRequest(productID: Self.news))
        let edited = try Self.opened(sandbox, without: [Self.removed])
        let renewals = try edited.store.advanceClock(by: try #require(ClockStep("P2M")))
        #expect(renewals.map(\.productID) == [Self.news, Self.news])
        #expect(try edited.store.subscriptionStatuses(group: "KPLUS").map(\.renewalInfo.expirationReason) == [.productUnavailable])
    }

    /// Found in review: with a whole subscription group taken out of the catalog, its subscriptions disappeared from
    /// every report that walked the catalog's groups: `kiosk sandbox subscriptions`, the clock's report of a move (so
    /// the removed plan's expiration was never counted) and the plan changes scheduled.
    @Test func aGroupTheCatalogNoLongerHasIsStillReported() throws {
        let sandbox = try Self.realTimeDemo()
        let news = try sandbox.completed(PurchaseRequest(productID: Self.news))
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        guard case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly")) else {
            Issue.record("the downgrade was not scheduled")
            return
        }
        let edited = try SandboxHarness(catalog: Catalog.demo.removingGroup("KNEWS"), directory: sandbox.directory, clock: sandbox.clock)
        #expect(try edited.store.subscriptionGroupIDs() == ["KPLUS", "KNEWS"], "the catalog's groups, then the ledger's others")
        #expect(try edited.store.scheduledPlanChanges() == ["KPLUS": "demo.plus.basic.weekly"])
        let before = try edited.store.clockReading()
        #expect(before.states[news.originalID] == .subscribed, "the removed group's subscription is read")
        let report = try edited.store.advanceClockReporting(by: try #require(ClockStep("P45D")))
        #expect(report.expirations == 1 && report.planChangesApplied == 1, "\(report)")
        #expect(try edited.store.subscriptionStatuses(group: "KNEWS").map(\.renewalInfo.expirationReason) == [.productUnavailable])
    }

    @Test func aScheduledDowngradeToARemovedPlanEndsTheSubscriptionAtItsRenewal() throws {
        let sandbox = try Self.realTimeDemo()
        let current = try sandbox.completed(PurchaseRequest(productID: Self.removed))
        let target = "demo.plus.basic.weekly"
        guard case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: target)) else {
            Issue.record("the downgrade was not scheduled")
            return
        }
        sandbox.clock.advance(by: Self.pastTheRenewal)
        let edited = try Self.opened(sandbox, without: [target])
        let records = try edited.store.records()
        #expect(!records.contains { $0.productID == target }, "nothing renewed into the removed plan")
        let status = try #require(try edited.store.subscriptionStatuses(group: "KPLUS").first)
        #expect(status.state == .expired && status.renewalInfo.expirationReason == .productUnavailable)
        #expect(status.subscription.productID == Self.removed && status.latest.id == current.id)
    }

    @Test func whatCannotBeDoneWithARemovedProductSaysItIsNoLongerInTheCatalog() throws {
        let sandbox = try Self.realTimeDemo()
        _ = try sandbox.completed(PurchaseRequest(productID: Self.removed))
        let lifetime = try sandbox.completed(PurchaseRequest(productID: "demo.lifetime"))
        let edited = try Self.opened(sandbox, without: [Self.removed, "demo.lifetime"])
        let before = try edited.store.records()
        let refusals: [(String, () throws -> Void)] = [
            ("buy again", { _ = try edited.store.purchase(PurchaseRequest(productID: Self.removed)) }),
            ("buy the removed lifetime", { _ = try edited.store.purchase(PurchaseRequest(productID: "demo.lifetime")) }),
            ("renew now", { try edited.store.forceRenewal(of: Self.removed) }),
        ]
        for (name, action) in refusals {
            let error = #expect(throws: MarketplaceError.self, "\(name)") { try action() }
            #expect(error?.code == .productUnavailable && error?.message.contains("is no longer in the catalog") == true, "\(name): \(String(describing: error))")
        }
        #expect(try edited.store.records() == before, "nothing was charged")
        // What can be done still is: it can be cancelled, and then not resumed, since it could never renew.
        try edited.store.setAutoRenew(of: Self.removed, false)
        let resume = #expect(throws: MarketplaceError.self) { try edited.store.setAutoRenew(of: Self.removed, true) }
        #expect(resume?.message.contains("\(Self.removed) is no longer in the catalog") == true, "\(String(describing: resume))")
        try edited.store.expireSubscription(of: Self.removed)
        #expect(try edited.store.refund(lifetime.id).revocationDate != nil, "and refunded")
        #expect(try edited.store.subscriptionStatuses(group: "KPLUS").map(\.state) == [.expired])
        // A product the ledger never had is still simply unknown.
        let unknown = #expect(throws: MarketplaceError.self) { try edited.store.purchase(PurchaseRequest(productID: "demo.nothing")) }
        #expect(unknown?.message == "The catalog has no product 'demo.nothing'.")
    }

    @Test func aBillingRetryThatRecoversAfterThePlanWasRemovedEndsIt() throws {
        let sandbox = try Self.realTimeDemo()
        _ = try sandbox.completed(PurchaseRequest(productID: Self.removed))
        try sandbox.store.setBillingIssue(of: Self.removed, true)
        sandbox.clock.advance(by: 32 * 86_400)
        #expect(try sandbox.store.subscriptionStatuses(group: "KPLUS").first?.renewalInfo.isInBillingRetry == true)
        let edited = try Self.opened(sandbox, without: [Self.removed])
        let before = try edited.store.records()
        let ended = try edited.store.setBillingIssue(of: Self.removed, false)
        let after = try edited.store.records()
        #expect(after.map(\.id) == before.map(\.id) && after.map(\.priceMilliunits) == before.map(\.priceMilliunits), "nothing renewed or charged")
        #expect(!ended.willAutoRenew && after.allSatisfy { !$0.willAutoRenew }, "its newest transaction no longer renews, as at a renewal (review)")
        let status = try #require(try edited.store.subscriptionStatuses(group: "KPLUS").first)
        #expect(status.state == .expired && status.renewalInfo.expirationReason == .productUnavailable)
        #expect(try edited.store.notifications().last { $0.type == .expired }?.subtype == .productNotForSale)
    }
}

extension Catalog {
    /// This catalog with some products taken out, as a `.storekit` file edited to remove them.
    func removing(_ ids: Set<String>) -> Catalog {
        var groups = subscriptionGroups
        for index in groups.indices { groups[index].productIDs.removeAll { ids.contains($0) } }
        var catalog = Catalog(formatVersion: formatVersion, identifier: identifier, products: products.filter { !ids.contains($0.id) },
                              subscriptionGroups: groups, settings: settings, offerSigningKey: offerSigningKey, appPolicies: appPolicies)
        catalog.appName = appName
        return catalog
    }
}

extension Catalog {
    /// This catalog with a subscription group and its products taken out, as a `.storekit` file edited to remove them.
    func removingGroup(_ id: String) -> Catalog {
        var catalog = removing(Set(subscriptionGroups.filter { $0.id == id }.flatMap(\.productIDs)))
        catalog.subscriptionGroups.removeAll { $0.id == id }
        return catalog
    }
}
