import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// An introductory offer is once per subscription group, as on the App Store (`Product.SubscriptionInfo
/// .isEligibleForIntroOffer`): a customer who received one for any product of the group is not eligible again, a
/// refunded one included; one who subscribes or subscribed without one (a plan without an introductory offer, a
/// promotional offer, an offer code) is, so an upgrade or a crossgrade that starts now gets it. A family member's
/// purchase shared with the customer is the family member's, not the customer's.
@Suite("Introductory offer eligibility")
struct IntroductoryOfferEligibilityTests {
    /// An upgrade from the demo's weekly plan (no introductory offer) to Premium Yearly (a free week), made
    /// directly, approved or resolved: it takes the introductory offer, charges nothing, refunds the unused rest
    /// of the weekly plan, and the customer is no longer eligible.
    @Test(arguments: WaitingPlanChangeTests.Way.allCases)
    func anUpgradeOfACustomerWhoNeverHadAnIntroductoryOfferGetsIt(way: WaitingPlanChangeTests.Way) throws {
        let (sandbox, upgrade) = try WaitingPlanChangeTests.change(from: "demo.plus.basic.weekly", to: "demo.plus.premium.yearly", way)
        let weekly = try sandbox.store.record(1)
        #expect(upgrade.status == .completed && upgrade.originalID == weekly.id)
        #expect(upgrade.offer?.kind == .introductory, "the upgrade got \(String(describing: upgrade.offer))")
        #expect(upgrade.expirationDate == SubscriptionPeriod(value: 1, unit: .week).advance(upgrade.purchaseDate, calendar: .gregorianUTC), "the first period is the free week")
        #expect(upgrade.priceMilliunits == 0)
        let credit = SandboxStore.unusedValue(of: weekly, at: upgrade.purchaseDate)
        #expect(try sandbox.store.credit(of: upgrade) == .credited(Price(credit, .usd), refunded: Price(credit, .usd)))
        #expect(try !sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
    }

    /// Found by QA: a News Digital subscriber (no introductory offer) upgrading to News All Access was charged the
    /// monthly price, not the pay-up-front introductory $0.99 for two months. The purchase sheet's charge is the
    /// store's: the introductory price less the unused rest of News Digital.
    @Test func aNewsDigitalSubscriberUpgradesToAllAccessWithItsIntroductoryOffer() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let digital = try sandbox.completed(PurchaseRequest(productID: "demo.news.digital.monthly"))
        #expect(try sandbox.store.isEligibleForIntroductoryOffer(group: "KNEWS"), "a subscriber who never had an introductory offer is eligible")
        // Late in the month, so the credit is smaller than the introductory price.
        sandbox.clock.advance(by: try #require(digital.expirationDate).timeIntervalSince(sandbox.clock.now()) * 0.9)
        let settings = try sandbox.store.settings()
        let shown = try #require(try sandbox.store.charges(of: ["demo.news.allaccess.monthly"], settings: settings)["demo.news.allaccess.monthly"])
        let credit = SandboxStore.unusedValue(of: digital, at: sandbox.clock.now())
        #expect(credit > 0 && credit < Decimal(string: "0.99")!)
        #expect(shown.now == Price(Decimal(string: "0.99")! - credit, .usd), "the sheet showed \(shown.now)")
        let upgrade = try sandbox.completed(PurchaseRequest(productID: "demo.news.allaccess.monthly"))
        #expect(upgrade.offer?.kind == .introductory && upgrade.offer?.paymentMode == .payUpFront)
        #expect(upgrade.priceMilliunits == SandboxStore.milliunits(Decimal(string: "0.99")! - credit))
        #expect(upgrade.expirationDate == SubscriptionPeriod(value: 2, unit: .month).advance(upgrade.purchaseDate, calendar: .gregorianUTC), "the offer pays for two months")
        #expect(try !sandbox.store.isEligibleForIntroductoryOffer(group: "KNEWS"))
    }

    /// A customer who had the group's introductory offer gets none on another plan of it, by itself or asked for,
    /// and the refusal says why.
    @Test func aCustomerWhoHadTheIntroductoryOfferIsNotEligible() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let standard = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        #expect(standard.offer?.kind == .introductory)
        #expect(try !sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
        let refused = await #expect(throws: MarketplaceError.self) {
            try await sandbox.buy("demo.plus.premium.yearly", offer: OfferChoice(kind: .introductory))
        }
        #expect(refused?.code == .ineligibleForOffer)
        #expect(refused?.message == "Introductory offers are given once per subscription group, and this customer already had one in it.")
        let yearly = try #require(try await sandbox.buy("demo.plus.premium.yearly").transaction)
        #expect(yearly.offer == nil && yearly.expirationDate == SubscriptionPeriod(value: 1, unit: .year).advance(yearly.purchaseDate, calendar: .gregorianUTC))
    }

    /// A refunded introductory offer was received all the same: the customer is not eligible again.
    @Test func aRefundedIntroductoryOfferStillCounts() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let trial = try #require(try await sandbox.buy("demo.plus.premium.yearly").transaction)
        #expect(trial.offer?.kind == .introductory)
        _ = try sandbox.store.refund(Int64(trial.id))
        #expect(try !sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
        let again = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        #expect(again.offer == nil && again.price == Decimal(string: "7.99"))
    }

    /// A former subscriber who never had the introductory offer is eligible: their subscription expired, and buying
    /// again gets it, by itself or asked for.
    @Test func aFormerSubscriberWithoutOneIsEligible() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let weekly = try #require(try await sandbox.buy("demo.plus.basic.weekly").transaction)
        #expect(weekly.offer == nil)
        try sandbox.store.expireSubscription(of: "demo.plus.basic.weekly")
        #expect(try sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
        let yearly = try #require(try await sandbox.buy("demo.plus.premium.yearly", offer: OfferChoice(kind: .introductory)).transaction)
        #expect(yearly.offer?.kind == .introductory && yearly.price == 0)
    }

    /// A subscriber of another group only is eligible in this one.
    @Test func aSubscriberOfAnotherGroupIsEligible() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let news = try #require(try await sandbox.buy("demo.news.allaccess.monthly").transaction)
        #expect(news.offer?.kind == .introductory)
        #expect(try sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
        #expect(try await sandbox.buy("demo.plus.premium.yearly").transaction?.offer?.kind == .introductory)
    }

    /// An offer code and a promotional offer are not the introductory offer: the customer who took them still gets it.
    @Test func anOfferCodeOrAPromotionalOfferIsNotTheIntroductoryOffer() async throws {
        let coded = try SandboxHarness(catalog: .demo)
        try coded.set("time-rate", "real")
        let friends = try #require(try await coded.marketplace.redeem(code: "FRIENDS").transaction)
        #expect(friends.offer?.kind == .code && friends.productID == "demo.plus.standard.yearly")
        #expect(try coded.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
        #expect(try coded.completed(PurchaseRequest(productID: "demo.plus.premium.yearly")).offer?.kind == .introductory)

        let promoted = try SandboxHarness(catalog: .demo)
        try promoted.set("time-rate", "real")
        _ = try promoted.completed(PurchaseRequest(productID: "demo.plus.basic.weekly"))
        let comeback = try promoted.completed(PurchaseRequest(productID: "demo.plus.premium.monthly",
                                                             offer: OfferChoice(kind: .promotional, id: "demo.plus.premium.monthly.comeback")))
        #expect(comeback.offer?.kind == .promotional)
        #expect(try promoted.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
    }

    /// Eligibility is the customer's own: a family member's purchase shared with them, which had the introductory
    /// offer, leaves the customer's own purchase eligible; the family member's next purchase is not.
    @Test func aFamilyMembersIntroductoryOfferIsNotTheCustomers() throws {
        let shareable = try Catalog(decoding: Data(Catalog.demoConfiguration.replacingOccurrences(
            of: "\"familyShareable\" : false", with: "\"familyShareable\" : true").utf8), file: "shareable.storekit")
        let sandbox = try SandboxHarness(catalog: shareable)
        try sandbox.set("time-rate", "real")
        let shared = try sandbox.completed(PurchaseRequest(productID: "demo.plus.standard.monthly", ownership: .familyShared))
        #expect(shared.offer?.kind == .introductory)
        #expect(try sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
        let familyUpgrade = try sandbox.completed(PurchaseRequest(productID: "demo.plus.premium.yearly", ownership: .familyShared))
        #expect(familyUpgrade.originalID == shared.id && familyUpgrade.offer == nil, "the family member had the introductory offer")
        let own = try sandbox.completed(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        #expect(own.offer?.kind == .introductory && own.originalID == own.id)
        #expect(try !sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
    }

    /// A plan change that waits for the renewal (a downgrade) starts without an offer, as the sandbox applies offers
    /// to subscriptions that start now: an eligible customer's introductory offer does not apply by itself, and
    /// asked for, it is refused; nothing is scheduled.
    @Test func aChangeAtTheRenewalTakesNoIntroductoryOffer() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        let refused = #expect(throws: MarketplaceError.self) {
            try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly", offer: OfferChoice(kind: .introductory)))
        }
        #expect(refused?.code == .ineligibleForOffer)
        #expect(refused?.message == "An introductory offer applies to a subscription that starts now, and changing from demo.plus.premium.monthly "
                + "to demo.plus.standard.monthly waits for the next renewal; nothing was changed or charged.")
        #expect(try sandbox.store.subscriptionStatuses(group: "KPLUS").first?.renewalInfo.autoRenewPreference == "demo.plus.premium.monthly",
                "nothing was scheduled")
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly")) else {
            Issue.record("the downgrade did not wait for approval")
            return
        }
        #expect(request.offer == nil && request.priceMilliunits == 7_990, "the request records the plan's price, not an offer it cannot take")
        let scheduled = try sandbox.store.approve(request.id)
        #expect(scheduled.status == .scheduled && scheduled.offer == nil)
        #expect(try sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
    }

    /// An Ask to Buy request filed by an eligible customer records the introductory offer; approved after the
    /// customer had the group's introductory offer meanwhile, the purchase is a plan change without it.
    @Test func anApprovalChecksEligibilityAgain() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly")) else {
            Issue.record("the purchase did not wait")
            return
        }
        #expect(request.offer?.kind == .introductory && request.priceMilliunits == 0)
        try sandbox.set("ask-to-buy", "off")
        let standard = try sandbox.completed(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        #expect(standard.offer?.kind == .introductory)
        let approved = try sandbox.store.approve(request.id)
        #expect(approved.status == .completed && approved.offer == nil && (approved.priceMilliunits ?? 0) > 0)
    }
}
