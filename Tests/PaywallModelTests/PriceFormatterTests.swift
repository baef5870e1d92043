import Foundation
import Testing
@testable import PaywallModel

@Suite("PriceFormatter")
struct PriceFormatterTests {
    private func format(_ amount: String, _ currency: String, _ locale: String) -> String {
        Price(Decimal(string: amount)!, Currency(code: currency)).formatted(locale: Locale(identifier: locale))
    }

    /// Foundation separates symbol and amount with a no-break space in some locales; compare with plain spaces.
    private func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }

    @Test func formatsWithTheStorefrontCurrencyAndTheCustomersLocale() {
        #expect(format("4.99", "USD", "en_US") == "$4.99")
        #expect(plain(format("4.99", "EUR", "de_DE")) == "4,99 €")
        #expect(format("600", "JPY", "en_US") == "¥600")
        #expect(format("5900", "KRW", "ko_KR") == "₩5,900")
        #expect(plain(format("4.99", "CHF", "de_CH")) == "CHF 4.99")
        #expect(format("4.99", "GBP", "en_GB") == "£4.99")
    }

    /// The plain text scripts read (`sandbox approve`'s "charged 11.40 USD") shows every minor unit digit of the
    /// currency, as a charge is made to the cent, and never drops a digit the amount has.
    @Test func thePlainTextShowsTheCurrencysMinorUnits() {
        #expect(Price(Decimal(string: "11.4")!, Currency(code: "USD")).description == "11.40 USD")
        #expect(Price(5, Currency(code: "EUR")).description == "5.00 EUR")
        #expect(Price(1200, Currency(code: "JPY")).description == "1200 JPY")
        #expect(Price(Decimal(string: "1.5")!, Currency(code: "KWD")).description == "1.500 KWD")
        #expect(Price(Decimal(string: "8.647")!, Currency(code: "USD")).description == "8.647 USD")
        #expect(Price(Decimal(string: "-0.5")!, Currency(code: "USD")).description == "-0.50 USD")
    }

    @Test func zeroDecimalCurrenciesNeverShowDecimals() {
        #expect(format("600.00", "JPY", "ja_JP").contains(".") == false)
        #expect(format("20", "JPY", "en_US") == "¥20")
        #expect(format("1000", "CLP", "es_CL").contains(",") == false)
    }

    @Test func twoDecimalCurrenciesAlwaysShowTwo() {
        #expect(format("5", "USD", "en_US") == "$5.00")
        #expect(format("29", "USD", "en_US") == "$29.00")
    }

    @Test func dropsZeroDecimalsOnlyForWholeAmounts() {
        let formatter = PriceFormatter(locale: Locale(identifier: "en_US"))
        #expect(formatter.stringDroppingZeroDecimals(from: Price(5, .usd)) == "$5")
        #expect(formatter.stringDroppingZeroDecimals(from: Price(Decimal(string: "4.99")!, .usd)) == "$4.99")
    }

    @Test func symbolComesFromTheCurrencyNotTheLocale() {
        #expect(format("4.99", "USD", "de_DE").contains("$"))
        #expect(format("4.99", "USD", "de_DE").contains("€") == false)
        #expect(PriceFormatter(locale: Locale(identifier: "en_US")).symbol(of: Currency(code: "EUR")) == "€")
    }

    @Test func roundsDownToTheMinorUnit() {
        #expect(Price(Decimal(string: "6.999")!, .usd).roundedDownToMinorUnit.amount == Decimal(string: "6.99"))
        #expect(Price(Decimal(string: "833.9")!, Currency(code: "JPY")).roundedDownToMinorUnit.amount == 833)
    }
}
