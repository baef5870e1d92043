import Foundation

/// A length of time that a subscription or an offer phase lasts, such as one month or three days.
///
/// Parsed from ISO 8601 durations with one component (`P3D`, `P1W`, `P1M`, `P1Y`) and kept normalized:
/// a whole number of weeks in days becomes weeks (`P7D` is `P1W`) and a whole number of years in months
/// becomes years (`P12M` is `P1Y`), so equal lengths compare equal.
public struct SubscriptionPeriod: Sendable, Hashable, CustomStringConvertible, Comparable {
    /// The unit of a period.
    public enum Unit: String, Sendable, Hashable, CaseIterable, Comparable {
        case day, week, month, year

        /// The ISO 8601 designator (`D`, `W`, `M`, `Y`).
        public var designator: Character {
            switch self {
            case .day: "D"
            case .week: "W"
            case .month: "M"
            case .year: "Y"
            }
        }

        public static func < (lhs: Unit, rhs: Unit) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// How many units (at least 1).
    public let value: Int
    /// The unit.
    public let unit: Unit

    /// Creates a normalized period; `value` must be at least 1.
    public init(value: Int, unit: Unit) {
        precondition(value >= 1, "a subscription period lasts at least one unit")
        switch unit {
        case .day where value % 7 == 0: (self.value, self.unit) = (value / 7, .week)
        case .month where value % 12 == 0: (self.value, self.unit) = (value / 12, .year)
        default: (self.value, self.unit) = (value, unit)
        }
    }

    /// Parses an ISO 8601 duration with one component (`P1M`, `p3d`); `nil` when it is not one.
    public init?(iso8601 text: String) {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), first | 0x20 == UInt8(ascii: "p") else { return nil }
        var value = 0
        var digits = 0
        while let byte = bytes.next() {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 9 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                continue
            }
            guard digits > 0, value >= 1, bytes.next() == nil,
                  let unit = Unit.allCases.first(where: { $0.designator.asciiValue == byte & ~0x20 }) else { return nil }
            self.init(value: value, unit: unit)
            return
        }
        return nil
    }

    /// One day.
    public static let day = SubscriptionPeriod(value: 1, unit: .day)
    /// One week.
    public static let week = SubscriptionPeriod(value: 1, unit: .week)
    /// One month.
    public static let month = SubscriptionPeriod(value: 1, unit: .month)
    /// One year.
    public static let year = SubscriptionPeriod(value: 1, unit: .year)

    /// The normalized ISO 8601 form (`P1W` for `P7D`).
    public var iso8601: String { "P\(value)\(unit.designator)" }

    public var description: String { iso8601 }

    /// How many of `target` units this period lasts, following the price-arithmetic conventions.
    ///
    /// A week is 7 days, a month 30 days for day arithmetic and 365/12/7 (about 4.345) weeks for week
    /// arithmetic, a year 12 months, 365 days and 365/7 weeks. These are the conversions paywalls use for
    /// "per day", "per week", "per month" and "per year" prices.
    public func count(in target: Unit) -> Decimal {
        let ratio = ratio(in: target)
        return Decimal(ratio.numerator) / Decimal(ratio.denominator)
    }

    /// This period's length in `target` units as an exact fraction, so prices divide only once.
    func ratio(in target: Unit) -> (numerator: Int, denominator: Int) {
        let (numerator, denominator) = SubscriptionPeriod.unitsOf(target, per: unit)
        return (numerator * value, denominator)
    }

    /// How many `target` units one `source` unit holds, as a fraction.
    static func unitsOf(_ target: Unit, per source: Unit) -> (numerator: Int, denominator: Int) {
        switch (source, target) {
        case (.day, .day), (.week, .week), (.month, .month), (.year, .year): (1, 1)
        case (.day, .week): (1, 7)
        case (.day, .month): (1, 30)
        case (.day, .year): (1, 365)
        case (.week, .day): (7, 1)
        case (.week, .month): (84, 365)
        case (.week, .year): (7, 365)
        case (.month, .day): (30, 1)
        case (.month, .week): (365, 84)
        case (.month, .year): (1, 12)
        case (.year, .day): (365, 1)
        case (.year, .week): (365, 7)
        case (.year, .month): (12, 1)
        }
    }

    /// An approximate length in days (month 30, year 365), for ordering periods.
    public var approximateDays: Decimal { count(in: .day) }

    public static func < (lhs: SubscriptionPeriod, rhs: SubscriptionPeriod) -> Bool {
        lhs.approximateDays < rhs.approximateDays
    }

    /// Adds this period `times` times to a date in a calendar (calendar months and years, not 30 days).
    public func advance(_ date: Date, times: Int = 1, calendar: Calendar = .init(identifier: .gregorian)) -> Date {
        var components = DateComponents()
        switch unit {
        case .day: components.day = value * times
        case .week: components.day = 7 * value * times
        case .month: components.month = value * times
        case .year: components.year = value * times
        }
        return calendar.date(byAdding: components, to: date) ?? date
    }
}
