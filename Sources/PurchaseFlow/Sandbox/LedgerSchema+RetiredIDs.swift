extension LedgerSchema {
    /// Version 11: a purchase no longer writes the `sqlite_sequence` page (issue 17); every row and id is kept.
    ///
    /// `transactions` and `notifications` were AUTOINCREMENT tables, so every insert into either rewrote the
    /// sequence's page: one page of the nine a purchase + finish wrote. They are rebuilt as plain INTEGER PRIMARY KEY
    /// tables with every row and index. An id is still never given twice: `retired_ids` keeps, per table, the highest
    /// id of rows removed since (a deleted transaction, a reset), written when they are removed
    /// (`SandboxLedger.retireIDsIn`), and the next id is one past the higher of that and the table's highest
    /// (`SandboxLedger.nextIDIn`, `insertNotificationIn`). The AUTOINCREMENT sequences are carried over first, so ids
    /// an older kiosk removed are never given again either.
    ///
    /// Running it again (a ledger whose version was set back) rebuilds the same tables again and changes nothing.
    static let retiredIDs = """
    \(retiredIDsTable)
    CREATE TABLE transactions_rebuilt (
    \(transactionsColumns)
    );
    INSERT INTO transactions_rebuilt (\(SandboxLedger.columns)) SELECT \(SandboxLedger.columns) FROM transactions ORDER BY id;
    DROP TABLE transactions;
    ALTER TABLE transactions_rebuilt RENAME TO transactions;
    \(transactionsIndexes)
    CREATE TABLE notifications_rebuilt (
    \(plainNotificationsColumns)
    );
    INSERT INTO notifications_rebuilt (\(notificationNames)) SELECT \(notificationNames) FROM notifications ORDER BY id;
    DROP TABLE notifications;
    ALTER TABLE notifications_rebuilt RENAME TO notifications;
    \(notificationsIndexes)
    """

    /// `retired_ids`, with the AUTOINCREMENT sequences of the two tables carried into it.
    static let retiredIDsTable = """
    CREATE TABLE IF NOT EXISTS retired_ids (
        name TEXT PRIMARY KEY,
        highest INTEGER NOT NULL
    ) WITHOUT ROWID;
    INSERT INTO retired_ids (name, highest) SELECT name, seq FROM sqlite_sequence WHERE name IN ('transactions', 'notifications')
        ON CONFLICT (name) DO UPDATE SET highest = MAX(highest, excluded.highest);
    """

    /// Version 1's transaction columns, the id a plain INTEGER PRIMARY KEY.
    static let transactionsColumns = """
        id INTEGER PRIMARY KEY,
    \(transactionsColumnsAfterID)
    """

    /// Every index of `transactions` as versions 1 to 10 left them.
    static let transactionsIndexes = """
    CREATE INDEX transactions_unfinished ON transactions (id) WHERE is_finished = 0 AND status = 'completed';
    CREATE INDEX transactions_open_requests ON transactions (id) WHERE status IN ('askToBuy', 'interrupted');
    CREATE INDEX transactions_entitling ON transactions (product_id, purchase_date)
        WHERE status = 'completed' AND product_kind <> 'Consumable' AND revocation_date IS NULL AND is_upgraded = 0;
    CREATE INDEX transactions_by_group ON transactions (group_id, offer_type) WHERE group_id IS NOT NULL;
    CREATE INDEX transactions_scheduled ON transactions (original_id) WHERE status = 'scheduled';
    CREATE INDEX transactions_upgraded ON transactions (original_id, purchase_date) WHERE is_upgraded = 1;
    """

    /// Version 9's notification columns, the id a plain INTEGER PRIMARY KEY.
    static let plainNotificationsColumns = """
        id INTEGER PRIMARY KEY,
    \(notificationsColumnsAfterID)
    """

    /// The outbox's columns by name, as a rebuild copies them.
    static let notificationNames = """
        id, uuid, type, subtype, transaction_id, original_id, event_key, created_at, signed_payload, state, attempts,
        next_attempt_at, last_result, last_status, claimed_by, claim_expires
        """
}
