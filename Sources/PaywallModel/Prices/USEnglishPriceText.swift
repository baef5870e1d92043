import Foundation

/// Prices in the `en_US` locale, written without ICU: CLDR's `¤#,##0.00` pattern (a minus sign first, the
/// currency's English symbol, a comma every three digits, a point before the decimals) with the English symbol
/// of each currency the storefronts charge in, and a no-break space after a symbol that ends in a letter
/// (`CHF 4.99`), as ICU's currency spacing puts one.
///
/// Formatting a price with Foundation loads ICU's number formatting and its data (several megabytes resident,
/// and most of the CPU of drawing a price the first time); the storefront's own locale is `en_US` unless the
/// customer picks another, so those prices skip it. Other locales and currencies go to Foundation.
/// `USEnglishPriceTextTests` compares every storefront currency with Foundation's output.
enum USEnglishPriceText {
    /// The locale identifier these rules are for.
    static let localeIdentifier = "en_US"

    /// The English symbols that are not the currency's code; a storefront currency not listed is written by its
    /// code (`CHF`, `SEK`).
    private static let symbols: [String: String] = [
        "AUD": "A$", "BRL": "R$", "CAD": "CA$", "CNY": "CN¥", "EUR": "€", "GBP": "£", "HKD": "HK$", "ILS": "₪",
        "INR": "₹", "JPY": "¥", "KRW": "₩", "MXN": "MX$", "NZD": "NZ$", "PHP": "₱", "TWD": "NT$", "USD": "$",
        "VND": "₫",
    ]

    /// The currencies these rules cover: those of the storefronts, read from their table without making the 175
    /// storefronts (3 M instructions, at the first price a process writes).
    private static let covered: Set<String> = StorefrontTable.currencyCodes

    /// The symbol `en_US` writes for a currency; `nil` for a currency no storefront charges in.
    static func symbol(of currency: Currency) -> String? {
        guard covered.contains(currency.code) else { return nil }
        return symbols[currency.code] ?? currency.code
    }

    /// An amount in a currency with exactly `decimals` decimals (rounding half to even, as Foundation's
    /// currency style does); `nil` for a currency no storefront charges in, or an amount that is not a number.
    static func string(_ amount: Decimal, currency: Currency, decimals: Int) -> String? {
        guard let symbol = symbol(of: currency), !amount.isNaN else { return nil }
        let rounded = amount.rounded(toDecimals: decimals, .bankers)
        let digits = "\(rounded.magnitude)".split(separator: ".", omittingEmptySubsequences: false)
        let whole = grouped(String(digits[0]))
        let fraction = String((digits.count > 1 ? digits[1] : "").prefix(decimals))
        let padded = fraction + String(repeating: "0", count: decimals - fraction.count)
        let sign = amount < 0 ? "-" : ""
        let space = symbol.unicodeScalars.last?.properties.isAlphabetic == true ? "\u{00A0}" : ""
        return sign + symbol + space + whole + (decimals > 0 ? "." + padded : "")
    }

    /// Whole digits with a comma between each group of three from the right (`1234567` → `1,234,567`).
    private static func grouped(_ digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
