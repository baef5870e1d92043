extension LedgerSchema {
    /// Version 9: fewer pages written by each purchase and finish (issue 17); every row, id and id sequence is kept.
    ///
    /// - `transactions_by_original` becomes `transactions_upgraded`, over the rows a plan change replaced
    ///   (`is_upgraded = 1`): the only query by original transaction asks for those, and no purchase adds an entry.
    /// - `notifications_by_date` and `notifications_by_original` go: nothing reads the outbox by date or by original
    ///   transaction (it is read in id order, by event key, by due date, and a TEST notification by uuid).
    /// - The notifications table is rebuilt without its column constraints: an event key's uniqueness becomes a
    ///   partial unique index over the rows that have one (a purchase's notification has none), and a uuid is looked up
    ///   only for TEST notifications (`notifications_test_by_uuid`); a uuid is a random version 4 UUID, unique without
    ///   an index. The AUTOINCREMENT sequence is carried over first, so ids removed by a reset are never used again.
    /// - The change log's `seq` is a plain INTEGER PRIMARY KEY: the log only ever drops entries at least 10,000
    ///   behind the newest (`SandboxLedger.appendChangeIn`), so the next `seq` is the newest plus one as before,
    ///   and a finish no longer writes the `sqlite_sequence` page.
    ///
    /// Running it again (a ledger whose version was set back) rebuilds the same tables again and changes nothing.
    static let fewerPages = """
    \(fewerPagesIndexes)
    CREATE TABLE notifications_rebuilt (
    \(notificationsColumns)
    );
    INSERT INTO sqlite_sequence (name, seq) SELECT 'notifications_rebuilt', seq FROM sqlite_sequence WHERE name = 'notifications';
    INSERT INTO notifications_rebuilt (\(notificationNames)) SELECT \(notificationNames) FROM notifications ORDER BY id;
    DROP TABLE notifications;
    ALTER TABLE notifications_rebuilt RENAME TO notifications;
    \(notificationsIndexes)
    CREATE TABLE changes_rebuilt (
    \(changesColumns)
    );
    INSERT INTO changes_rebuilt (seq, kind, transaction_id, origin, at) SELECT seq, kind, transaction_id, origin, at FROM changes ORDER BY seq;
    DROP TABLE changes;
    ALTER TABLE changes_rebuilt RENAME TO changes;
    """

    private static let fewerPagesIndexes = """
    DROP INDEX IF EXISTS transactions_by_original;
    CREATE INDEX IF NOT EXISTS transactions_upgraded ON transactions (original_id, purchase_date) WHERE is_upgraded = 1;
    DROP INDEX IF EXISTS notifications_by_date;
    DROP INDEX IF EXISTS notifications_by_original;
    """

    private static let notificationsColumns = """
        id INTEGER PRIMARY KEY AUTOINCREMENT,
    \(notificationsColumnsAfterID)
    """

    /// The outbox's columns after its id (version 11 makes the id a plain INTEGER PRIMARY KEY).
    static let notificationsColumnsAfterID = """
        uuid TEXT NOT NULL,
        type TEXT NOT NULL,
        subtype TEXT,
        transaction_id INTEGER,
        original_id INTEGER,
        event_key TEXT,
        created_at INTEGER NOT NULL,
        signed_payload TEXT,
        state TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER,
        last_result TEXT,
        last_status INTEGER,
        claimed_by TEXT,
        claim_expires INTEGER
    """

    static let notificationsIndexes = """
    CREATE INDEX notifications_test_by_uuid ON notifications (uuid) WHERE type = 'TEST';
    CREATE UNIQUE INDEX notifications_by_event_key ON notifications (event_key) WHERE event_key IS NOT NULL;
    CREATE INDEX notifications_due ON notifications (next_attempt_at) WHERE state = 'pending';
    """

    private static let changesColumns = """
        seq INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        transaction_id INTEGER,
        origin TEXT NOT NULL,
        at INTEGER NOT NULL
    """
}
