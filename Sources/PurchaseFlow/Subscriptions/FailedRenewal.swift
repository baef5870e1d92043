import Foundation

/// When a subscription's renewal failed to bill, and when its grace period (at the failure when there is none)
/// and its billing retry end.
public struct FailedRenewal: Hashable, Sendable {
    /// When the renewal failed.
    public var date: Date
    /// When the grace period ends (`date` without one).
    public var graceEnd: Date
    /// When billing retry gives up and the subscription expires.
    public var retryEnd: Date

    /// Creates a failed renewal.
    public init(date: Date, graceEnd: Date, retryEnd: Date) {
        self.date = date
        self.graceEnd = graceEnd
        self.retryEnd = retryEnd
    }
}
