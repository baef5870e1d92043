import Foundation

/// A price paid every period (a subscription's renewal price, a pay-as-you-go offer), with the per-period
/// arithmetic paywalls show: price per day, week, month or year, and the discount against another plan.
///
/// Periods convert as `SubscriptionPeriod.count(in:)` says (a month is 30 days or 365/12/7 weeks, a year 12
/// months) and every computed price is rounded down to the currency's minor unit: weekly $1.99 is $8.64 a
/// month, annual $119.99 is $9.99 a month, annual $83.99 is $6.99 a month, annual ¥10,000 is ¥833 a month.
public struct PeriodicPrice: Sendable, Hashable {
    /// What is paid each period.
    public var price: Price
    /// How often it is paid.
    public var period: SubscriptionPeriod

    /// Creates a periodic price.
    public init(_ price: Price, every period: SubscriptionPeriod) {
        self.price = price
        self.period = period
    }

    /// The price of one `unit` of time, rounded down to the currency's minor unit.
    public func per(_ unit: SubscriptionPeriod.Unit) -> Price {
        Price(exactAmount(per: unit), price.currency).roundedDownToMinorUnit
    }

    /// The unrounded amount per `unit`, divided only once so that exact results stay exact.
    func exactAmount(per unit: SubscriptionPeriod.Unit) -> Decimal {
        let ratio = period.ratio(in: unit)
        return price.amount * Decimal(ratio.denominator) / Decimal(ratio.numerator)
    }

    /// How much cheaper per month this plan is than `other`, as RevenueCat computes it from both prices per
    /// month rounded down to the minor unit; `nil` when the currencies differ, `other` is free, or this plan
    /// is not cheaper per month.
    public func discount(comparedTo other: PeriodicPrice) -> RelativeDiscount? {
        Self.discount(perMonth: per(.month), comparedTo: other.per(.month))
    }

    /// How much cheaper a price per month is than another (see `discount(comparedTo:)`), from both prices per
    /// month already rounded down to the minor unit.
    static func discount(perMonth own: Price, comparedTo reference: Price) -> RelativeDiscount? {
        guard own.currency == reference.currency, reference.amount > 0, own.amount < reference.amount else { return nil }
        return RelativeDiscount(fraction: (reference.amount - own.amount) / reference.amount)
    }
}
