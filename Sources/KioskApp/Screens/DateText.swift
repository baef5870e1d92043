import Foundation
import PaywallModel

/// Dates as screens show them.
enum DateText {
    /// A date as a short day and time in UTC (`30 Dec 2026 08:05 UTC`), the same in every locale and time zone
    /// so screens are stable.
    static func day(_ date: Date) -> String {
        let parts = Calendar.gregorianUTC.dateComponents([.day, .month, .year, .hour, .minute], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        return "\(parts.day ?? 1) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 1970) \(time) UTC"
    }

    /// Time left in words: `3 days`, `5 hours`, `12 minutes`.
    static func timeLeft(_ seconds: TimeInterval) -> String {
        let seconds = max(0, seconds)
        if seconds >= 2 * 86_400 { return "\(Int(seconds / 86_400)) days" }
        if seconds >= 2 * 3_600 { return "\(Int(seconds / 3_600)) hours" }
        return "\(Int(seconds / 60)) minutes"
    }
}
