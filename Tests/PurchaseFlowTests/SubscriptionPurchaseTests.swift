import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Buying auto-renewable subscriptions")
struct SubscriptionPurchaseTests {
    @Test(.needsFixtures) func anEligibleIntroductoryOfferAppliesByItselfOncePerGroup() async throws {
        let catalog = try TestCatalogs.backyardBirds()
        let sandbox = try SandboxHarness(catalog: catalog)
        let intro = try #require(catalog.product(withID: "pass.individual")?.subscription?.introductoryOffer)
        let first = try #require(try await sandbox.buy("pass.individual").transaction)
        #expect(first.offer?.kind == .introductory && first.offer?.paymentMode == intro.paymentMode)
        #expect(first.expirationDate == intro.period.advance(SandboxHarness.start, times: intro.numberOfPeriods))
        #expect(first.isAutoRenewing && first.subscriptionGroupID != nil)
        #expect(try await sandbox.entitledProductIDs() == ["pass.individual"])

        // After it lapses (the customer turned auto-renew off), the group's intro offer is gone: a new
        // purchase is at the full price.
        try sandbox.store.setAutoRenew(of: "pass.individual", false)
        sandbox.clock.set(try #require(first.expirationDate).addingTimeInterval(1))
        #expect(try await sandbox.entitledProductIDs().isEmpty)
        let second = try #require(try await sandbox.buy("pass.family").transaction)
        #expect(second.offer == nil && second.price == Decimal(string: "7.99"))
        #expect(second.expirationDate == SubscriptionPeriod.month.advance(sandbox.clock.now()))
        let error = await #expect(throws: MarketplaceError.self) {
            try await sandbox.buy("pass.premium", offer: OfferChoice(kind: .introductory))
        }
        #expect(error?.code == .ineligibleForOffer)
    }

    @Test(.needsFixtures) func anActiveSubscriptionIsNotBoughtTwice() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let first = try #require(try await sandbox.buy("com.rarcher.green").transaction)
        sandbox.clock.advance(by: 3_600)
        #expect(try await sandbox.buy("com.rarcher.green") == .alreadyEntitled(first))
        #expect(try sandbox.store.records().count == 1)
    }

    @Test(.needsFixtures) func oneSubscriptionPerGroupIsActive() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let bronze = try #require(try await sandbox.buy("com.rarcher.subscription.vip.bronze").transaction)
        let standard = try #require(try await sandbox.buy("com.rarcher.red").transaction)
        sandbox.clock.advance(by: 86_400)
        let gold = try #require(try await sandbox.buy("com.rarcher.subscription.vip.gold").transaction)
        #expect(try await sandbox.entitledProductIDs() == ["com.rarcher.subscription.vip.gold", "com.rarcher.red"])
        let replaced = try sandbox.store.record(Int64(bronze.id))
        #expect(replaced.isUpgraded && !replaced.willAutoRenew)
        // The replaced transaction was signed again and still verifies, now saying it was upgraded.
        let verified = try #require(sandbox.store.verifier.verify(replaced).verifiedTransaction)
        #expect(verified.isUpgraded && gold.id > standard.id)
    }

    @Test(.needsFixtures) func promotionalOffersAreRecordedAndUnknownOffersRefused() async throws {
        let catalog = try TestCatalogs.revenueCatUnitTests()
        let sandbox = try SandboxHarness(catalog: catalog)
        let product = "com.revenuecat.monthly_4.99.1_week_intro"
        let promotional = try #require(catalog.product(withID: product)?.subscription?.promotionalOffers.first)
        // Promotional offers are for current and lapsed subscribers of the group: this customer's subscription ended.
        _ = try sandbox.store.purchase(PurchaseRequest(productID: product))
        _ = try sandbox.store.expireSubscription(of: product)
        let info = try await sandbox.product(product)
        let listed = try #require(info.subscriptionOffers?.first { $0.id == promotional.offerID })
        let result = try await sandbox.marketplace.purchase(item: info, offer: listed, quantity: 1, appAccountToken: nil)
        let transaction = try #require(result.transaction)
        #expect(transaction.offer == TransactionOffer(kind: .promotional, id: promotional.offerID,
                                                      paymentMode: promotional.paymentMode, period: promotional.period.iso8601))
        let payload = try #require(try JSONSerialization.jsonObject(with: CompactJWS(transaction.jwsRepresentation).payload) as? [String: Any])
        #expect(payload["offerType"] as? Int == 2 && payload["offerIdentifier"] as? String == promotional.offerID)
        let error = await #expect(throws: MarketplaceError.self) {
            try await sandbox.buy("com.revenuecat.annual_39.99_no_trial", offer: OfferChoice(kind: .promotional, id: "made.up"))
        }
        #expect(error?.code == .invalidOffer)
        let notSubscription = await #expect(throws: MarketplaceError.self) {
            try await sandbox.buy("lifetime", offer: OfferChoice(kind: .introductory))
        }
        #expect(notSubscription?.code == .invalidOffer)
    }

    @Test(.needsFixtures) func codeOffersCheckTheirEligibility() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let gold = "com.rarcher.subscription.vip.gold"
        let code = try #require(catalog.product(withID: gold)?.subscription?.codeOffers.first)
        let name = try #require(code.referenceName)
        let choice = OfferChoice(kind: .code, id: name.uppercased())
        if code.eligibility.contains(.new) || code.eligibility.isEmpty {
            let transaction = try #require(try await sandbox.buy(gold, offer: choice).transaction)
            #expect(transaction.offer?.kind == .code && transaction.offer?.id == name)
        } else {
            let error = await #expect(throws: MarketplaceError.self) { try await sandbox.buy(gold, offer: choice) }
            #expect(error?.code == .ineligibleForOffer)
        }
    }

    @Test func winBackOffersAreForLapsedSubscribersOnly() async throws {
        let offer = SubscriptionOffer(kind: .winBack, offerID: "back", paymentMode: .payAsYouGo, period: .month, numberOfPeriods: 2, price: 1)
        let product = Product(id: "sub.monthly", kind: .autoRenewableSubscription, referenceName: "Monthly", price: 5,
                              subscription: SubscriptionDetails(groupID: "g", groupLevel: 1, period: .month, winBackOffers: [offer]))
        let catalog = Catalog(products: [product], subscriptionGroups: [SubscriptionGroup(id: "g", name: "G", productIDs: ["sub.monthly"])])
        let sandbox = try SandboxHarness(catalog: catalog)
        let choice = OfferChoice(kind: .winBack, id: "back")
        let never = await #expect(throws: MarketplaceError.self) { try await sandbox.buy("sub.monthly", offer: choice) }
        #expect(never?.code == .ineligibleForOffer)
        let first = try #require(try await sandbox.buy("sub.monthly").transaction)
        try sandbox.store.setAutoRenew(of: "sub.monthly", false)
        sandbox.clock.set(try #require(first.expirationDate).addingTimeInterval(60))
        let back = try #require(try await sandbox.buy("sub.monthly", offer: choice).transaction)
        #expect(back.offer?.kind == .winBack && back.price == 1)
        #expect(back.expirationDate == SubscriptionPeriod.month.advance(sandbox.clock.now()))
    }
}
