extension Timestamp {
    /// The moment in UTC as ISO 8601 internet date-time text to the second ("2026-12-01T09:48:46Z").
    ///
    /// Written by hand rather than through `ISO8601DateFormatter`, which builds an ICU formatter per use:
    /// `kiosk sandbox list` prints three dates for each of a ledger's rows. Seconds are taken toward the
    /// past, as Foundation's formatter does; years before 1 or after 9999 are not given.
    public var iso8601: String {
        let (seconds, _) = milliseconds.floorDivided(by: 1_000)
        let (days, secondOfDay) = seconds.floorDivided(by: 86_400)
        let (year, month, day) = Self.civilDate(daysSince1970: days)
        return "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))T"
            + "\(Self.digits(secondOfDay / 3_600, 2)):\(Self.digits(secondOfDay / 60 % 60, 2)):\(Self.digits(secondOfDay % 60, 2))Z"
    }

    /// The proleptic Gregorian year, month and day of a count of days since 1970-01-01.
    ///
    /// Counts in 400-year eras of 146,097 days starting on March 1, so the leap day ends each era's year.
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let sinceEpochMarch = days + 719_468 // days from 0000-03-01 to 1970-01-01
        let (era, dayOfEra) = sinceEpochMarch.floorDivided(by: 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153 // 0 is March
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// A non-negative number with leading zeros to `width` digits.
    private static func digits(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

private extension Int64 {
    /// The quotient rounded toward minus infinity and the remainder that goes with it (never negative).
    func floorDivided(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = self % divisor
        return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
    }
}
