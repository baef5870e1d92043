import Foundation

/// Formats prices for a customer: the price's currency decides the symbol and the number of decimals, the
/// customer's locale decides the digits, separators and symbol placement (CLDR through Foundation).
///
/// Examples: 4.99 USD in en_US is `$4.99`, 4.99 EUR in de_DE `4,99 €`, 600 JPY `¥600`, 5900 KRW in ko_KR
/// `₩5,900`, 4.99 CHF `CHF 4.99`. Zero-decimal currencies never show decimals. Foundation may put a no-break
/// space between amount and symbol and, for right-to-left locales, U+200F marks around the text. In `en_US`, the
/// storefronts' currencies are written without ICU (`USEnglishPriceText`, the same text), and Foundation's `Locale`
/// is made only when Foundation formats.
public struct PriceFormatter: Sendable {
    /// The customer's locale identifier (`en_US`).
    public var localeIdentifier: String

    /// The customer's locale.
    public var locale: Locale { Locale(identifier: localeIdentifier) }

    /// Creates a formatter for a customer's locale.
    public init(locale: Locale) {
        localeIdentifier = LocaleFallback.withoutPOSIXSuffixes(locale.identifier)
    }

    /// Creates a formatter for the locale an identifier names (a POSIX name's codeset and modifier dropped:
    /// `de_DE.UTF-8@euro` writes prices as `de_DE`).
    public init(localeIdentifier: String) {
        self.localeIdentifier = LocaleFallback.withoutPOSIXSuffixes(localeIdentifier)
    }

    /// Formats a price with exactly its currency's number of decimals (rounding half to even if it has more).
    public func string(from price: Price) -> String {
        string(from: price.amount, currency: price.currency, decimals: price.currency.minorUnitDigits)
    }

    /// Formats a price, dropping the decimals when the amount is whole (`$5` for 5.00, `$4.99` for 4.99).
    public func stringDroppingZeroDecimals(from price: Price) -> String {
        let isWhole = price.amount == price.amount.rounded(toDecimals: 0, .down)
        return string(from: price.amount, currency: price.currency, decimals: isWhole ? 0 : price.currency.minorUnitDigits)
    }

    /// The currency symbol the locale uses for a currency (`$`, `€`, `CHF`).
    public func symbol(of currency: Currency) -> String {
        if isUSEnglish, let symbol = USEnglishPriceText.symbol(of: currency) { return symbol }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currency.code
        return formatter.currencySymbol
    }

    private func string(from amount: Decimal, currency: Currency, decimals: Int) -> String {
        if isUSEnglish, let text = USEnglishPriceText.string(amount, currency: currency, decimals: decimals) { return text }
        return amount.formatted(.currency(code: currency.code).locale(locale).precision(.fractionLength(decimals)))
    }

    private var isUSEnglish: Bool { localeIdentifier == USEnglishPriceText.localeIdentifier }
}
