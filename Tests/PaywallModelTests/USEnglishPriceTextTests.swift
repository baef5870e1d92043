import Foundation
import Testing
import TestSupport
@testable import PaywallModel

/// `en_US` prices written without ICU must be Foundation's text, for every currency a storefront charges in.
@Suite("US English prices without ICU")
struct USEnglishPriceTextTests {
    private let locale = Locale(identifier: "en_US")

    /// Every currency of `Storefront.all`, each once.
    private var storefrontCurrencies: [Currency] {
        Set(Storefront.all.map(\.currency.code)).sorted().map(Currency.init(code:))
    }

    /// Amounts with ties to round, no decimals, many digits, and below zero, plus seeded random ones of every size
    /// with up to four decimals.
    private var amounts: [Decimal] {
        let fixed = ["0", "0.001", "-0.001", "0.005", "0.015", "0.025", "0.5", "1.5", "2.5", "4.99", "5", "9.995",
                     "99.99", "100", "999.5", "1000", "1234.5", "12345.675", "999999.995", "1234567.125",
                     "-4.99", "-1234567.125", "0.0625", "1.0005", "123456789012.34"].map { Decimal(string: $0)! }
        var random = SeededGenerator(seed: 17)
        let generated = (0..<200).map { _ -> Decimal in
            let units = Decimal(Int.random(in: -2_000_000...50_000_000, using: &random))
            return units / Decimal(sign: .plus, exponent: Int.random(in: 0...4, using: &random), significand: 1)
        }
        return fixed + generated
    }

    private func foundation(_ amount: Decimal, _ currency: Currency, decimals: Int) -> String {
        amount.formatted(.currency(code: currency.code).locale(locale).precision(.fractionLength(decimals)))
    }

    @Test func everyStorefrontCurrencyIsWrittenAsFoundationWritesIt() throws {
        for currency in storefrontCurrencies {
            for amount in amounts {
                for decimals in 0...3 {
                    let text = try #require(USEnglishPriceText.string(amount, currency: currency, decimals: decimals))
                    #expect(text == foundation(amount, currency, decimals: decimals), "\(amount) \(currency.code), \(decimals) decimals")
                }
            }
        }
    }

    @Test func thePriceFormatterGivesFoundationsTextInUSEnglish() {
        let formatter = PriceFormatter(locale: locale)
        for currency in storefrontCurrencies {
            for amount in amounts {
                let price = Price(amount, currency)
                #expect(formatter.string(from: price) == foundation(amount, currency, decimals: currency.minorUnitDigits))
                let isWhole = amount == amount.rounded(toDecimals: 0, .down)
                #expect(formatter.stringDroppingZeroDecimals(from: price)
                        == foundation(amount, currency, decimals: isWhole ? 0 : currency.minorUnitDigits))
            }
        }
    }

    @Test func everyStorefrontCurrencySymbolIsFoundations() throws {
        for currency in storefrontCurrencies {
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .currency
            formatter.currencyCode = currency.code
            #expect(try #require(USEnglishPriceText.symbol(of: currency)) == formatter.currencySymbol, "\(currency.code)")
            #expect(PriceFormatter(locale: locale).symbol(of: currency) == formatter.currencySymbol, "\(currency.code)")
        }
    }

    /// A currency no storefront charges in, and every other locale, are Foundation's to write.
    @Test func otherCurrenciesAndLocalesAreLeftToFoundation() {
        #expect(USEnglishPriceText.string(Decimal(string: "4.99")!, currency: Currency(code: "KWD"), decimals: 3) == nil)
        #expect(USEnglishPriceText.symbol(of: Currency(code: "XAU")) == nil)
        let kuwaiti = Price(Decimal(string: "1234.5")!, Currency(code: "KWD"))
        #expect(kuwaiti.formatted(locale: locale) == foundation(kuwaiti.amount, kuwaiti.currency, decimals: 3))
        for identifier in ["en_GB", "en", "en_CA", "de_DE", "fr_FR", "ja_JP", "es_MX", "ar_SA"] {
            let other = Locale(identifier: identifier)
            for currency in storefrontCurrencies {
                let price = Price(Decimal(string: "1234.5")!, currency)
                let expected = price.amount.formatted(.currency(code: currency.code).locale(other)
                    .precision(.fractionLength(currency.minorUnitDigits)))
                #expect(price.formatted(locale: other) == expected, "\(identifier) \(currency.code)")
            }
        }
    }
}
