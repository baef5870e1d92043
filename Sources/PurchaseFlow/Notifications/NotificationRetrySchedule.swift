import Foundation
import PaywallModel

/// When a notification whose post failed is tried again: Apple's schedule for version 2 notifications, 1, 12, 24,
/// 48 and 72 hours after the previous attempt, with hours scaled by the sandbox time rate as a day of a monthly
/// subscription is (at real time, real hours).
public enum NotificationRetrySchedule {
    /// The hours between each failed attempt and the next; after the last, the notification has failed.
    public static let hours = [1, 12, 24, 48, 72]

    /// How long after its `attempts`-th failed attempt a notification is tried again, or nil when none is left.
    public static func delay(afterAttempt attempts: Int, rate: TimeRate) -> TimeInterval? {
        guard attempts >= 1, attempts <= hours.count else { return nil }
        return rate.duration(ofDays: 1, forSubscriptionOf: .month) * Double(hours[attempts - 1]) / 24
    }
}
