import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Subscription store model: plans of a group, prices per month, and what choosing each does")
struct SubscriptionStoreModelTests {
    private func model(current: (String, Date?)?, eligible: Bool = false, subscribed: Bool = false) -> SubscriptionStoreModel {
        SubscriptionStoreModel(catalog: .demo, groupID: "KPLUS", prices: PriceBook(catalog: .demo, sidecar: nil), storefront: .unitedStates,
                               locale: "en_US", current: current.map { (productID: $0.0, renewalDate: $0.1) },
                               isEligibleForIntroductoryOffer: eligible, hasSubscribed: subscribed)
    }

    @Test func everyPlanWithPricesPerPeriodAndPerMonthAndTheChangeItMakes() throws {
        let renewal = SandboxHarness.start.addingTimeInterval(30 * 86_400)
        let store = model(current: ("demo.plus.standard.monthly", renewal))
        let options = Dictionary(uniqueKeysWithValues: store.options.map { ($0.productID, $0) })
        #expect(store.options.map(\.level) == store.options.map(\.level).sorted())
        #expect(Set(options.keys) == ["demo.plus.premium.yearly", "demo.plus.premium.monthly", "demo.plus.standard.yearly",
                                      "demo.plus.standard.monthly", "demo.plus.basic.weekly"])
        let premium = try #require(options["demo.plus.premium.yearly"])
        #expect(premium.price.amount == Decimal(string: "119.99") && premium.pricePerMonth.amount == Decimal(string: "9.99"))
        #expect(premium.change == .upgrade && premium.takesEffectAt == nil)
        let basic = try #require(options["demo.plus.basic.weekly"])
        #expect(basic.pricePerMonth.amount == Decimal(string: "8.64"))
        #expect(basic.change == .downgrade && basic.takesEffectAt == renewal)
        let standardYearly = try #require(options["demo.plus.standard.yearly"])
        #expect(standardYearly.change == .crossgrade && standardYearly.takesEffectAt == renewal)
        #expect(options["demo.plus.standard.monthly"]?.isCurrent == true && options["demo.plus.standard.monthly"]?.change == nil)
        #expect(store.options.allSatisfy { $0.offer == nil })
        #expect(store.actions == [.restore, .redeemCode])
    }

    @Test func aNewCustomerSeesTheIntroductoryOffersAndNoChanges() {
        let store = model(current: nil, eligible: true)
        #expect(store.options.allSatisfy { !$0.isCurrent && $0.change == nil && $0.takesEffectAt == nil })
        let premium = store.options.first { $0.productID == "demo.plus.premium.yearly" }
        #expect(premium?.offer?.kind == .introductory && premium?.offer?.paymentMode == .freeTrial)
        #expect(premium?.offerPrice?.isFree == true)
    }

    @Test func aSubscriberPastTheIntroductoryOfferSeesThePromotionalOffer() throws {
        let store = model(current: ("demo.plus.standard.monthly", nil), eligible: false, subscribed: true)
        let promoted = store.options.filter { $0.offer != nil }
        let catalogPromoted = Catalog.demo.subscriptions(inGroup: "KPLUS").filter { !($0.subscription?.promotionalOffers.isEmpty ?? true) }
        #expect(!catalogPromoted.isEmpty)
        #expect(promoted.map(\.productID) == catalogPromoted.map(\.id))
        #expect(promoted.allSatisfy { $0.offer?.kind == .promotional && $0.offerPrice != nil })
        #expect(model(current: nil, eligible: false, subscribed: false).options.allSatisfy { $0.offer == nil })
    }

    /// After a storefront switch the current plan and the changes that wait for its renewal are priced where it
    /// renews, and so are their offers: an offer is never in another currency than the plan it is shown under.
    @Test func offersArePricedWhereThePlanTheyAreShownUnderIsPriced() throws {
        let germany = try #require(Storefront(code: "DEU"))
        let store = SubscriptionStoreModel(catalog: .demo, groupID: "KPLUS", prices: PriceBook(catalog: .demo, sidecar: nil), storefront: germany,
                                           locale: "de_DE", current: (productID: "demo.plus.premium.monthly", renewalDate: nil),
                                           renewingIn: .unitedStates, isEligibleForIntroductoryOffer: false, hasSubscribed: true)
        let offered = store.options.filter { $0.offerPrice != nil }
        #expect(!offered.isEmpty)
        for option in offered {
            #expect(option.offerPrice?.currency == option.price.currency, "\(option.productID): \(String(describing: option.offerPrice)) under \(option.price)")
        }
        #expect(store.options.first { $0.isCurrent }?.price.currency.code == "USD")
    }

    @Test func choosingAHigherPlanTakesEffectNowAndALowerOneAtRenewalAsTheModelSays() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let standard = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        let store = model(current: (standard.productID, standard.expirationDate))
        // Lower: the model says at renewal, and the store keeps the current plan until then.
        let basic = try #require(store.options.first { $0.productID == "demo.plus.basic.weekly" })
        #expect(basic.change == .downgrade && basic.takesEffectAt == standard.expirationDate)
        _ = try await sandbox.buy(basic.productID)
        #expect(try await sandbox.entitledProductIDs() == [standard.productID])
        // Higher: the model says now, and the store switches at once.
        let premium = try #require(store.options.first { $0.productID == "demo.plus.premium.yearly" })
        #expect(premium.change == .upgrade && premium.takesEffectAt == nil)
        _ = try await sandbox.buy(premium.productID)
        #expect(try await sandbox.entitledProductIDs() == [premium.productID])
    }
}
