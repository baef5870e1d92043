extension LedgerSchema {
    /// A new ledger (a file this run made, at version 0) made current in one script: the tables, indexes and triggers
    /// the migrations one by one leave, in `sqlite_master`'s order and with the text SQLite keeps for each (as renames
    /// and added columns left it; a migration whose tables stand as it made them is its own text), and the rows they
    /// leave (`NewLedgerSchemaTests` compares every entry and row with a ledger migrated one version at a time). SQLite
    /// parses each statement and, after each, its table's schema entries again: the migrations to version 12 took 70
    /// statements, some rebuilding tables an earlier version made (13.7 M instructions before the first frame on a fresh
    /// state). A version added later changes a new ledger here as its migration changes an older one.
    static let newLedger = """
    CREATE TABLE sequences_first (id INTEGER PRIMARY KEY AUTOINCREMENT);
    DROP TABLE sequences_first;
    \(productsAndSettings)
    CREATE TABLE subscriptions (
    \(subscriptionsColumns)
    , pending_code_offer TEXT);
    \(version2AfterSubscriptions)
    \(appTransactions)
    \(refundRequests)
    CREATE INDEX code_redemptions_by_code_nocase ON code_redemptions (code COLLATE NOCASE);
    CREATE TABLE revocations (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        transaction_id INTEGER NOT NULL,
        jws TEXT NOT NULL
    );
    CREATE INDEX revocations_by_transaction ON revocations (transaction_id, seq);
    CREATE TRIGGER revocations_never_change BEFORE UPDATE ON revocations
        BEGIN SELECT RAISE(ABORT, 'the record of revocations is append-only'); END;
    CREATE TRIGGER revocations_never_go BEFORE DELETE ON revocations
        BEGIN SELECT RAISE(ABORT, 'the record of revocations is append-only'); END;
    CREATE TABLE notification_attempts (
        notification_id INTEGER NOT NULL,
        at INTEGER NOT NULL,
        result TEXT NOT NULL,
        http_status INTEGER
    );
    CREATE INDEX notification_attempts_by_notification ON notification_attempts (notification_id, at);
    CREATE TABLE notification_start (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        since INTEGER NOT NULL
    );
    CREATE TABLE renewal_extensions (
        request_id TEXT PRIMARY KEY,
        original_id INTEGER NOT NULL,
        transaction_id INTEGER NOT NULL,
        effective_date INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE "changes" (
        seq INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        transaction_id INTEGER,
        origin TEXT NOT NULL,
        at INTEGER NOT NULL
    );
    CREATE TABLE billing_retry_windows (
        original_id INTEGER PRIMARY KEY,
        grace_end INTEGER NOT NULL,
        retry_end INTEGER NOT NULL
    );
    \(retiredIDsTable)
    CREATE TABLE "transactions" (
    \(transactionsColumns)
    );
    \(transactionsIndexes)
    CREATE TABLE "notifications" (
    \(plainNotificationsColumns)
    );
    \(notificationsIndexes)
    \(expirationReasons)
    \(unfinishedTransactions)
    \(signingGenerations)
    \(planChangeRefunds)
    INSERT INTO sqlite_sequence (name, seq) VALUES ('revocations', 0);
    INSERT INTO notification_start (id, since) VALUES (1, 0);
    INSERT INTO retired_ids (name, highest) VALUES ('notifications', 0);
    """
}
