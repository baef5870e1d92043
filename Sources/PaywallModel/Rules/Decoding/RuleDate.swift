import Foundation

/// Reads the dates of `until` rules.
enum RuleDate {
    /// When access ends: for a day (`2027-06-30`), the end of that day in UTC (the next midnight); for a
    /// moment with a zone (`2027-06-30T12:00:00Z`, `2027-06-30T12:00:00+02:00`), that moment.
    static func end(of text: String) -> Date? {
        let utc = TimeZone(identifier: "UTC")!
        if text.utf8.count == 10 {
            let day = ISO8601DateFormatter()
            day.formatOptions = [.withFullDate]
            day.timeZone = utc
            return day.date(from: text).map { $0.addingTimeInterval(24 * 60 * 60) }
        }
        let moment = ISO8601DateFormatter()
        moment.formatOptions = [.withInternetDateTime]
        if let date = moment.date(from: text) { return date }
        moment.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return moment.date(from: text)
    }
}
