import Foundation
import Testing
@testable import PaywallModel

@Suite("Catalog summary")
struct CatalogSummaryTests {
    @Test func countsProductsOffersAndLevels() {
        let summary = CatalogSummary(catalog: .demo, file: "demo")
        #expect(summary.productCounts == ["consumable": 2, "nonConsumable": 2, "nonRenewingSubscription": 1, "autoRenewableSubscription": 8, "total": 13])
        #expect(summary.offerCounts == ["introductory": 3, "promotional": 1, "code": 2, "winBack": 1])
        #expect(summary.subscriptionGroups[0].levels.map(\.level) == [1, 2, 3])
        #expect(summary.subscriptionGroups[0].levels[2].productIDs == ["demo.plus.basic.weekly"])
        #expect(summary.localizations == ["ar_SA", "de_DE", "en_US", "ja_JP"])
        #expect(summary.settings.timeRateValue == 13)
        #expect(summary.settings.billingGracePeriod)
    }

    @Test func formatsPricesForTheChosenStorefrontAndLocale() throws {
        let summary = CatalogSummary(catalog: .demo, file: "demo", storefront: Storefront(code: "DEU"), locale: "de_DE")
        #expect(summary.storefront.currency == "EUR")
        let weekly = try #require(summary.products.first { $0.id == "demo.plus.basic.weekly" })
        #expect(weekly.price.replacingOccurrences(of: "\u{00A0}", with: " ") == "1,99 €")
        #expect(weekly.pricePerMonth?.replacingOccurrences(of: "\u{00A0}", with: " ") == "8,64 €")
        #expect(weekly.name == "Plus Basic, wöchentlich")
    }

    @Test func describesOfferTerms() throws {
        let summary = CatalogSummary(catalog: .demo, file: "demo")
        let terms = summary.products.flatMap(\.offers).map(\.terms)
        #expect(terms.contains("free for 1 week"))
        #expect(terms.contains("$1.99 every month for 3 months"))
        #expect(terms.contains("$0.99 for 2 months"))
        let code = try #require(summary.products.flatMap(\.offers).first { $0.name == "HALFYEAR" })
        #expect(code.eligibility == ["existing", "expired"])
    }
}
