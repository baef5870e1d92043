import Foundation

/// An amount of money in a currency. Always `Decimal`, never floating point.
public struct Price: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The amount, such as 4.99.
    public var amount: Decimal
    /// The currency.
    public var currency: Currency

    /// Creates a price.
    public init(_ amount: Decimal, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    /// Whether the amount is zero.
    public var isFree: Bool { amount == 0 }

    /// The amount rounded down (toward zero) to the currency's minor unit: 6.999 USD becomes 6.99, 833.3 JPY 833.
    public var roundedDownToMinorUnit: Price {
        Price(amount.rounded(toDecimals: currency.minorUnitDigits, .down), currency)
    }

    /// The amount rounded half up to the currency's minor unit, as every charge is: 1998.97 JPY becomes 1999,
    /// 5.765 USD 5.77.
    public var roundedToMinorUnit: Price {
        Price(amount.rounded(toDecimals: currency.minorUnitDigits, .plain), currency)
    }

    /// The price formatted for a customer's locale (`$4.99`, `4,99 €`, `¥600`); see `PriceFormatter`.
    public func formatted(locale: Locale) -> String {
        PriceFormatter(locale: locale).string(from: self)
    }

    public static func < (lhs: Price, rhs: Price) -> Bool { lhs.amount < rhs.amount }

    /// The plain text scripts read: the amount (`plainAmount`), then the currency's code (`11.40 USD`, `1200 JPY`).
    public var description: String { "\(plainAmount) \(currency.code)" }

    /// The amount as scripts read it, with at least the currency's minor unit digits and never fewer than it has,
    /// whatever the locale: `11.40` for 11.4 USD, `1200` for 1200 JPY, `8.647` for 8.647 USD.
    public var plainAmount: String {
        var digits = "\(amount)"
        let decimals = digits.firstIndex(of: ".").map { digits.distance(from: $0, to: digits.endIndex) - 1 } ?? 0
        if decimals < currency.minorUnitDigits {
            if decimals == 0 { digits += "." }
            digits += String(repeating: "0", count: currency.minorUnitDigits - decimals)
        }
        return digits
    }
}

extension Decimal {
    /// This number rounded to `decimals` places in the given direction.
    func rounded(toDecimals decimals: Int, _ mode: NSDecimalNumber.RoundingMode) -> Decimal {
        var source = self
        var result = Decimal()
        NSDecimalRound(&result, &source, decimals, mode)
        return result
    }
}
