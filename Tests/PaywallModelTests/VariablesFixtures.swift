import Foundation
@testable import PaywallModel

/// A catalog for variable tests: weekly, monthly (a one-week free trial, a pay-as-you-go promotional
/// offer), quarterly, annual and lifetime, priced by the test in any currency.
enum VariablesFixtures {
    static func subscription(_ id: String, _ period: SubscriptionPeriod, intro: SubscriptionOffer? = nil,
                             promotional: [SubscriptionOffer] = []) -> Product {
        Product(id: id, kind: .autoRenewableSubscription, referenceName: id, price: 0,
                localizations: [LocalizedText(locale: "en_US", displayName: "Pro \(id.capitalized)", description: ""),
                                LocalizedText(locale: "de_DE", displayName: "Pro \(id) (de)", description: ""),
                                LocalizedText(locale: "ja_JP", displayName: "プロ \(id)", description: "")],
                subscription: SubscriptionDetails(groupID: "pro", groupLevel: 1, period: period,
                                                  introductoryOffers: intro.map { [$0] } ?? [], promotionalOffers: promotional))
    }

    static let catalog = Catalog(products: [
        subscription("weekly", .week),
        subscription("monthly", .month,
                     intro: SubscriptionOffer(kind: .introductory, paymentMode: .freeTrial, period: .week),
                     promotional: [SubscriptionOffer(kind: .promotional, offerID: "comeback", paymentMode: .payAsYouGo,
                                                     period: .month, numberOfPeriods: 2, price: 0)]),
        subscription("quarterly", SubscriptionPeriod(value: 3, unit: .month)),
        subscription("annual", .year),
        Product(id: "lifetime", kind: .nonConsumable, referenceName: "Lifetime", price: 0,
                localizations: [LocalizedText(locale: "en_US", displayName: "Pro Forever", description: "")]),
    ])

    static let packages = ["weekly", "monthly", "quarterly", "annual", "lifetime"].map {
        OfferingPackage(identifier: "$rc_\($0)", productID: $0)
    }

    /// Prices by product id in one currency; the promotional offer costs `promo` a month.
    static func pricing(_ currency: String, _ prices: [String: Decimal], promo: Decimal,
                        eligibility: OfferEligibility = OfferEligibility()) -> [String: PackagePricing] {
        var catalog = catalog
        var products = catalog.products
        for index in products.indices {
            if var subscription = products[index].subscription, !subscription.promotionalOffers.isEmpty {
                subscription.promotionalOffers[0].price = promo
                products[index].subscription = subscription
            }
        }
        catalog = Catalog(products: products)
        let priced = PackagePricing.forPackages(packages, catalog: catalog, eligibility: eligibility) { product in
            Price(prices[product.id] ?? 0, Currency(code: currency))
        }
        return Dictionary(uniqueKeysWithValues: priced.map { ($0.product.id, $0) })
    }

    static let usd = pricing("USD", ["weekly": 1.99, "monthly": 6.99, "quarterly": 4.99, "annual": 53.99, "lifetime": 149.99], promo: 2.99)
    static let eur = pricing("EUR", ["weekly": 1.99, "monthly": 6.99, "quarterly": 4.99, "annual": 53.99, "lifetime": 149.99], promo: 2.99)
    static let jpy = pricing("JPY", ["weekly": 300, "monthly": 1000, "quarterly": 1500, "annual": 8000, "lifetime": 20000], promo: 400)

    static let englishUS = TextContext(locale: Locale(identifier: "en_US"), storefront: .unitedStates, appName: "Kiosk", catalogLocale: "en_US",
                                       now: Date(timeIntervalSince1970: 1_735_689_600))
    static let germanDE = TextContext(locale: Locale(identifier: "de_DE"), storefront: Storefront(code: "DEU")!, appName: "Kiosk", catalogLocale: "en_US",
                                      now: Date(timeIntervalSince1970: 1_735_689_600))
    static let japaneseJP = TextContext(locale: Locale(identifier: "ja_JP"), storefront: Storefront(code: "JPN")!, appName: "Kiosk", catalogLocale: "en_US",
                                        now: Date(timeIntervalSince1970: 1_735_689_600))
}
