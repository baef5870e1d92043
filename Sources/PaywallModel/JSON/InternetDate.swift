import Foundation

/// Reads and writes the dates of published documents: RFC 3339 moments (`2027-06-30T12:00:00Z`, with fractional seconds
/// or a `+02:00` offset) and full dates (`2027-06-30`), in plain arithmetic on the proleptic Gregorian calendar
/// (Foundation agrees from 1583 on; before, it counts Julian days).
///
/// Foundation's `ISO8601DateFormatter` on Linux opens an ICU calendar and date format for every parse, which
/// alone makes the interactive program about 3 MB larger when a paywall or rules file holds a date.
public enum InternetDate {
    /// The moment an RFC 3339 date-time names (`T` or `t`, `Z`, `z` or an offset `±hh:mm`; fractional seconds
    /// allowed), or `nil` when the text is not one.
    public static func moment(_ text: String) -> Date? {
        var scanner = Scanner(Array(text.utf8))
        guard let day = scanner.fullDate(), scanner.take(["T", "t"]),
              let hour = scanner.number(digits: 2), hour < 24, scanner.take([":"]),
              let minute = scanner.number(digits: 2), minute < 60, scanner.take([":"]),
              let second = scanner.number(digits: 2), second < 60 else { return nil }
        var fraction = 0.0
        if scanner.take(["."]) {
            guard let digits = scanner.digits(), !digits.isEmpty else { return nil }
            fraction = Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
        }
        guard let offset = scanner.zoneOffset(), scanner.isAtEnd else { return nil }
        let seconds = day * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds) + fraction)
    }

    /// The start (midnight UTC) of a full date `yyyy-MM-dd`, or `nil` when the text is not one.
    public static func day(_ text: String) -> Date? {
        var scanner = Scanner(Array(text.utf8))
        guard let day = scanner.fullDate(), scanner.isAtEnd else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(day * 86_400))
    }

    /// A moment as RFC 3339 text in UTC to the second (`2026-12-01T09:48:46Z`), as `ISO8601DateFormatter`
    /// writes it: seconds are taken toward the past. Years 1 to 9999 only.
    public static func string(millisecondsSince1970 milliseconds: Int64) -> String {
        let (seconds, _) = milliseconds.floorDivided(by: 1_000)
        let (days, secondOfDay) = seconds.floorDivided(by: 86_400)
        let (year, month, day) = civilDate(daysSince1970: days)
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
            + "\(padded(secondOfDay / 3_600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))Z"
    }

    /// A date as RFC 3339 text in UTC to the second (see `string(millisecondsSince1970:)`).
    public static func string(from date: Date) -> String {
        string(millisecondsSince1970: Int64((date.timeIntervalSince1970 * 1_000).rounded(.down)))
    }

    /// The proleptic Gregorian year, month and day of a count of days since 1970-01-01: the inverse of
    /// `daysSinceEpoch`, in the same 400-year eras starting on March 1.
    static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let (era, dayOfEra) = (days + 719_468).floorDivided(by: 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153 // 0 is March
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// A non-negative number with leading zeros to `width` digits.
    private static func padded(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    /// Days from 1970-01-01 to a valid Gregorian date (negative before it).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The number of days in a month of a year.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Reads the parts of a date text from left to right.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { index == bytes.count }

        /// Consumes one of `characters` when it comes next.
        mutating func take(_ characters: [Character]) -> Bool {
            guard index < bytes.count, characters.contains(Character(Unicode.Scalar(bytes[index]))) else { return false }
            index += 1
            return true
        }

        /// Consumes the digits that come next (possibly none).
        mutating func digits() -> ArraySlice<UInt8>? {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return bytes[start..<index]
        }

        /// Consumes exactly `digits` digits and returns their value.
        mutating func number(digits count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// Consumes `yyyy-MM-dd` and returns its days since 1970-01-01.
        mutating func fullDate() -> Int? {
            guard let year = number(digits: 4), take(["-"]), let month = number(digits: 2), (1...12).contains(month), take(["-"]),
                  let day = number(digits: 2), (1...InternetDate.daysIn(month: month, year: year)).contains(day) else { return nil }
            return InternetDate.daysSinceEpoch(year: year, month: month, day: day)
        }

        /// Consumes `Z`, `z`, or `±hh:mm` (or `±hhmm`) and returns the offset from UTC in seconds.
        mutating func zoneOffset() -> Int? {
            if take(["Z", "z"]) { return 0 }
            let sign: Int
            if take(["+"]) { sign = 1 } else if take(["-"]) { sign = -1 } else { return nil }
            guard let hours = number(digits: 2), hours < 24 else { return nil }
            _ = take([":"])
            guard let minutes = number(digits: 2), minutes < 60 else { return nil }
            return sign * (hours * 3_600 + minutes * 60)
        }
    }
}

extension Int64 {
    /// The quotient rounded toward minus infinity and the remainder that goes with it (never negative).
    func floorDivided(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = self % divisor
        return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
    }
}
