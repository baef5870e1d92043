import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Win-back offers follow the catalog's eligibility rules")
struct WinBackOfferTests {
    /// The demo's Kiosk News all-access plan: its win-back offer needs 2 paid months and a month since the
    /// subscription ended (time rate 13: a month lasts five minutes).
    private let product = "demo.news.allaccess.monthly"
    private let winBack = OfferChoice(kind: .winBack, id: "demo.news.winback")
    private let month: TimeInterval = 300

    @Test func tooShortAPaidSubscriptionIsNotWonBack() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try await sandbox.buy(product)
        sandbox.clock.advance(by: 60)
        try sandbox.store.expireSubscription(of: product)
        sandbox.clock.advance(by: 2 * month)
        let refused = await #expect(throws: MarketplaceError.self) { try await sandbox.buy(product, offer: winBack) }
        #expect(refused?.code == .ineligibleForOffer && refused?.message == "Welcome back is for customers who paid for at least 2 months of this group's subscriptions.")
    }

    @Test func aSubscriptionThatEndedTooRecentlyIsWonBackOnlyAMonthLater() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let first = try #require(try await sandbox.buy(product).transaction)
        let end = try #require(first.expirationDate)
        #expect(end.timeIntervalSince(SandboxHarness.start) == 2 * month, "the pay-up-front introductory offer pays for two months")
        try sandbox.store.setAutoRenew(of: product, false)

        sandbox.clock.set(end.addingTimeInterval(60))
        let recent = await #expect(throws: MarketplaceError.self) { try await sandbox.buy(product, offer: winBack) }
        #expect(recent?.code == .ineligibleForOffer && recent?.message.hasPrefix("Welcome back is for customers whose subscription ended at least 1 month ago") == true)

        sandbox.clock.set(end.addingTimeInterval(month))
        let back = try #require(try await sandbox.buy(product, offer: winBack).transaction)
        #expect(back.offer?.kind == .winBack && back.price == Decimal(string: "4.99") && back.originalID == first.originalID,
                "a resubscription continues the group's original transaction")
    }

    @Test func theWaitBetweenWinBackOffersIsRespected() async throws {
        let offer = SubscriptionOffer(kind: .winBack, offerID: "back", paymentMode: .payAsYouGo, period: .month, numberOfPeriods: 1, price: 1,
                                      winBackRules: WinBackRules(waitBetweenOffersInMonths: 12))
        let monthly = Product(id: "sub.monthly", kind: .autoRenewableSubscription, referenceName: "Monthly", price: 5,
                              subscription: SubscriptionDetails(groupID: "g", groupLevel: 1, period: .month, winBackOffers: [offer]))
        let catalog = Catalog(products: [monthly], subscriptionGroups: [SubscriptionGroup(id: "g", name: "G", productIDs: [monthly.id])])
        let sandbox = try SandboxHarness(catalog: catalog)
        let choice = OfferChoice(kind: .winBack, id: "back")
        let lapse = { (transaction: PurchaseTransaction) throws in
            try sandbox.store.setAutoRenew(of: monthly.id, false)
            sandbox.clock.set(try #require(transaction.expirationDate).addingTimeInterval(60))
        }
        try lapse(try #require(try await sandbox.buy(monthly.id).transaction))
        let taken = try #require(try await sandbox.buy(monthly.id, offer: choice).transaction)
        try lapse(taken)
        let again = await #expect(throws: MarketplaceError.self) { try await sandbox.buy(monthly.id, offer: choice) }
        #expect(again?.code == .ineligibleForOffer && again?.message.hasPrefix("back is given once every 12 months") == true)
        sandbox.clock.set(SubscriptionPeriod(value: 12, unit: .month).advance(taken.purchaseDate))
        #expect(try await sandbox.buy(monthly.id, offer: choice).transaction?.offer?.kind == .winBack)
    }

    /// Found by QA: a win-back offer asked for on a change that waits for the renewal (a subscriber changing from the
    /// quarterly plan) was dropped without a word; a subscriber is not won back, and the change is refused.
    @Test func aWinBackOfferOnAChangeThatWaitsIsRefused() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.news.allaccess.quarterly"))
        let before = try sandbox.store.records()
        let refused = #expect(throws: MarketplaceError.self) {
            try sandbox.store.purchase(PurchaseRequest(productID: product, offer: winBack))
        }
        #expect(refused?.code == .ineligibleForOffer, "\(refused?.message ?? "")")
        #expect(try sandbox.store.records() == before)
        #expect(try sandbox.store.scheduledPlanChanges().isEmpty)
    }
}
