import Foundation

extension SandboxLedger {
    private static let notificationColumns = """
        id, uuid, type, subtype, transaction_id, original_id, created_at, signed_payload, state, attempts, next_attempt_at,
        last_result, last_status
        """

    /// Writes a notification to the outbox; one with an `eventKey` already written is left out. Returns whether it was written.
    @discardableResult
    func insertNotificationIn(_ database: SQLiteDatabase, _ notification: ServerNotification, eventKey: String? = nil) throws -> Bool {
        try database.statement(Self.insertNotificationSQL).run([
                .text(notification.uuid), .text(notification.type.rawValue), .optional(notification.subtype?.rawValue),
                notification.transactionID.map { .integer($0) } ?? .null, notification.originalID.map { .integer($0) } ?? .null,
                .optional(eventKey), .integer(notification.createdAt.milliseconds), .text(notification.state.rawValue),
                notification.nextAttemptAt.map { .integer($0.milliseconds) } ?? .null,
            ])
        return database.changes > 0
    }

    private static let insertNotificationSQL = """
        INSERT OR IGNORE INTO notifications (id, uuid, type, subtype, transaction_id, original_id, event_key, created_at, state, next_attempt_at)
        VALUES (\(nextIDExpression(of: "notifications")), ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
        """

    /// The id the next notification written gets.
    func nextNotificationIDIn(_ database: SQLiteDatabase) throws -> Int64 {
        try database.statement("SELECT \(Self.nextIDExpression(of: "notifications"))").firstRow { $0.int64(0) } ?? 1
    }

    /// Numbers the notifications written since id `first` in time order: by date, those of one date in the order they
    /// were written (as small steps of the clock write them). They keep the same ids among them, given out again, so
    /// the outbox (posted and listed in id order) follows the dates, as one catch-up's renewals do. Rows already in
    /// order are left alone; those that move are first given their negative ids (never a row's) to make room.
    func numberNotificationsInTimeOrderIn(_ database: SQLiteDatabase, from first: Int64) throws {
        let written = try database.statement("SELECT id, created_at FROM notifications WHERE id >= ?1 ORDER BY id")
            .rows([.integer(first)]) { (id: $0.int64(0), created: $0.int64(1)) }
        let inTimeOrder = written.sorted { ($0.created, $0.id) < ($1.created, $1.id) }
        let moves = zip(written.map(\.id), inTimeOrder.map(\.id)).filter { $0 != $1 }
        guard !moves.isEmpty else { return }
        let renumber = try database.statement("UPDATE notifications SET id = ?2 WHERE id = ?1")
        for (_, id) in moves {
            try renumber.run([.integer(id), .integer(-id)])
        }
        for (newID, id) in moves {
            try renumber.run([.integer(-id), .integer(newID)])
        }
    }

    /// Notifications matching a SQL condition on the `notifications` columns, in id order (`limit` at most).
    func notificationsIn(_ database: SQLiteDatabase, where condition: String = "1", _ values: [SQLiteValue] = [],
                         limit: Int = .max) throws -> [ServerNotification] {
        try database.statement("SELECT \(Self.notificationColumns) FROM notifications WHERE \(condition) ORDER BY id LIMIT \(limit)")
            .rows(values, Self.notification)
    }

    /// Every notification in the outbox, oldest first.
    public func notifications() throws -> [ServerNotification] {
        try database.read { try notificationsIn($0) }
    }

    /// The newest `limit` notifications, newest first, and how many the outbox holds in each state.
    public func newestNotifications(limit: Int) throws -> (newest: [ServerNotification], counts: [ServerNotification.State: Int]) {
        try database.read { database in
            let newest = try database.statement("SELECT \(Self.notificationColumns) FROM notifications ORDER BY id DESC LIMIT ?1")
                .rows([.integer(Int64(limit))], Self.notification)
            var counts: [ServerNotification.State: Int] = [:]
            for (state, count) in try database.statement("SELECT state, COUNT(*) FROM notifications GROUP BY state").rows([], { ($0.text(0), $0.int64(1)) }) {
                if let state = ServerNotification.State(rawValue: state) { counts[state] = Int(count) }
            }
            return (newest, counts)
        }
    }

    /// The TEST notification with a `notificationUUID`, if any (only TEST notifications are looked up by uuid).
    public func testNotification(uuid: String) throws -> ServerNotification? {
        try database.read { try notificationsIn($0, where: "uuid = ?1 AND type = 'TEST'", [.text(uuid)]).first }
    }

    /// Whether a notification with an event key was written.
    func hasNotificationIn(_ database: SQLiteDatabase, eventKey: String) throws -> Bool {
        try database.statement("SELECT 1 FROM notifications WHERE event_key = ?1").firstRow([.text(eventKey)]) { _ in true } ?? false
    }

    /// Pending notifications whose attempt is due by `now` and that no live claim (by the wall clock) holds, oldest first.
    func dueNotificationsIn(_ database: SQLiteDatabase, dueBy now: Timestamp, wallClock: Timestamp, limit: Int) throws -> [ServerNotification] {
        try notificationsIn(database, where: """
            state = 'pending' AND next_attempt_at <= ?1 AND (claim_expires IS NULL OR claim_expires <= ?2)
            """, [.integer(now.milliseconds), .integer(wallClock.milliseconds)], limit: limit)
    }

    /// Takes up to `limit` pending notifications due by `now` (sandbox clock) that no other process holds (a claim
    /// ends at `claimEnd`, wall clock), for `claimant`; a claim left by a process that died ends on its own.
    func claimDueNotificationsIn(_ database: SQLiteDatabase, dueBy now: Timestamp, wallClock: Timestamp, claimEnd: Timestamp,
                                 claimant: String, limit: Int) throws -> [ServerNotification] {
        let due = try dueNotificationsIn(database, dueBy: now, wallClock: wallClock, limit: limit)
        let claim = try database.statement("UPDATE notifications SET claimed_by = ?2, claim_expires = ?3 WHERE id = ?1")
        for notification in due {
            try claim.run([.integer(notification.id), .text(claimant), .integer(claimEnd.milliseconds)])
        }
        return due
    }

    /// Ends the claims `claimant` holds on notifications still pending, so any process may post them at once.
    func releaseClaimsIn(_ database: SQLiteDatabase, claimant: String) throws {
        try database.statement("UPDATE notifications SET claimed_by = NULL, claim_expires = NULL WHERE claimed_by = ?1 AND state = 'pending'")
            .run([.text(claimant)])
    }

    /// How many pending notifications due by `now` (sandbox clock) a live claim holds (another process is posting
    /// them), and when the last of those claims ends (wall clock).
    func heldNotificationsIn(_ database: SQLiteDatabase, dueBy now: Timestamp, wallClock: Timestamp) throws -> (count: Int, until: Timestamp?) {
        try database.statement("""
            SELECT COUNT(*), MAX(claim_expires) FROM notifications
            WHERE state = 'pending' AND next_attempt_at <= ?1 AND claim_expires > ?2
            """).firstRow([.integer(now.milliseconds), .integer(wallClock.milliseconds)]) { row in
            (Int(row.int64(0)), row.isNull(1) ? nil : Timestamp(milliseconds: row.int64(1)))
        } ?? (0, nil)
    }

    /// Keeps a notification's signed payload (made once, at its first attempt or read).
    func setSignedPayloadIn(_ database: SQLiteDatabase, id: Int64, _ payload: String) throws {
        try database.statement("UPDATE notifications SET signed_payload = ?2 WHERE id = ?1 AND signed_payload IS NULL")
            .run([.integer(id), .text(payload)])
    }

    /// Records an attempt and what follows it: `state`, and when pending the next attempt's date; the claim ends.
    /// The attempt is always recorded (the post happened); what follows only if no other process recorded an
    /// attempt since the notification was claimed with `attemptsBefore` attempts.
    func recordNotificationAttemptIn(_ database: SQLiteDatabase, id: Int64, _ attempt: NotificationAttempt, attemptsBefore: Int,
                                     state: ServerNotification.State, nextAttemptAt: Timestamp?) throws {
        try database.statement("INSERT INTO notification_attempts (notification_id, at, result, http_status) VALUES (?1, ?2, ?3, ?4)")
            .run([.integer(id), .integer(attempt.at.milliseconds), .text(attempt.result), .optional(attempt.httpStatus)])
        try database.statement("""
            UPDATE notifications SET attempts = attempts + 1, state = ?2, next_attempt_at = ?3, last_result = ?4, last_status = ?5,
                claimed_by = NULL, claim_expires = NULL WHERE id = ?1 AND attempts = ?6
            """).run([.integer(id), .text(state.rawValue), nextAttemptAt.map { .integer($0.milliseconds) } ?? .null,
                      .text(attempt.result), .optional(attempt.httpStatus), .integer(Int64(attemptsBefore))])
    }

    /// Marks a notification that cannot be made failed, with why.
    func markNotificationFailedIn(_ database: SQLiteDatabase, id: Int64, result: String) throws {
        try database.statement("""
            UPDATE notifications SET state = 'failed', next_attempt_at = NULL, last_result = ?2, claimed_by = NULL, claim_expires = NULL
            WHERE id = ?1
            """).run([.integer(id), .text(result)])
    }

    /// Every attempt to send a notification, oldest first.
    func notificationAttemptsIn(_ database: SQLiteDatabase, id: Int64) throws -> [NotificationAttempt] {
        try database.statement("SELECT at, result, http_status FROM notification_attempts WHERE notification_id = ?1 ORDER BY at, rowid")
            .rows([.integer(id)]) { NotificationAttempt(at: Timestamp(milliseconds: $0.int64(0)), result: $0.text(1), httpStatus: $0.optionalInt(2)) }
    }

    /// The date before which the clock brings no notification (see `LedgerSchema.notifications`).
    func notificationStartIn(_ database: SQLiteDatabase) throws -> Timestamp {
        Timestamp(milliseconds: try database.statement("SELECT since FROM notification_start WHERE id = 1").firstRow { $0.int64(0) } ?? 0)
    }

    /// Removes every notification and attempt (a reset).
    func removeNotificationsIn(_ database: SQLiteDatabase) throws {
        try retireIDsIn(database, of: "notifications")
        try database.execute("DELETE FROM notifications; DELETE FROM notification_attempts; DELETE FROM renewal_extensions;")
    }

    private static func notification(_ row: SQLiteRow) -> ServerNotification {
        ServerNotification(
            id: row.int64(0), uuid: row.text(1), type: ServerNotificationType(rawValue: row.text(2)) ?? .test,
            subtype: row.optionalText(3).flatMap(ServerNotificationSubtype.init(rawValue:)),
            transactionID: row.isNull(4) ? nil : row.int64(4), originalID: row.isNull(5) ? nil : row.int64(5),
            createdAt: Timestamp(milliseconds: row.int64(6)), signedPayload: row.optionalText(7),
            state: ServerNotification.State(rawValue: row.text(8)) ?? .failed, attempts: row.int(9),
            nextAttemptAt: row.isNull(10) ? nil : Timestamp(milliseconds: row.int64(10)), lastResult: row.optionalText(11),
            lastStatus: row.optionalInt(12)
        )
    }
}
