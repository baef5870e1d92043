import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Plan changes, offer codes and purchase states")
struct PlanChangeAndCodeTests {
    /// The highest- and lowest-level subscriptions of the first group whose levels differ.
    private func levels(in catalog: Catalog) throws -> (high: Product, low: Product) {
        for group in catalog.subscriptionGroups {
            let members = catalog.subscriptions(inGroup: group.id).sorted { ($0.subscription?.groupLevel ?? 0) < ($1.subscription?.groupLevel ?? 0) }
            if let high = members.first, let low = members.last, high.subscription?.groupLevel != low.subscription?.groupLevel {
                return (high, low)
            }
        }
        throw MarketplaceError(.productUnavailable, "no group with several levels")
    }

    @Test(.needsFixtures, arguments: LifecycleCatalogs.names)
    func anUpgradeIsImmediateAndCreditsTheRestOfTheOldPeriod(name: String) async throws {
        let catalog = try LifecycleCatalogs.named(name)
        let sandbox = try SandboxHarness(catalog: catalog)
        let (high, low) = try levels(in: catalog)
        let old = try #require(try await sandbox.buy(low.id).transaction)
        let oldEnd = try #require(old.expirationDate)
        sandbox.clock.set(SandboxHarness.start.addingTimeInterval(oldEnd.timeIntervalSince(SandboxHarness.start) / 3))
        let oldRecord = try sandbox.store.record(Int64(old.id))

        let new = try #require(try await sandbox.buy(high.id).transaction)
        #expect(new.productID == high.id && new.originalID == old.originalID && new.id != old.id)
        #expect(new.purchaseDate == Date(millisecondsSince1970: milliseconds(sandbox.clock.now())))
        let credit = SandboxStore.unusedValue(of: oldRecord, at: sandbox.clock.now())
        #expect(credit <= (old.price ?? 0) * 2 / 3 + Decimal(string: "0.01")!)
        let charged = try sandbox.store.record(Int64(new.id)).priceMilliunits
        #expect(charged == SandboxStore.milliunits(max(0, (new.offer == nil ? high.price : charged.map { Decimal($0) / 1_000 + credit } ?? 0) - credit)))
        #expect(try sandbox.store.record(Int64(old.id)).isUpgraded)
        #expect(try await sandbox.entitledProductIDs() == [high.id])
        #expect(try sandbox.store.purchaseState(of: high.id) == .active)
        guard case .ready = try sandbox.store.purchaseState(of: low.id) else {
            Issue.record("the replaced plan can be bought again")
            return
        }
    }

    @Test(.needsFixtures, arguments: LifecycleCatalogs.names)
    func aDowngradeWaitsForTheNextRenewal(name: String) async throws {
        let catalog = try LifecycleCatalogs.named(name)
        let sandbox = try SandboxHarness(catalog: catalog)
        let (high, low) = try levels(in: catalog)
        let current = try #require(try await sandbox.buy(high.id).transaction)
        let end = try #require(current.expirationDate)
        let result = try #require(try await sandbox.buy(low.id).transaction)
        #expect(result.id == current.id, "nothing is charged now")
        #expect(try sandbox.store.records().count == 1)
        #expect(try sandbox.store.purchaseState(of: low.id) == .upcoming(activationDate: end))
        #expect(try sandbox.store.purchaseState(of: high.id) == .active)
        let group = try #require(high.subscription?.groupID)
        #expect(try await sandbox.marketplace.subscriptionStatus(group: group).first?.renewalInfo.autoRenewPreference == low.id)

        sandbox.clock.set(end.addingTimeInterval(1))
        try sandbox.store.catchUp()
        let renewal = try #require(try sandbox.store.records().last)
        #expect(renewal.productID == low.id && renewal.reason == .renewal && renewal.originalID == Int64(current.originalID))
        #expect(milliseconds(renewal.purchaseDate) == milliseconds(end))
        #expect(try sandbox.store.purchaseState(of: low.id) == .active)
        #expect(try await sandbox.entitledProductIDs() == [low.id])
    }

    @Test(.needsFixtures, arguments: LifecycleCatalogs.names)
    func aCodeRedeemedByANewCustomer(name: String) async throws {
        let catalog = try LifecycleCatalogs.named(name)
        let sandbox = try SandboxHarness(catalog: catalog)
        let product = try #require(catalog.products(ofKind: .autoRenewableSubscription).first { $0.subscription?.codeOffers.contains { $0.eligibility.contains(.new) } == true })
        let offer = try #require(product.subscription?.codeOffers.first { $0.eligibility.contains(.new) })
        let name = try #require(offer.referenceName)
        let transaction = try #require(try await sandbox.marketplace.redeem(code: name.lowercased()).transaction)
        #expect(transaction.productID == product.id && transaction.offer?.kind == .code && transaction.offer?.id == name)
        let rate = try sandbox.store.settings().timeRate
        let expectedEnd = offer.paymentMode == .payAsYouGo ? rate.end(of: offer.period, from: SandboxHarness.start)
            : rate.end(of: offer.period, times: offer.numberOfPeriods, from: SandboxHarness.start)
        #expect(milliseconds(try #require(transaction.expirationDate)) == milliseconds(expectedEnd))
        let unknown = await #expect(throws: MarketplaceError.self) { try await sandbox.marketplace.redeem(code: "NO-SUCH-CODE") }
        #expect(unknown?.code == .invalidOffer && unknown?.message.contains("'NO-SUCH-CODE' is not an offer code") == true)
    }

    @Test(.needsFixtures, arguments: LifecycleCatalogs.names)
    func aCodeRedeemedByAnExistingCustomerTakesEffectAtTheNextRenewal(name: String) async throws {
        let catalog = try LifecycleCatalogs.named(name)
        let sandbox = try SandboxHarness(catalog: catalog)
        let product = try #require(catalog.products(ofKind: .autoRenewableSubscription).first { $0.subscription?.codeOffers.contains { $0.eligibility.contains(.existing) } == true })
        let details = try #require(product.subscription)
        let offer = try #require(details.codeOffers.first { $0.eligibility.contains(.existing) })
        let name = try #require(offer.referenceName)
        if !offer.eligibility.contains(.new) {
            let refused = await #expect(throws: MarketplaceError.self) { try await sandbox.marketplace.redeem(code: name) }
            #expect(refused?.code == .ineligibleForOffer && refused?.message.contains("this customer has never subscribed to this group") == true)
        }
        let first = try #require(try await sandbox.buy(product.id).transaction)
        let end = try #require(first.expirationDate)
        sandbox.clock.advance(by: 60)

        // The current period goes on and nothing is charged now; the offer shows as the next renewal's.
        let redeemed = try #require(try await sandbox.marketplace.redeem(code: name).transaction)
        #expect(redeemed.id == first.id && redeemed.expirationDate == end)
        #expect(try sandbox.store.records().count == 1)
        let status = try #require(try await sandbox.marketplace.subscriptionStatus(group: details.groupID).first)
        let storefront = try sandbox.store.settings().storefront
        #expect(status.renewalInfo.offerCode == name && status.renewalInfo.renewalDate == end)
        #expect(status.renewalInfo.renewalPrice == sandbox.store.priceBook.price(of: offer, on: product, in: storefront).amount)
        let count = try sandbox.store.ledger.database.read { try $0.statement("SELECT COUNT(*) FROM code_redemptions").firstRow { $0.int(0) } }
        #expect(count == 1)

        // The renewal uses the offer: its price, its periods, the same original id; the one after is full price.
        let rate = try sandbox.store.settings().timeRate
        let offerEnd = SandboxStore.firstPeriodEnd(of: details, offer: offer, from: end, rate: rate)
        sandbox.clock.set(offerEnd.addingTimeInterval(-1))
        try sandbox.store.catchUp()
        let renewal = try #require(try sandbox.store.records().last)
        #expect(renewal.reason == .renewal && renewal.originalID == Int64(first.originalID) && milliseconds(renewal.purchaseDate) == milliseconds(end))
        #expect(renewal.offer?.kind == .code && renewal.offer?.id == name)
        #expect(renewal.priceMilliunits == SandboxStore.milliunits(sandbox.store.priceBook.price(of: offer, on: product, in: storefront).amount))
        #expect(milliseconds(try #require(renewal.expirationDate)) == milliseconds(offerEnd))
        #expect(sandbox.store.verifier.verify(renewal).verifiedTransaction?.offer?.kind == .code)
        #expect(try await sandbox.marketplace.subscriptionStatus(group: details.groupID).first?.renewalInfo.offerCode == nil)
        #expect(try await sandbox.entitledProductIDs() == [product.id])
    }

    @Test func purchaseStatesFollowTheLedgerAndTheClock() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let product = try LifecycleCatalogs.trialProduct(in: .demo)
        guard case .ready(let price) = try sandbox.store.purchaseState(of: product.id) else {
            Issue.record("a product not bought is ready")
            return
        }
        #expect(!price.isEmpty)
        try sandbox.set("ask-to-buy", "on")
        let pending = try sandbox.store.purchase(PurchaseRequest(productID: product.id))
        #expect(try sandbox.store.purchaseState(of: product.id) == .pending)
        guard case .pending(let request) = pending else {
            Issue.record("Ask to Buy left the purchase \(pending), not pending")
            return
        }
        let bought = try sandbox.store.approve(request.id)
        #expect(try sandbox.store.purchaseState(of: product.id) == .active)
        try sandbox.store.setAutoRenew(of: product.id, false)
        sandbox.clock.advance(by: 10)
        let end = try #require(bought.expirationDate)
        #expect(try sandbox.store.purchaseState(of: product.id) == .cancelled(timeRemaining: end.timeIntervalSince(sandbox.clock.now())))
        try sandbox.store.setAutoRenew(of: product.id, true)
        try sandbox.store.setBillingIssue(of: product.id, true)
        sandbox.clock.set(end.addingTimeInterval(1))
        #expect(try sandbox.store.purchaseState(of: product.id) == .inGracePeriod)
        try sandbox.set("billing-grace-period", "off")
        #expect(try sandbox.store.purchaseState(of: product.id) == .inBillingRetry)
        try sandbox.store.expireSubscription(of: product.id)
        #expect(try sandbox.store.purchaseState(of: product.id) == .expired)
    }
}
