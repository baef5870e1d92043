import Foundation

/// One attempt to post a notification, as Get Notification History reports it (`sendAttempts`).
public struct NotificationAttempt: Sendable, Hashable {
    /// When it was made, on the sandbox clock.
    public var at: Timestamp
    /// Apple's `sendAttemptResult`: `SUCCESS`, `UNSUCCESSFUL_HTTP_RESPONSE_CODE`, `TIMED_OUT`, `NO_RESPONSE`, `OTHER`.
    public var result: String
    /// The receiver's HTTP status, when it answered.
    public var httpStatus: Int?

    /// Creates an attempt.
    public init(at: Timestamp, result: String, httpStatus: Int?) {
        self.at = at
        self.result = result
        self.httpStatus = httpStatus
    }
}
