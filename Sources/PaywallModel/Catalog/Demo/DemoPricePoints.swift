import Foundation

/// The demo's prices in the storefronts its price file does not list, so that every storefront the settings
/// offer shows and charges a believable local price instead of the catalog's dollars in another currency.
///
/// A storefront whose currency the file already prices (Italy and Germany both charge euros) takes those
/// prices; any other takes the catalog's dollar amount at a rough exchange rate, put on a price point the
/// way the App Store's look: two significant figures, ending in .99 in currencies priced in small units
/// (CA$1.39, CA$16.99) and whole in the others (₩18,000, CLP 12,000, ₹83).
enum DemoPricePoints {
    /// Rough units of each currency per US dollar (late 2020s), for the currencies of `Storefront.all`.
    static let unitsPerDollar: [String: Decimal] = [
        "AED": 3.67, "AUD": 1.5, "BRL": 5.5, "CAD": 1.38, "CHF": 0.9, "CLP": 950, "CNY": 7.2,
        "COP": 4000, "CZK": 23, "DKK": 6.9, "EGP": 49, "EUR": 0.92, "GBP": 0.79, "HKD": 7.8, "HUF": 360,
        "IDR": 16000, "ILS": 3.7, "INR": 84, "JPY": 150, "KRW": 1400, "KZT": 480, "MXN": 18, "MYR": 4.5,
        "NGN": 1500, "NOK": 10.8, "NZD": 1.65, "PEN": 3.75, "PHP": 57, "PKR": 280, "PLN": 4, "QAR": 3.64,
        "RON": 4.6, "RUB": 90, "SAR": 3.75, "SEK": 10.6, "SGD": 1.35, "THB": 35, "TRY": 34, "TWD": 32,
        "TZS": 2600, "VND": 25000, "ZAR": 18,
    ]

    /// A dollar amount as a price point in `currency`; `nil` for a currency without a rate.
    static func price(forDollars dollars: Decimal, in currency: Currency) -> Decimal? {
        guard let rate = unitsPerDollar[currency.code], dollars > 0 else { return nil }
        let local = dollars * rate
        let leadingDigit = Int(log10(Double(truncating: local as NSNumber)).rounded(.down))
        // Two significant digits.
        let point = local.rounded(toDecimals: 1 - leadingDigit, .plain)
        let wholeUnits = currency.isZeroDecimal || rate >= 20
        return wholeUnits || point < 1 ? point : point - Decimal(sign: .plus, exponent: -currency.minorUnitDigits, significand: 1)
    }
}

extension PriceSidecar {
    /// This sidecar, pricing on demand every storefront it does not list whose currency is not the catalog's,
    /// as `DemoPricePoints` describes: a storefront is priced only when a price in it is asked for, so a process
    /// that charges in one storefront works out no other's.
    func pricingUnlistedStorefronts() -> PriceSidecar {
        var pricing = self
        var listed: [String: String] = [:]
        for code in storefrontCodes.reversed() {
            if let currency = Storefront(code: code)?.currency { listed[currency.code] = code }
        }
        pricing.listedStorefrontByCurrency = listed
        return pricing
    }

    /// Where the prices of an unlisted storefront come from when this sidecar prices unlisted storefronts (the
    /// demo's): another storefront it lists that charges the same currency (the first by code), else the catalog's
    /// dollars made a price point; `nil` when it does not, for a listed storefront, or one in the catalog's currency.
    func unlistedPricing(of storefront: Storefront, catalogCurrency: Currency) -> UnlistedPricing? {
        guard let listedStorefrontByCurrency, storefront.currency != catalogCurrency,
              productPrices[storefront.alpha3] == nil, offerPrices[storefront.alpha3] == nil else { return nil }
        return listedStorefrontByCurrency[storefront.currency.code].map(UnlistedPricing.sameCurrency) ?? .pricePoints(storefront.currency)
    }

    /// How an unlisted storefront is priced.
    enum UnlistedPricing {
        /// As the listed storefront with this alpha-3 code.
        case sameCurrency(String)
        /// The catalog's dollar amounts as price points in this currency.
        case pricePoints(Currency)
    }
}
