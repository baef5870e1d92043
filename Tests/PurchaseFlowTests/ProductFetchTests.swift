import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Fetching products")
struct ProductFetchTests {
    @Test(.needsFixtures) func unknownIdentifiersAreLeftOutAndNamed() async throws {
        let catalog = try TestCatalogs.revenueCatUnitTests()
        let sandbox = try SandboxHarness(catalog: catalog)
        let report = try await sandbox.marketplace.productFetchReport(
            for: ["lifetime", "no.such.product", "com.revenuecat.consumable", "com.revenuecat.monthly_4.99.1_week_intro"],
            subscription: false)
        #expect(report.products.map(\.id) == ["lifetime", "com.revenuecat.consumable"])
        #expect(report.unknownIDs == ["no.such.product"])
        #expect(report.otherKindIDs == ["com.revenuecat.monthly_4.99.1_week_intro"])
        #expect(report.diagnosis?.contains("no.such.product") == true)
        let lifetime = try #require(report.products.first)
        #expect(lifetime.displayPrice == "$199.99")
        #expect(lifetime.type == .nonConsumable && !lifetime.isSubscription && lifetime.isFamilyShareable)
        #expect(lifetime.oneTimePurchaseOfferInfo?.first?.price == Decimal(string: "199.99"))
        #expect(lifetime.subscriptionOffers == nil)
    }

    @Test(.needsFixtures) func subscriptionOffersListTheBasePlanAndEveryOfferAsPhases() async throws {
        let catalog = try TestCatalogs.revenueCatUnitTests()
        let sandbox = try SandboxHarness(catalog: catalog)
        let monthly = try await sandbox.product("com.revenuecat.monthly_4.99.1_week_intro")
        #expect(monthly.isSubscription && monthly.oneTimePurchaseOfferInfo == nil)
        #expect(monthly.subscriptionPeriod == "P1M")
        let offers = try #require(monthly.subscriptionOffers)
        let base = try #require(offers.first)
        #expect(base.id == nil && base.type == nil)
        #expect(base.pricingPhases == [SubscriptionPricingPhase(price: Decimal(string: "4.99")!, displayPrice: "$4.99", billingPeriod: "P1M",
                                                                 billingCycleCount: 0, recurrenceMode: "INFINITE_RECURRING")])
        let product = try #require(catalog.product(withID: monthly.id)?.subscription)
        #expect(offers.count == 1 + product.introductoryOffers.count + product.promotionalOffers.count + product.winBackOffers.count)
        let intro = try #require(offers.first { $0.type == .introductory })
        let catalogIntro = try #require(product.introductoryOffer)
        #expect(intro.pricingPhases.count == 2)
        #expect(intro.pricingPhases[0].billingPeriod == catalogIntro.period.iso8601 || catalogIntro.paymentMode == .payUpFront)
        #expect(intro.pricingPhases[1] == base.pricingPhases[0])
        for promotional in product.promotionalOffers {
            let listed = try #require(offers.first { $0.id == promotional.offerID })
            #expect(listed.type == .promotional)
            let phase = listed.pricingPhases[0]
            switch promotional.paymentMode {
            case .payUpFront:
                #expect(phase.recurrenceMode == "NON_RECURRING" && phase.billingCycleCount == 1)
                #expect(phase.billingPeriod == promotional.duration.iso8601)
            case .payAsYouGo, .freeTrial:
                #expect(phase.recurrenceMode == "FINITE_RECURRING" && phase.billingCycleCount == promotional.numberOfPeriods)
            }
        }
    }

    @Test(.needsFixtures) func pricesFollowTheStorefrontAndLocaleSettings() async throws {
        let catalog = try TestCatalogs.backyardBirds()
        let sandbox = try SandboxHarness(catalog: catalog)
        try sandbox.set("storefront", "DEU")
        try sandbox.set("locale", "de_DE")
        let pellet = try await sandbox.product("pellet.single")
        #expect(pellet.currencyCode == "EUR")
        #expect(pellet.displayPrice?.contains("1,99") == true && pellet.displayPrice?.contains("€") == true)
    }

    @Test(.needsFixtures) func aPriceSidecarSetsPricesPerStorefront() async throws {
        let catalog = try TestCatalogs.backyardBirds()
        let sidecar = PriceSidecar(productPrices: ["JPN": ["pass.premium": 1_800, "pellet.box": 600]],
                                   offerPrices: ["JPN": ["pass.premium": ["introductory": 300]]])
        let sandbox = try SandboxHarness(catalog: catalog, prices: sidecar)
        try sandbox.set("storefront", "JPN")
        let premium = try await sandbox.product("pass.premium")
        #expect(premium.price == 1_800 && premium.currencyCode == "JPY")
        let introPhase = try #require(premium.subscriptionOffers?.first { $0.type == .introductory }?.pricingPhases.first)
        let intro = try #require(catalog.product(withID: "pass.premium")?.subscription?.introductoryOffer)
        #expect(introPhase.price == (intro.paymentMode == .freeTrial ? 0 : 300))
        let box = try #require(try await sandbox.buy("pellet.box", quantity: 2).transaction)
        #expect(box.price == 1_200 && box.currency == "JPY")
        try sandbox.set("storefront", "USA")
        #expect(try await sandbox.product("pellet.box").price == Decimal(string: "3.99"))
    }

    @Test(.needsFixtures) func subscriptionFlagSelectsTheKind() async throws {
        let catalog = try TestCatalogs.backyardBirds()
        let sandbox = try SandboxHarness(catalog: catalog)
        let ids = ["pellet.single", "pass.family"]
        #expect(try await sandbox.marketplace.fetchProducts(for: ids, subscription: true).map(\.id) == ["pass.family"])
        #expect(try await sandbox.marketplace.fetchProducts(for: ids, subscription: false).map(\.id) == ["pellet.single"])
    }

    @Test func anEmptyDisplayNameIsFetchedEmptyAsStoreKitGivesIt() async throws {
        let text = #"""
        {"products": [{"productID": "coins", "type": "Consumable", "displayPrice": "0.99", "referenceName": "Coins (internal)",
                       "localizations": [{"locale": "en_US", "displayName": "", "description": "A pile"}]}]}
        """#
        let sandbox = try SandboxHarness(catalog: try Catalog(decoding: Data(text.utf8), file: "empty-name.storekit"))
        let coins = try await sandbox.product("coins")
        #expect(coins.displayName == "")
        #expect(coins.productDescription == "A pile")
    }
}
