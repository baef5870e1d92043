import Foundation
import PaywallModel

/// How often the app may ask for a review (the Marketplace API's `ReviewRequestDelay`).
public struct ReviewRequestDelay: Sendable {
    let shouldCheckReview: @Sendable (_ lastRequest: Date?, _ now: Date) -> Bool

    /// Asks when the predicate says so (the yearly cap still applies).
    public init(shouldCheckReview: @escaping @Sendable () -> Bool) {
        self.shouldCheckReview = { _, _ in shouldCheckReview() }
    }

    private init(days: Int) {
        shouldCheckReview = { last, now in last.map { now.timeIntervalSince($0) >= Double(days) * 86_400 } ?? true }
    }

    /// Once every 31 days.
    public static let `default` = ReviewRequestDelay.days(31)

    /// Once every `days` days.
    public static func days(_ days: Int) -> ReviewRequestDelay { ReviewRequestDelay(days: days) }
}
