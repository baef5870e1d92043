import Foundation
import HTTPTransport

/// Posts the outbox's due notifications to the notifications URL, at least once each, as Apple does:
/// `{"signedPayload": JWS}` in a POST, success being a status from 200 to 206; a failed post is retried on
/// `NotificationRetrySchedule`.
///
/// Any kiosk process may run one. Each takes the notifications it sends in a write (a claim that ends on its
/// own, so one left by a process that died is taken again), posts them outside any write, then records each
/// attempt; two processes never send the same attempt while a claim holds. A process that dies between the post
/// and the record sends that notification again later (at least once, never lost).
public struct NotificationCourier: Sendable {
    /// Posts a body to a URL and returns the HTTP status; throws when no answer came.
    public typealias Post = @Sendable (URL, Data) throws -> Int

    /// What one attempt came to.
    public struct Delivery: Sendable, Hashable {
        /// The notification, as it was claimed.
        public let notification: ServerNotification
        /// The attempt, as recorded.
        public let attempt: NotificationAttempt
    }

    /// The store whose outbox is delivered.
    public let store: SandboxStore
    /// How long a claim holds (wall clock): longer than any post may take.
    public let claimDuration: TimeInterval
    private let post: Post

    /// How long a post may take before it counts as timed out.
    public static let timeout: TimeInterval = 15

    /// A courier posting with `post` (by default the HTTP client).
    public init(store: SandboxStore, claimDuration: TimeInterval = 2 * timeout, post: Post? = nil) {
        self.store = store
        self.claimDuration = claimDuration
        self.post = post ?? Self.httpPost
    }

    /// Posts every notification due now (at most `limit`) and records each attempt; returns the attempts, none
    /// when no notifications URL is set.
    @discardableResult
    public func deliverDue(limit: Int = 100) throws -> [Delivery] {
        // Without a URL there is nothing to post, and no write to make (the interactive program asks every second).
        guard let url = try store.settings().notificationsURL else { return [] }
        try store.catchUp()
        // A read first: `kiosk serve` asks every second, and most rounds have nothing to claim.
        let wallClock = Date()
        let isAnythingDue = try store.ledger.database.read { database in
            try !store.ledger.dueNotificationsIn(database, dueBy: Timestamp(store.clock.now()), wallClock: Timestamp(wallClock), limit: 1).isEmpty
        }
        guard isAnythingDue else { return [] }
        var claimed: [(ServerNotification, String)] = []
        try store.ledger.database.write { database in
            let due = try store.ledger.claimDueNotificationsIn(
                database, dueBy: Timestamp(store.clock.now()), wallClock: Timestamp(wallClock),
                claimEnd: Timestamp(wallClock.addingTimeInterval(claimDuration)), claimant: store.origin, limit: limit)
            for notification in due {
                do {
                    claimed.append((notification, try store.signedPayloadIn(database, of: notification)))
                } catch let error as MarketplaceError where error.code == .noSuchTransaction {
                    try store.ledger.markNotificationFailedIn(database, id: notification.id, result: "TRANSACTION_DELETED")
                }
            }
        }
        CrashPoint.reach("notification.after-claim")
        var deliveries: [Delivery] = []
        for (notification, payload) in claimed {
            let attempt = send(payload, to: url)
            CrashPoint.reach("notification.after-post")
            try record(attempt, of: notification)
            deliveries.append(Delivery(notification: notification, attempt: attempt))
        }
        return deliveries
    }

    /// Ends this process's claims on notifications not yet recorded (a post cut short when the process quits), so
    /// the next process posts them at once instead of after the claim runs out.
    public func releaseClaims() throws {
        try store.ledger.database.write { try store.ledger.releaseClaimsIn($0, claimant: store.origin) }
    }

    /// How many notifications due now another process holds while it posts them, and when its claim ends
    /// (wall clock); `kiosk sandbox notifications send` says so rather than that nothing is due.
    public func heldByOthers() throws -> (count: Int, until: Date?) {
        let held = try store.ledger.database.read { database in
            try store.ledger.heldNotificationsIn(database, dueBy: Timestamp(store.clock.now()), wallClock: Timestamp(Date()))
        }
        return (held.count, held.until?.date)
    }

    /// Posts one signed payload; the attempt dated on the sandbox clock.
    private func send(_ payload: String, to url: URL) -> NotificationAttempt {
        var body = CompactJSONObjectWriter()
        body.add("signedPayload", payload)
        let at = Timestamp(store.clock.now())
        do {
            let status = try post(url, body.finished())
            return NotificationAttempt(at: at, result: (200...206).contains(status) ? "SUCCESS" : "UNSUCCESSFUL_HTTP_RESPONSE_CODE", httpStatus: status)
        } catch let error as HTTPClientError where error.isTimeout {
            return NotificationAttempt(at: at, result: "TIMED_OUT", httpStatus: nil)
        } catch {
            return NotificationAttempt(at: at, result: "NO_RESPONSE", httpStatus: nil)
        }
    }

    /// Records an attempt: sent, or pending again at the next retry, or failed after the last.
    private func record(_ attempt: NotificationAttempt, of notification: ServerNotification) throws {
        let retry = NotificationRetrySchedule.delay(afterAttempt: notification.attempts + 1, rate: try store.settings().timeRate)
        let state: ServerNotification.State = attempt.result == "SUCCESS" ? .sent : (retry == nil ? .failed : .pending)
        let next = state == .pending ? retry.map { Timestamp(attempt.at.date.addingTimeInterval($0)) } : nil
        try store.ledger.database.write { database in
            try store.ledger.recordNotificationAttemptIn(database, id: notification.id, attempt, attemptsBefore: notification.attempts,
                                                         state: state, nextAttemptAt: next)
        }
    }

    /// Posts with the HTTP client as JSON.
    private static let httpPost: Post = { url, body in
        try HTTPClient(timeout: timeout).post(url, body: body, headers: ["Content-Type": "application/json"]).status
    }
}
