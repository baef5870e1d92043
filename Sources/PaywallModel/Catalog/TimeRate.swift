/// How fast subscription time passes in the sandbox: StoreKit Testing's `SKTestTimeRate` (`_timeRate`).
public struct TimeRate: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The `SKTestTimeRate` raw value as stored in the file.
    public let rawValue: Int

    /// Creates a time rate from its raw value; unknown values are kept and behave as real time.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Real time (0).
    public static let realTime = TimeRate(rawValue: 0)
    /// One hour is one day (1).
    public static let oneHourIsOneDay = TimeRate(rawValue: 1)
    /// Thirty minutes are one day (2).
    public static let thirtyMinutesIsOneDay = TimeRate(rawValue: 2)
    /// Five minutes are one day (3).
    public static let fiveMinutesIsOneDay = TimeRate(rawValue: 3)
    /// One minute is one day (4).
    public static let oneMinuteIsOneDay = TimeRate(rawValue: 4)
    /// Thirty seconds are one day (5).
    public static let thirtySecondsIsOneDay = TimeRate(rawValue: 5)
    /// One second is one day (6).
    public static let oneSecondIsOneDay = TimeRate(rawValue: 6)
    /// A monthly subscription renews every hour (10).
    public static let monthlyRenewalEveryHour = TimeRate(rawValue: 10)
    /// A monthly subscription renews every thirty minutes (11).
    public static let monthlyRenewalEveryThirtyMinutes = TimeRate(rawValue: 11)
    /// A monthly subscription renews every fifteen minutes (12).
    public static let monthlyRenewalEveryFifteenMinutes = TimeRate(rawValue: 12)
    /// A monthly subscription renews every five minutes (13).
    public static let monthlyRenewalEveryFiveMinutes = TimeRate(rawValue: 13)
    /// A monthly subscription renews every thirty seconds (15).
    public static let monthlyRenewalEveryThirtySeconds = TimeRate(rawValue: 15)
    /// Every subscription renews every fifteen minutes, whatever its period (1000).
    public static let oneRenewalEveryFifteenMinutes = TimeRate(rawValue: 1000)
    /// Every subscription renews every five minutes (1001).
    public static let oneRenewalEveryFiveMinutes = TimeRate(rawValue: 1001)
    /// Every subscription renews every minute (1002).
    public static let oneRenewalEveryMinute = TimeRate(rawValue: 1002)
    /// Every subscription renews every thirty seconds (1003).
    public static let oneRenewalEveryThirtySeconds = TimeRate(rawValue: 1003)
    /// Every subscription renews every ten seconds (1004).
    public static let oneRenewalEveryTenSeconds = TimeRate(rawValue: 1004)
    /// Every subscription renews every two seconds (1005).
    public static let oneRenewalEveryTwoSeconds = TimeRate(rawValue: 1005)

    /// What the rate does to time.
    public enum Behavior: Sendable, Hashable {
        /// Time passes as on the wall clock.
        case realTime
        /// One day of subscription time passes in this many real seconds.
        case dayLasts(seconds: Int)
        /// A one-month period passes in this many real seconds (other periods in proportion).
        case monthLasts(seconds: Int)
        /// Every renewal period, whatever its length, passes in this many real seconds.
        case everyPeriodLasts(seconds: Int)
    }

    /// What this rate does to time; unknown raw values behave as real time.
    public var behavior: Behavior {
        switch rawValue {
        case 1: .dayLasts(seconds: 3600)
        case 2: .dayLasts(seconds: 1800)
        case 3: .dayLasts(seconds: 300)
        case 4: .dayLasts(seconds: 60)
        case 5: .dayLasts(seconds: 30)
        case 6: .dayLasts(seconds: 1)
        case 10: .monthLasts(seconds: 3600)
        case 11: .monthLasts(seconds: 1800)
        case 12: .monthLasts(seconds: 900)
        case 13: .monthLasts(seconds: 300)
        case 15: .monthLasts(seconds: 30)
        case 1000: .everyPeriodLasts(seconds: 900)
        case 1001: .everyPeriodLasts(seconds: 300)
        case 1002: .everyPeriodLasts(seconds: 60)
        case 1003: .everyPeriodLasts(seconds: 30)
        case 1004: .everyPeriodLasts(seconds: 10)
        case 1005: .everyPeriodLasts(seconds: 2)
        default: .realTime
        }
    }

    /// Whether the raw value is one StoreKit Testing defines.
    public var isKnown: Bool {
        rawValue == 0 || behavior != .realTime
    }

    /// A readable name ("monthly renewal every 30 seconds", "real time").
    public var description: String {
        switch behavior {
        case .realTime: isKnown ? "real time" : "unknown rate \(rawValue) (real time)"
        case .dayLasts(let seconds): "one day every \(TimeRate.describe(seconds))"
        case .monthLasts(let seconds): "monthly renewal every \(TimeRate.describe(seconds))"
        case .everyPeriodLasts(let seconds): "one renewal every \(TimeRate.describe(seconds))"
        }
    }

    private static func describe(_ seconds: Int) -> String {
        switch seconds {
        case 3600: "hour"
        case 60: "minute"
        case let s where s % 60 == 0: "\(s / 60) minutes"
        case 1: "second"
        default: "\(seconds) seconds"
        }
    }
}
