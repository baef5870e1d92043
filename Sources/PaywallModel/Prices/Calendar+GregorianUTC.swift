import Foundation

extension Calendar {
    /// The Gregorian calendar in UTC, made once: what terms, offer end dates and the screens' dates are counted and
    /// shown in, so they come out the same wherever kiosk runs.
    public static let gregorianUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
}
