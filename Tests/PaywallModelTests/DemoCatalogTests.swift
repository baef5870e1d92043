import Foundation
import Testing
@testable import PaywallModel

@Suite("Demo catalog")
struct DemoCatalogTests {
    private let catalog = Catalog.demo

    @Test func decodesWithoutProblems() {
        let decoding = CatalogDecoder.decode(Data(Catalog.demoConfiguration.utf8), file: Catalog.demoFileName)
        #expect(decoding.problems.isEmpty)
        #expect(decoding.catalog == catalog)
    }

    @Test func sellsEveryKindOfProduct() {
        #expect(catalog.products(ofKind: .consumable).map(\.id) == ["demo.coins.100", "demo.coins.600"])
        #expect(catalog.products(ofKind: .nonConsumable).map(\.id) == ["demo.lifetime", "demo.family.lifetime"])
        #expect(catalog.products(ofKind: .nonRenewingSubscription).map(\.id) == ["demo.pass.season"])
        #expect(catalog.products(ofKind: .autoRenewableSubscription).count == 8)
    }

    @Test func hasTwoGroupsWithSeveralLevels() {
        #expect(catalog.subscriptionGroups.map(\.id) == ["KPLUS", "KNEWS"])
        #expect(Set(catalog.subscriptions(inGroup: "KPLUS").map { $0.subscription!.groupLevel }) == [1, 2, 3])
        #expect(Set(catalog.subscriptions(inGroup: "KNEWS").map { $0.subscription!.groupLevel }) == [1, 2])
    }

    @Test func hasEveryKindOfOffer() throws {
        let offers = catalog.products.flatMap { $0.subscription?.allOffers ?? [] }
        #expect(offers.contains { $0.kind == .introductory && $0.paymentMode == .freeTrial })
        #expect(offers.contains { $0.kind == .introductory && $0.paymentMode == .payAsYouGo })
        #expect(offers.contains { $0.kind == .introductory && $0.paymentMode == .payUpFront })
        #expect(offers.filter { $0.kind == .promotional }.count == 1)
        #expect(offers.filter { $0.kind == .code }.count == 2)
        #expect(offers.filter { $0.kind == .winBack }.count == 1)
        let winBack = try #require(offers.first { $0.kind == .winBack })
        #expect(winBack.winBackRules == WinBackRules(paidSubscriptionDurationInMonths: 2, timeSinceLastSubscribedInMonths: 1))
    }

    @Test func isLocalizedInFourLanguagesIncludingRightToLeft() throws {
        for product in catalog.products {
            #expect(Set(product.localizations.map(\.locale)) == ["en_US", "de_DE", "ja_JP", "ar_SA"], "\(product.id)")
        }
        let lifetime = try #require(catalog.product(withID: "demo.lifetime"))
        #expect(lifetime.displayName(for: "de_AT", catalogLocale: catalog.settings.locale) == "Lebenslang freischalten")
        #expect(lifetime.displayName(for: "ja", catalogLocale: catalog.settings.locale) == "永久アンロック")
        #expect(lifetime.displayName(for: "ar_EG", catalogLocale: catalog.settings.locale) == "فتح مدى الحياة")
        #expect(lifetime.displayName(for: "fr_FR", catalogLocale: catalog.settings.locale) == "Lifetime Unlock")
    }

    @Test func pricesWorkThroughTheArithmetic() throws {
        let yearly = try #require(catalog.product(withID: "demo.plus.premium.yearly"))
        let perMonth = PeriodicPrice(catalog.price(of: yearly), every: yearly.subscription!.period).per(.month)
        #expect(perMonth.formatted(locale: Locale(identifier: "en_US")) == "$9.99")
    }

    @Test func hasItsOwnPricesInEveryStorefrontSettingsOffer() {
        let book = PriceBook(catalog: catalog, sidecar: .demo)
        for code in ["DEU", "FRA", "GBR", "JPN"] {
            let storefront = Storefront(code: code)!
            #expect(book.reusedCatalogPrices(in: storefront).isEmpty, "\(code)")
            #expect(book.reuseNotice(in: storefront) == nil)
        }
        let japan = Storefront(code: "JPN")!
        let monthly = catalog.product(withID: "demo.plus.standard.monthly")!
        #expect(book.price(of: monthly, in: japan) == Price(1200, japan.currency))
        #expect(book.price(of: monthly.subscription!.introductoryOffer!, on: monthly, in: japan) == Price(300, japan.currency))
        // Without the sidecar the catalog's dollars are reused as yen, rounded to whole yen, and said so.
        let bare = PriceBook(catalog: catalog)
        #expect(bare.price(of: monthly, in: japan) == Price(8, japan.currency))
        #expect(bare.reuseNotice(in: japan)?.hasPrefix("No JPY price for JPN in the price sidecar: ") == true)
    }

    @Test func pricesEveryStorefrontTheSettingsOfferInItsOwnCurrency() {
        let book = PriceBook(catalog: catalog, sidecar: .demo)
        for storefront in Storefront.all {
            #expect(book.reusedCatalogPrices(in: storefront).isEmpty, "\(storefront.alpha3)")
        }
    }

    @Test func pricesEachUnlistedStorefrontOnDemandAsAWholeTableWould() {
        // The table every storefront's prices would fill: a listed storefront of the same currency (the first by
        // code) gives its own, any other the catalog's dollars as price points; a nil price leaves no entry.
        let file = PriceSidecar.decode(Data(PriceSidecar.demoFile.utf8), file: PriceSidecar.demoFileName, catalog: catalog).sidecar!
        let listed = file.storefrontCodes.compactMap { Storefront(code: $0) }
        var table = file
        for storefront in Storefront.all where storefront.currency != catalog.storefront.currency && !listed.contains(storefront) {
            if let same = listed.first(where: { $0.currency == storefront.currency }) {
                table.productPrices[storefront.alpha3] = file.productPrices[same.alpha3]
                table.offerPrices[storefront.alpha3] = file.offerPrices[same.alpha3]
                continue
            }
            for product in catalog.products {
                table.productPrices[storefront.alpha3, default: [:]][product.id] = DemoPricePoints.price(forDollars: product.price, in: storefront.currency)
                for offer in PriceBook.pricedOffers(of: product) {
                    table.offerPrices[storefront.alpha3, default: [:]][product.id, default: [:]][offer.sidecarKey] =
                        DemoPricePoints.price(forDollars: offer.price, in: storefront.currency)
                }
            }
        }
        let (onDemand, whole) = (PriceBook(catalog: catalog, sidecar: .demo), PriceBook(catalog: catalog, sidecar: table))
        var compared = 0
        for storefront in Storefront.all {
            #expect(onDemand.reusedCatalogPrices(in: storefront) == whole.reusedCatalogPrices(in: storefront), "\(storefront.alpha3)")
            for product in catalog.products {
                #expect(onDemand.price(of: product, in: storefront) == whole.price(of: product, in: storefront), "\(storefront.alpha3) \(product.id)")
                #expect(onDemand.reuseNote(for: product, in: storefront) == whole.reuseNote(for: product, in: storefront))
                for offer in product.subscription?.allOffers ?? [] {
                    #expect(onDemand.price(of: offer, on: product, in: storefront) == whole.price(of: offer, on: product, in: storefront),
                            "\(storefront.alpha3) \(product.id) \(offer.sidecarKey)")
                    compared += 1
                }
            }
        }
        #expect(compared > Storefront.all.count * 5)
        // Only the four storefronts of the file are held; the others are worked out when asked for.
        #expect(PriceSidecar.demo.storefrontCodes == ["DEU", "FRA", "GBR", "JPN"])
    }

    @Test func derivedPricesArePlausibleAndRoundedToTheCurrency() throws {
        let book = PriceBook(catalog: catalog, sidecar: .demo)
        let monthly = try #require(catalog.product(withID: "demo.plus.premium.monthly"))
        let yearly = try #require(catalog.product(withID: "demo.plus.premium.yearly"))
        let coins = try #require(catalog.product(withID: "demo.coins.100"))
        let korea = Storefront(code: "KOR")!, chile = Storefront(code: "CHL")!, india = Storefront(code: "IND")!
        // $12.99 a month is about ₩18,000 and CLP 12,000, not ₩13; whole won and pesos.
        #expect(book.price(of: monthly, in: korea) == Price(18000, korea.currency))
        #expect(book.price(of: monthly, in: chile) == Price(12000, chile.currency))
        #expect(book.price(of: coins, in: india) == Price(83, india.currency))
        #expect(book.price(of: coins, in: Storefront(code: "CAN")!) == Price(Decimal(string: "1.39")!, Currency(code: "CAD")))
        // A euro storefront the file does not list takes the euro prices it does list.
        #expect(book.price(of: monthly, in: Storefront(code: "ITA")!) == book.price(of: monthly, in: Storefront(code: "DEU")!))
        // A year still costs less than twelve months everywhere.
        for storefront in Storefront.all {
            #expect(book.price(of: yearly, in: storefront).amount < book.price(of: monthly, in: storefront).amount * 12, "\(storefront.alpha3)")
        }
    }
}
