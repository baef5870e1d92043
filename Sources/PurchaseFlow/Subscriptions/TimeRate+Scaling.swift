import Foundation
import PaywallModel

extension TimeRate {
    /// When `times` periods that start at `date` end, at this rate.
    ///
    /// Real time uses calendar months and years, in UTC (the same ledger on every machine). "One day every N" rates
    /// make each day (month 30 days, year 365) last N seconds. "Monthly renewal every N" rates make a month last N seconds, a year 12
    /// months, a week a third of a month and a day a thirtieth (with 15, weekly renews in 10 s, monthly in
    /// 30 s, annual in 6 min). "One renewal every N" rates make every period, whatever its length, last N seconds.
    public func end(of period: SubscriptionPeriod, times: Int = 1, from date: Date) -> Date {
        switch behavior {
        case .realTime: period.advance(date, times: times, calendar: .gregorianUTC)
        case .dayLasts(let seconds): date.addingTimeInterval(Self.days(in: period) * Double(times * seconds))
        case .monthLasts(let seconds): date.addingTimeInterval(Self.months(in: period) * Double(times * seconds))
        case .everyPeriodLasts(let seconds): date.addingTimeInterval(Double(times * seconds))
        }
    }

    /// Whether a date that ends calendar periods may have been moved back from a later day of the month: at real time,
    /// the last day of a month shorter than 31 days (a period started on the 31st ends on the 30th of April).
    public func mayHaveShortened(_ date: Date) -> Bool {
        guard case .realTime = behavior else { return false }
        let calendar = Calendar.gregorianUTC
        guard let days = calendar.range(of: .day, in: .month, for: date)?.count, days < 31 else { return false }
        return calendar.component(.day, from: date) == days
    }

    /// How long `days` days last at this rate, for a subscription of `period` (grace and billing retry
    /// periods scale with the subscription they belong to).
    public func duration(ofDays days: Int, forSubscriptionOf period: SubscriptionPeriod) -> TimeInterval {
        switch behavior {
        case .realTime: Double(days) * 86_400
        case .dayLasts(let seconds): Double(days * seconds)
        case .monthLasts(let seconds): Double(days) * Double(seconds) / 30
        case .everyPeriodLasts(let seconds): Double(days) / Self.days(in: period) * Double(seconds)
        }
    }

    /// A period's length in days (month 30, year 365).
    private static func days(in period: SubscriptionPeriod) -> Double {
        NSDecimalNumber(decimal: period.count(in: .day)).doubleValue
    }

    /// A period's length in months as the "monthly renewal" rates count it (week a third, day a thirtieth).
    private static func months(in period: SubscriptionPeriod) -> Double {
        let perUnit: Double = switch period.unit {
        case .day: 1.0 / 30
        case .week: 1.0 / 3
        case .month: 1
        case .year: 12
        }
        return perUnit * Double(period.value)
    }
}
