import Foundation
import Testing
import TestSupport
@testable import PaywallModel

/// Concrete facts of the real catalogs in ../shared/fixtures, read from the files.
@Suite("Fixture catalogs", .needsFixtures)
struct FixtureCatalogTests {
    /// Loads a fixture catalog (the suite runs only when the fixtures are present).
    private func load(_ relativePath: String) throws -> Catalog {
        try Catalog.load(from: try #require(Fixtures.url(relativePath)))
    }

    private func counts(_ catalog: Catalog) -> [ProductKind: Int] {
        Dictionary(grouping: catalog.products, by: \.kind).mapValues(\.count)
    }

    @Test func everyStorekitFixtureLoadsWithoutProblems() throws {
        let files = Fixtures.files(in: "storekit")
        #expect(files.count == 8)
        for file in files {
            let decoding = try CatalogDecoder.read(contentsOf: file)
            #expect(decoding.problems.isEmpty, "\(file.lastPathComponent): \(decoding.problems)")
            #expect(decoding.catalog?.products.isEmpty == false)
        }
    }

    @Test func revenueCatPurchaseTester() throws {
        let catalog = try load("storekit/RevenueCat__purchases-ios__PurchaseTesterStoreKitConfiguration.storekit")
        #expect(catalog.formatVersion == FormatVersion(major: 3, minor: 0))
        #expect(counts(catalog) == [.consumable: 1, .nonConsumable: 1, .nonRenewingSubscription: 1, .autoRenewableSubscription: 13])
        #expect(catalog.subscriptionGroups.count == 6)
        let training = try #require(catalog.group(withID: "21076983"))
        #expect(training.name == "Raquel RC Training Subscription Group")
        #expect(catalog.subscriptions(inGroup: training.id).map(\.id) == ["purchasetester_199_1w", "purchasetester_699_1m", "purchasetester_7999_1y"])
        let p1 = try #require(catalog.product(withID: "P1")?.subscription)
        #expect(p1.promotionalOffers.count == 3)
        let promo = try #require(p1.promotionalOffer(withID: "deema_promo2_offer_id"))
        #expect(promo.paymentMode == .payAsYouGo)
        #expect(promo.period == .week)
        #expect(promo.numberOfPeriods == 3)
        #expect(promo.price == Decimal(string: "0.99"))
        let expiredCode = try #require(p1.codeOffers.first { $0.referenceName == "deema-offer-code-expired-subs-no-intro" })
        #expect(expiredCode.eligibility == [.expired])
        #expect(expiredCode.numberOfPeriods == 5)
        #expect(expiredCode.isStackable == false)
        let p2Intro = try #require(catalog.product(withID: "P2")?.subscription?.introductoryOffer)
        #expect(p2Intro.paymentMode == .payUpFront)
        #expect(p2Intro.period == SubscriptionPeriod(value: 2, unit: .month))
        #expect(p2Intro.price == Decimal(string: "2.99"))
        #expect(catalog.product(withID: "greenie_annual")?.localization(for: "en_GB", catalogLocale: nil)?.displayName == "Annual")
        #expect(catalog.settings.storeKitErrors.count == 9)
        #expect(catalog.settings.storeKitErrors.first?.api == .loadProducts)
        #expect(catalog.settings.applicationInternalID == "1552944963")
        #expect(catalog.settings.lastSynchronizedDate == Date(timeIntervalSinceReferenceDate: 743722291.470198))
    }

    @Test func revenueCatUnitTestsVersion5() throws {
        let catalog = try load("storekit/RevenueCat__purchases-ios__UnitTestsConfiguration.storekit")
        #expect(catalog.formatVersion.major == 5)
        #expect(counts(catalog) == [.consumable: 1, .nonConsumable: 1, .nonRenewingSubscription: 1, .autoRenewableSubscription: 4])
        let monthly = try #require(catalog.product(withID: "com.revenuecat.monthly_4.99.1_week_intro")?.subscription)
        #expect(monthly.introductoryOffers.count == 1, "introductoryOffer and introductoryOffers hold the same offer")
        #expect(monthly.introductoryOffer?.paymentMode == .freeTrial)
        #expect(monthly.introductoryOffer?.period == SubscriptionPeriod(value: 3, unit: .month))
        #expect(monthly.introductoryOffer?.billingPlanType == "BILLED_UPFRONT")
        #expect(monthly.promotionalOffers.map(\.offerID) == ["com.revenuecat.monthly_4.99.1_week_intro.year_discount", "com.revenuecat.monthly_4.99.1_week_intro.pay_as_you_go"])
        #expect(monthly.promotionalOffers[1].totalPrice == Decimal(string: "40.30"))
        let commitment = try #require(catalog.product(withID: "com.revenuecat.annual_with_commitment")?.subscription)
        #expect(commitment.billingPlans.map(\.type) == ["BILLED_UPFRONT", "MONTHLY"])
        #expect(commitment.billingPlans[1].price == Decimal(string: "0.5"))
        #expect(commitment.billingPlans[1].commitmentPrice == 6)
        #expect(catalog.subscriptions(inGroup: "7096FF06").allSatisfy { $0.subscription?.groupLevel == 1 })
        #expect(catalog.settings.timeRate == .realTime)
        #expect(catalog.settings.storeKitErrors.isEmpty)
        #expect(catalog.product(withID: "com.revenuecat.non_renewable")?.localization(for: "en_US", catalogLocale: nil)?.displayName == "Non Renewable Subscription")
    }

    @Test func adaptyVersion2() throws {
        let catalog = try load("storekit/adaptyteam__AdaptySDK-iOS__StoreKitConfiguration.storekit")
        #expect(counts(catalog) == [.consumable: 1, .nonConsumable: 1, .autoRenewableSubscription: 3])
        #expect(catalog.subscriptions(inGroup: "20770576").map(\.id) == ["monthly.premium.999", "weekly.premium.599", "yearly.premium.6999"])
        let yearly = try #require(catalog.product(withID: "yearly.premium.6999")?.subscription)
        #expect(yearly.introductoryOffer?.paymentMode == .payAsYouGo)
        #expect(yearly.introductoryOffer?.period == .year)
        #expect(yearly.introductoryOffer?.price == Decimal(string: "29.99"))
        #expect(catalog.settings.timeRate == .monthlyRenewalEveryThirtySeconds)
        #expect(catalog.settings.compatibilityTimeRate == .oneSecondIsOneDay)
        #expect(catalog.settings.storefront == nil)
        #expect(catalog.storefront == .unitedStates)
    }

    @Test func apphud() throws {
        let catalog = try load("storekit/apphud__ApphudSDK__StoreKit.storekit")
        #expect(counts(catalog) == [.consumable: 2, .nonConsumable: 1, .autoRenewableSubscription: 7])
        #expect(catalog.product(withID: "com.apphud.lifetime")?.price == 0)
        #expect(catalog.subscriptions(inGroup: "20888787").map(\.subscription!.groupLevel) == [1, 2, 3, 4, 5, 6, 7])
        let intro = try #require(catalog.product(withID: "com.apphud.intro")?.subscription?.introductoryOffer)
        #expect(intro.paymentMode == .freeTrial)
        #expect(intro.period == SubscriptionPeriod(value: 3, unit: .day))
        #expect(catalog.settings.timeRate == .oneRenewalEveryFifteenMinutes)
        #expect(catalog.settings.compatibilityTimeRate == .thirtySecondsIsOneDay)
        #expect(catalog.product(withID: "com.apphud.weekly")?.displayName(for: "de_DE", catalogLocale: "en_US") == "PRO Weekly")
    }

    @Test func backyardBirds() throws {
        let catalog = try load("storekit/apple__sample-backyard-birds__Store.storekit")
        #expect(counts(catalog) == [.consumable: 6, .autoRenewableSubscription: 3])
        #expect(catalog.subscriptions(inGroup: "6F3A93AB").map(\.id) == ["pass.premium", "pass.family", "pass.individual"])
        let intro = try #require(catalog.product(withID: "pass.family")?.subscription?.introductoryOffer)
        #expect(intro.paymentMode == .freeTrial)
        #expect(intro.period == .month)
        #expect(intro.numberOfPeriods == 1, "numberOfPeriods is absent and means one")
        #expect(catalog.product(withID: "pass.premium")?.localization(for: "en_US", catalogLocale: nil)?.displayName == "Premium")
    }

    @Test func joshdholtzDemo() throws {
        let catalog = try load("storekit/joshdholtz__storekit-config-file-demo__AppStoreKitConfigFile.storekit")
        #expect(counts(catalog) == [.nonConsumable: 1, .autoRenewableSubscription: 2])
        #expect(catalog.settings == CatalogSettings(), "an empty settings object means the defaults")
        let yearly = try #require(catalog.product(withID: "com.revenuecat.pro.yearly"))
        #expect(yearly.subscription?.period == .year)
        #expect(yearly.subscription?.groupLevel == 1)
        #expect(yearly.displayName(for: nil, catalogLocale: nil) == "Yearly Pro")
    }

    @Test func storeHelper() throws {
        let catalog = try load("storekit/russell-archer__StoreHelper__SampleProducts.storekit")
        #expect(counts(catalog) == [.consumable: 1, .nonConsumable: 4, .autoRenewableSubscription: 6])
        #expect(catalog.product(withID: "com.rarcher.consumable.plant.installation")?.price == 29)
        #expect(catalog.subscriptions(inGroup: "8126C4BB").map(\.id) == ["com.rarcher.subscription.vip.gold", "com.rarcher.subscription.vip.silver", "com.rarcher.subscription.vip.bronze"])
        let gold = try #require(catalog.product(withID: "com.rarcher.subscription.vip.gold")?.subscription)
        #expect(gold.introductoryOffer?.paymentMode == .payAsYouGo)
        #expect(gold.introductoryOffer?.numberOfPeriods == 3)
        #expect(gold.introductoryOffer?.duration == SubscriptionPeriod(value: 3, unit: .month))
        #expect(gold.codeOffers.first?.eligibility == [.new, .expired, .existing])
        #expect(gold.promotionalOffer(withID: "vip.gold.xmassale2")?.price == 10)
        #expect(catalog.settings.legacyStoreKitError == 0)
        #expect(catalog.offerSigningKey != nil)
        let flowers = try #require(catalog.product(withID: "com.rarcher.nonconsumable.flowers.large"))
        #expect(flowers.localization(for: "en_GB", catalogLocale: "en_US")?.description == "Lovely large flowers")
        #expect(flowers.localization(for: "en_AU", catalogLocale: "en_US")?.description == "A cool bunch of mixed flowers")
    }

    @Test func superwallVersion5() throws {
        let catalog = try load("storekit/superwall__Superwall-iOS__Superwall_Advanced-Products.storekit")
        #expect(counts(catalog) == [.autoRenewableSubscription: 2])
        #expect(catalog.subscriptions(inGroup: "49A58F4B").map(\.id) == ["superwall_diamond_8999", "superwall_pro_3999"])
        #expect(catalog.settings.timeRate == .oneRenewalEveryThirtySeconds)
        #expect(catalog.settings.compatibilityTimeRate == .oneSecondIsOneDay)
        #expect(catalog.settings.storeKitErrors.allSatisfy { !$0.isEnabled && $0.current == nil })
        #expect(catalog.product(withID: "superwall_pro_3999")?.displayName(for: "en", catalogLocale: nil) == "Pro Subscription")
    }

    @Test func revenueCatTemplateProducts() throws {
        let catalog = try load("revenuecat/template-products.storekit")
        #expect(catalog.formatVersion.major == 4)
        #expect(counts(catalog) == [.nonConsumable: 1, .autoRenewableSubscription: 6])
        #expect(catalog.product(withID: "com.revenuecat.semester_product")?.subscription?.period == SubscriptionPeriod(value: 6, unit: .month))
        let monthlyIntro = try #require(catalog.product(withID: "com.revenuecat.monthly_product")?.subscription?.introductoryOffer)
        #expect(monthlyIntro.paymentMode == .payAsYouGo)
        #expect(monthlyIntro.totalPrice == Decimal(string: "14.97"))
    }
}
