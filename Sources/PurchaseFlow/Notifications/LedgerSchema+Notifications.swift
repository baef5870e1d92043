extension LedgerSchema {
    /// Version 8: the outbox of App Store Server Notifications and what deduplicates renewal-date extensions.
    ///
    /// `notifications` gets one row per notification, written in the same SQL transaction as the ledger event it
    /// reports (see `SandboxStore+Notifications.swift`); `event_key` makes the notifications the clock brings
    /// (an expiration, the end of a grace period) unique, so catching up twice writes them once. The signed payload
    /// is made the first time the row is sent or read and kept, so every attempt and every reader gets the same one.
    /// `notification_attempts` records every delivery attempt. `notification_start` holds the date before which
    /// the clock brings no notification: for a ledger from an older kiosk the moment it was upgraded, so its old
    /// expirations are not reported as new, else 0. `renewal_extensions` remembers each Extend a Subscription
    /// Renewal Date request by its `requestIdentifier`, so a request sent twice extends once. Running it again (a
    /// ledger whose version was set back) changes nothing.
    static let notifications = """
    CREATE TABLE IF NOT EXISTS notifications (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        uuid TEXT NOT NULL UNIQUE,
        type TEXT NOT NULL,
        subtype TEXT,
        transaction_id INTEGER,
        original_id INTEGER,
        event_key TEXT UNIQUE,
        created_at INTEGER NOT NULL,
        signed_payload TEXT,
        state TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        last_result TEXT,
        last_status INTEGER,
        claimed_by TEXT,
        claim_expires INTEGER
    );
    CREATE INDEX IF NOT EXISTS notifications_due ON notifications (next_attempt_at) WHERE state = 'pending';
    CREATE INDEX IF NOT EXISTS notifications_by_date ON notifications (created_at);
    CREATE INDEX IF NOT EXISTS notifications_by_original ON notifications (original_id);
    CREATE TABLE IF NOT EXISTS notification_attempts (
        notification_id INTEGER NOT NULL,
        at INTEGER NOT NULL,
        result TEXT NOT NULL,
        http_status INTEGER
    );
    CREATE INDEX IF NOT EXISTS notification_attempts_by_notification ON notification_attempts (notification_id, at);
    CREATE TABLE IF NOT EXISTS notification_start (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        since INTEGER NOT NULL
    );
    INSERT OR IGNORE INTO notification_start (id, since) SELECT 1, CASE WHEN EXISTS (SELECT 1 FROM subscriptions)
        THEN CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) + COALESCE((SELECT offset_ms FROM sandbox_clock WHERE id = 1), 0)
        ELSE 0 END;
    CREATE TABLE IF NOT EXISTS renewal_extensions (
        request_id TEXT PRIMARY KEY,
        original_id INTEGER NOT NULL,
        transaction_id INTEGER NOT NULL,
        effective_date INTEGER NOT NULL
    ) WITHOUT ROWID;
    """
}
