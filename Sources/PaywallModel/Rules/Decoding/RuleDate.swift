import Foundation

/// Reads the dates of `until` rules.
enum RuleDate {
    /// When access ends: for a day (`2027-06-30`), the end of that day in UTC (the next midnight); for a
    /// moment with a zone (`2027-06-30T12:00:00Z`, `2027-06-30T12:00:00+02:00`), that moment.
    static func end(of text: String) -> Date? {
        if let day = InternetDate.day(text) { return day.addingTimeInterval(24 * 60 * 60) }
        return InternetDate.moment(text)
    }
}
