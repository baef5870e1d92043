import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// An introductory offer is once per subscription group: a customer who has or had any subscription in the
/// group is not eligible, so a plan change never gets one, however it reaches the store.
@Suite("Introductory offer eligibility")
struct IntroductoryOfferEligibilityTests {
    /// An upgrade from the demo's weekly plan (no introductory offer) to Premium Yearly (a free week),
    /// made directly, approved or resolved: it records no offer and charges the full price less the credit.
    @Test(arguments: WaitingPlanChangeTests.Way.allCases)
    func aPlanChangeGetsNoIntroductoryOffer(way: WaitingPlanChangeTests.Way) throws {
        let (sandbox, upgrade) = try WaitingPlanChangeTests.change(from: "demo.plus.basic.weekly", to: "demo.plus.premium.yearly", way)
        let weekly = try sandbox.store.record(1)
        #expect(upgrade.status == .completed && upgrade.originalID == weekly.id)
        #expect(upgrade.offer == nil, "a plan change got \(String(describing: upgrade.offer))")
        let yearly = try #require(Catalog.demo.product(withID: "demo.plus.premium.yearly")?.subscription)
        #expect(upgrade.expirationDate == yearly.period.advance(upgrade.purchaseDate), "the period is a full year, not a free week")
        let full = SandboxStore.milliunits(sandbox.store.priceBook.price(of: try sandbox.store.product("demo.plus.premium.yearly"), in: .unitedStates).amount)
        let credit = SandboxStore.milliunits(SandboxStore.unusedValue(of: weekly, at: upgrade.purchaseDate))
        #expect(upgrade.priceMilliunits == full - credit)
        #expect(try !sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"))
    }

    /// A customer whose subscription of the group expired buys another plan of it: no introductory offer,
    /// whether it applies by itself or is asked for, and the store says so before anything is bought.
    @Test func aFormerSubscriberIsNotEligible() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let weekly = try #require(try await sandbox.buy("demo.plus.basic.weekly").transaction)
        #expect(weekly.offer == nil)
        #expect(try !sandbox.store.isEligibleForIntroductoryOffer(group: "KPLUS"), "the customer has a subscription in the group")
        try sandbox.store.expireSubscription(of: "demo.plus.basic.weekly")
        let error = await #expect(throws: MarketplaceError.self) {
            try await sandbox.buy("demo.plus.premium.yearly", offer: OfferChoice(kind: .introductory))
        }
        #expect(error?.code == .ineligibleForOffer)
        // Found by QA: the refusal said the customer had had an introductory offer, which this one never had.
        #expect(error?.message == "Introductory offers are only for customers new to this subscription group, and this customer subscribed to it before.")
        let yearly = try #require(try await sandbox.buy("demo.plus.premium.yearly").transaction)
        #expect(yearly.offer == nil && yearly.price == Decimal(string: "119.99"))
    }

    /// The refusal says why the customer is not new to the group: they subscribe now, or had its introductory offer.
    @Test func theRefusalSaysWhyTheCustomerIsNotNewToTheGroup() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let standard = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        #expect(standard.offer?.kind == .introductory)
        let subscribed = await #expect(throws: MarketplaceError.self) {
            try await sandbox.buy("demo.plus.premium.yearly", offer: OfferChoice(kind: .introductory))
        }
        #expect(subscribed?.message == "Introductory offers are only for customers new to this subscription group, and this customer already had one in it.")

        let other = try SandboxHarness(catalog: .demo)
        try other.set("time-rate", "real")
        #expect(try await other.buy("demo.plus.basic.weekly").transaction?.offer == nil)
        let current = await #expect(throws: MarketplaceError.self) {
            try await other.buy("demo.plus.premium.yearly", offer: OfferChoice(kind: .introductory))
        }
        #expect(current?.message == "Introductory offers are only for customers new to this subscription group, and this customer subscribes to it now.")
    }

    /// Found by QA: an introductory offer asked for on a plan change that waits for the renewal was dropped silently.
    @Test func anIntroductoryOfferOnAChangeAtTheRenewalIsRefused() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        _ = try #require(try await sandbox.buy("demo.plus.premium.monthly").transaction)
        let refused = #expect(throws: MarketplaceError.self) {
            try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly", offer: OfferChoice(kind: .introductory)))
        }
        #expect(refused?.code == .ineligibleForOffer)
        #expect(refused?.message == "Introductory offers are only for customers new to this subscription group, and this customer subscribes to it now.")
        #expect(try sandbox.store.subscriptionStatuses(group: "KPLUS").first?.renewalInfo.autoRenewPreference == "demo.plus.premium.monthly",
                "nothing was scheduled")
    }

    /// An Ask to Buy request filed by a customer who never subscribed records the introductory offer; approved
    /// after the customer subscribed to the group meanwhile, the purchase is a plan change without it.
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
        guard case .completed = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly")) else {
            Issue.record("the weekly plan was not bought")
            return
        }
        let approved = try sandbox.store.approve(request.id)
        #expect(approved.status == .completed && approved.offer == nil && (approved.priceMilliunits ?? 0) > 0)
    }
}
