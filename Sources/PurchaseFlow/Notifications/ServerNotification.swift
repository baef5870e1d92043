import Foundation

/// One App Store Server Notification in the ledger's outbox, and where its delivery stands.
public struct ServerNotification: Sendable, Hashable {
    /// Where a notification's delivery stands.
    public enum State: String, Sendable, Hashable, Codable {
        /// Waiting for its next attempt (the first, or a retry at `nextAttemptAt`).
        case pending
        /// The receiver answered with a success status (200 to 206).
        case sent
        /// Every attempt failed, or it could not be made (its transaction was deleted); it is not sent again.
        case failed
        /// Recorded while no notifications URL was set; never posted, still in the notification history.
        case unsent
    }

    /// Its place in the outbox (ids only grow).
    public var id: Int64
    /// The `notificationUUID`.
    public var uuid: String
    /// The `notificationType`.
    public var type: ServerNotificationType
    /// The `subtype`, if the type has one here.
    public var subtype: ServerNotificationSubtype?
    /// The transaction it carries (nil for TEST).
    public var transactionID: Int64?
    /// Its transaction's original transaction id.
    public var originalID: Int64?
    /// When the event happened on the sandbox clock; the payload's `signedDate`.
    public var createdAt: Timestamp
    /// The signed `ResponseBodyV2DecodedPayload`, once made (at its first attempt or read).
    public var signedPayload: String?
    /// Where its delivery stands.
    public var state: State
    /// How many attempts were made.
    public var attempts: Int
    /// When the next attempt is due on the sandbox clock, while pending.
    public var nextAttemptAt: Timestamp?
    /// The result of the last attempt (`SUCCESS`, `UNSUCCESSFUL_HTTP_RESPONSE_CODE`, `NO_RESPONSE`, ...).
    public var lastResult: String?
    /// The HTTP status of the last attempt, when the receiver answered.
    public var lastStatus: Int?

    /// Creates a notification.
    public init(id: Int64 = 0, uuid: String = UUID.random().lowercasedString, type: ServerNotificationType,
                subtype: ServerNotificationSubtype? = nil, transactionID: Int64?, originalID: Int64?, createdAt: Timestamp,
                signedPayload: String? = nil, state: State, attempts: Int = 0, nextAttemptAt: Timestamp? = nil,
                lastResult: String? = nil, lastStatus: Int? = nil) {
        self.id = id
        self.uuid = uuid
        self.type = type
        self.subtype = subtype
        self.transactionID = transactionID
        self.originalID = originalID
        self.createdAt = createdAt
        self.signedPayload = signedPayload
        self.state = state
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.lastResult = lastResult
        self.lastStatus = lastStatus
    }
}

extension ServerNotification {
    /// Whether a post was refused or went unanswered and the next attempt is scheduled.
    public var isRetrying: Bool { state == .pending && attempts > 0 }

    /// Where its delivery stands, in words: `pending`, `sent (HTTP 200)`, `retrying at DATE (HTTP 500)`,
    /// `failed (NO_RESPONSE, 6 attempts)`, `unsent (no notifications URL was set)`; `date` writes the retry's date.
    public func stateDescription(date: (Timestamp) -> String = { $0.iso8601 }) -> String {
        let last = lastStatus.map { "HTTP \($0)" } ?? lastResult ?? ""
        switch state {
        case .sent: return "sent (\(last))"
        case .unsent: return "unsent (no notifications URL was set)"
        case .failed: return "failed (\(last), \(attempts) attempt\(attempts == 1 ? "" : "s"))"
        case .pending:
            guard isRetrying, let nextAttemptAt else { return "pending" }
            return "retrying at \(date(nextAttemptAt)) (\(last))"
        }
    }
}
