import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Who the sandbox store gives a promotional offer: as on the App Store, current and lapsed subscribers of the
/// product's subscription group, never a customer who never subscribed to it; the offer's price is charged and
/// recorded, and a purchase sheet's terms include it.
@Suite("Promotional offers: only for current and lapsed subscribers of the group")
struct PromotionalOfferRuleTests {
    static let monthly = "demo.plus.premium.monthly"
    static let comeback = OfferChoice(kind: .promotional, id: "demo.plus.premium.monthly.comeback")

    /// A demo store on the real clock rate whose customer subscribed to Plus Premium, Monthly and let it expire.
    private func lapsed() throws -> SandboxHarness {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly))
        _ = try sandbox.store.expireSubscription(of: Self.monthly)
        return sandbox
    }

    @Test func aCustomerWhoNeverSubscribedToTheGroupIsRefusedAndNothingIsCharged() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let error = await #expect(throws: MarketplaceError.self) { try await sandbox.buy(Self.monthly, offer: Self.comeback) }
        #expect(error?.code == .ineligibleForOffer)
        #expect(error?.message.contains("current and lapsed subscribers") == true, "\(error?.message ?? "")")
        #expect(try sandbox.store.records().isEmpty)
    }

    @Test func aLapsedSubscriberGetsTheOfferAtItsPriceRecordedAsPromotional() async throws {
        let sandbox = try lapsed()
        let transaction = try #require(try await sandbox.buy(Self.monthly, offer: Self.comeback).transaction)
        #expect(transaction.offer?.kind == .promotional && transaction.offer?.id == Self.comeback.id)
        let record = try sandbox.store.record(Int64(transaction.id))
        #expect(record.priceMilliunits == 6_490 && record.currency == "USD")
    }

    @Test func aCurrentSubscriberOfTheGroupMayUpgradeWithTheOffer() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        guard case .completed(let record) = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly, offer: Self.comeback)) else {
            Issue.record("the upgrade did not complete")
            return
        }
        #expect(record.offer?.kind == .promotional)
        // The offer's price less the unused rest of the standard plan (bought a moment ago: nearly all of $7.99).
        #expect((record.priceMilliunits ?? .max) < 6_490)
    }

    @Test func aChangeThatWaitsForTheRenewalIsRefusedWithTheOfferAndChangesNothing() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"))
        let before = try sandbox.store.records()
        let error = #expect(throws: MarketplaceError.self) {
            try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly, offer: Self.comeback))
        }
        #expect(error?.message.contains("next renewal") == true, "\(error?.message ?? "")")
        #expect(try sandbox.store.records() == before)
        #expect(try sandbox.store.subscriptionStatuses(group: "KPLUS").allSatisfy { $0.subscription.autoRenewProductID != Self.monthly })
    }

    @Test func theTermsIncludeTheOfferPriceAndOtherTermsAreRefused() async throws {
        let sandbox = try lapsed()
        let info = try await sandbox.product(Self.monthly)
        let usd = Currency(code: "USD")
        let shown = PurchaseTerms(price: Price(Decimal(string: "12.99")!, usd), charge: nil, offerPrice: Price(Decimal(string: "6.49")!, usd))
        let other = PurchaseTerms(price: Price(Decimal(string: "12.99")!, usd), charge: nil, offerPrice: Price(Decimal(string: "5.49")!, usd))
        await #expect(throws: PurchaseTermsChanged.self) {
            try await sandbox.marketplace.purchase(item: info, offerChoice: Self.comeback, agreeing: other)
        }
        await #expect(throws: PurchaseTermsChanged.self, "the offer the sheet showed must be the one bought") {
            try await sandbox.marketplace.purchase(item: info, offerChoice: nil, agreeing: shown)
        }
        #expect(try sandbox.store.records().count == 1, "nothing was charged")
        let bought = try await sandbox.marketplace.purchase(item: info, offerChoice: Self.comeback, agreeing: shown)
        #expect(bought.transaction?.offer?.kind == .promotional)
    }

    @Test func anAskToBuyRequestKeepsTheOfferUntilItIsApproved() throws {
        let sandbox = try lapsed()
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly, offer: Self.comeback)) else {
            Issue.record("no request waits")
            return
        }
        #expect(request.offer?.kind == .promotional && request.priceMilliunits == 6_490)
        try sandbox.set("ask-to-buy", "off")
        _ = try sandbox.store.approve(request.id)
        let approved = try sandbox.store.record(request.id)
        #expect(approved.status == .completed && approved.offer?.id == Self.comeback.id && approved.priceMilliunits == 6_490)
    }
}
