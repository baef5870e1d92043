import Foundation
import Testing
import TestSupport
@testable import PaywallModel

@Suite("Price sidecar")
struct PriceSidecarTests {
    private let catalog = Catalog.demo
    private let germany = Storefront(code: "DEU")!
    private let japan = Storefront(code: "JPN")!

    private static let sidecarText = """
    {
      "version": 1,
      "storefronts": {
        "DEU": {
          "products": {"demo.plus.premium.monthly": "12.49", "demo.coins.100": "1.09"},
          "offers": {"demo.plus.premium.monthly": {"demo.plus.premium.monthly.comeback": "5.99"},
                     "demo.plus.standard.monthly": {"introductory": "1.49"}}
        },
        "JPN": {"products": {"demo.plus.premium.yearly": "18000"}}
      }
    }
    """

    private func sidecar() throws -> PriceSidecar {
        let result = PriceSidecar.decode(Data(Self.sidecarText.utf8), file: "Kiosk.prices.json", catalog: catalog)
        #expect(result.problems.isEmpty, "\(result.problems)")
        return try #require(result.sidecar)
    }

    @Test func givesPricesPerStorefront() throws {
        let book = PriceBook(catalog: catalog, sidecar: try sidecar())
        let monthly = try #require(catalog.product(withID: "demo.plus.premium.monthly"))
        #expect(book.price(of: monthly, in: germany) == Price(Decimal(string: "12.49")!, Currency(code: "EUR")))
        let yearly = try #require(catalog.product(withID: "demo.plus.premium.yearly"))
        #expect(book.price(of: yearly, in: japan) == Price(18000, Currency(code: "JPY")))
        #expect(book.renewalPrice(of: yearly, in: japan)?.per(.month) == Price(1500, Currency(code: "JPY")))
    }

    @Test func withoutAnEntryTheCatalogPriceIsChargedInTheStorefrontCurrency() throws {
        let book = PriceBook(catalog: catalog, sidecar: try sidecar())
        let lifetime = try #require(catalog.product(withID: "demo.lifetime"))
        #expect(book.price(of: lifetime, in: germany) == Price(Decimal(string: "99.99")!, Currency(code: "EUR")))
        #expect(PriceBook(catalog: catalog).price(of: lifetime, in: .unitedStates) == catalog.price(of: lifetime))
    }

    @Test func pricesOffersByTheirSidecarKeys() throws {
        let book = PriceBook(catalog: catalog, sidecar: try sidecar())
        let monthly = try #require(catalog.product(withID: "demo.plus.premium.monthly"))
        let comeback = try #require(monthly.subscription?.promotionalOffers.first)
        #expect(comeback.sidecarKey == "demo.plus.premium.monthly.comeback")
        #expect(book.price(of: comeback, on: monthly, in: germany).amount == Decimal(string: "5.99"))
        #expect(book.price(of: comeback, on: monthly, in: .unitedStates).amount == Decimal(string: "6.49"))
        let standard = try #require(catalog.product(withID: "demo.plus.standard.monthly"))
        let intro = try #require(standard.subscription?.introductoryOffer)
        #expect(intro.sidecarKey == "introductory")
        #expect(book.price(of: intro, on: standard, in: germany).amount == Decimal(string: "1.49"))
        let trial = try #require(catalog.product(withID: "demo.plus.premium.yearly")?.subscription?.introductoryOffer)
        #expect(book.price(of: trial, on: catalog.product(withID: "demo.plus.premium.yearly")!, in: germany).isFree)
        #expect(catalog.product(withID: "demo.plus.standard.yearly")?.subscription?.codeOffers.first?.sidecarKey == "FRIENDS")
    }

    @Test func reportsUnknownStorefrontsProductsOffersAndBadPrices() {
        let text = """
        {"version": 2, "storefronts": {
          "XXX": {"products": {}},
          "DE": {"products": {}},
          "FRA": {"products": {"demo.nothing": "1.00", "demo.coins.100": "1,09"},
                  "offers": {"demo.lifetime": {"introductory": "1"}, "demo.plus.premium.monthly": {"spring": "1"}}}}}
        """
        let result = PriceSidecar.decode(Data(text.utf8), file: "p.json", catalog: catalog)
        #expect(result.problems.map(\.path) == [
            "$.version",
            "$.storefronts.XXX",
            "$.storefronts.DE",
            "$.storefronts.FRA.products[\"demo.nothing\"]",
            "$.storefronts.FRA.products[\"demo.coins.100\"]",
            "$.storefronts.FRA.offers[\"demo.lifetime\"].introductory",
            "$.storefronts.FRA.offers[\"demo.plus.premium.monthly\"].spring",
        ])
        #expect(result.problems[5].message == "no offer \"introductory\" on \"demo.lifetime\"; the product has no offers")
        #expect(result.problems[6].message.contains("expected one of \"demo.plus.premium.monthly.comeback\""))
        #expect(result.problems[3].position?.line == 4)
    }

    @Test func isFoundBesideTheCatalog() {
        let file = URL(fileURLWithPath: "/shop/Kiosk.storekit")
        #expect(PriceSidecar.defaultURL(forCatalogAt: file).path == "/shop/Kiosk.prices.json")
        let directory = TemporaryDirectory()
        #expect(PriceSidecar.defaultURL(forCatalogAt: directory.url).lastPathComponent == "Prices.json")
    }

    @Test func loadsFromAFile() throws {
        let directory = TemporaryDirectory()
        let url = directory.file("Kiosk.prices.json")
        try Data(Self.sidecarText.utf8).write(to: url)
        let loaded = try PriceSidecar.load(from: url, catalog: catalog)
        #expect(loaded.storefrontCodes == ["DEU", "JPN"])
        #expect(throws: CatalogLoadError.self) { try PriceSidecar.load(from: directory.file("none.json")) }
    }
}
