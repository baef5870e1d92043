/// The sandbox ledger's schema, one migration per version.
///
/// Version 1: `transactions` (one row per transaction or purchase request), `ledger_products` (every
/// product that has rows, for per-product lookups), `settings` (run-time overrides of the catalog's
/// settings), `changes` (an append-only log other processes poll to see what changed). Later versions add
/// tables (subscription renewal state, clock, offer codes) without rewriting these.
///
/// Version 2: `subscriptions` (one row per auto-renewable subscription, by original transaction id: what
/// it renews into, whether it renews, billing trouble), `sandbox_clock` (the persisted offset that
/// `kiosk sandbox advance` adds to the clock), `code_redemptions` (every offer code redeemed).
///
/// Version 3: `app_transactions` (see `LedgerSchema+AppTransactions.swift`).
///
/// Version 4: `refund_requests` (see `LedgerSchema+Refunds.swift`).
///
/// Version 5: a subscription's pending code offer and counting code redemptions (see `LedgerSchema+OfferCodes.swift`).
///
/// Version 6: the `applied` and `lapsed` statuses that end a `scheduled` plan change (see
/// `LedgerSchema+ScheduledChanges.swift`).
///
/// Version 7: `revocations`, the append-only record of refunds (see `LedgerSchema+Revocations.swift`).
///
/// Version 8: the notification outbox and renewal extension requests (see `LedgerSchema+Notifications.swift`).
///
/// Version 9: fewer pages written per purchase and finish (see `LedgerSchema+FewerPages.swift`).
///
/// Version 10: a failed renewal's grace period and billing retry ends (see `LedgerSchema+RetryWindows.swift`).
///
/// Version 11: no `sqlite_sequence` page written per purchase; removed ids kept in `retired_ids` (see
/// `LedgerSchema+RetiredIDs.swift`).
///
/// Version 12: why a subscription stopped renewing when its other facts do not tell (see
/// `LedgerSchema+ExpirationReasons.swift`).
///
/// Version 13: the unfinished transactions in a table of their own, so a finish leaves the transaction's row alone (see
/// `LedgerSchema+UnfinishedTransactions.swift`).
///
/// Version 14: how many times the signing identities were replaced, so a store open meanwhile reads the new ones (see
/// `LedgerSchema+SigningGenerations.swift`).
///
/// Version 15: the unused rest of a replaced plan an upgrade refunded at once (see `LedgerSchema+PlanChangeRefunds.swift`).
enum LedgerSchema {
    static let migrator = SchemaMigrator(name: "sandbox ledger", migrations: [
        version1, version2, appTransactions, refundRequests, offerCodes, scheduledChanges, revocations, notifications, fewerPages,
        retryWindows, retiredIDs, expirationReasons, unfinishedTransactions, signingGenerations, planChangeRefunds,
    ], newDatabase: newLedger)

    static let version1 = """
    CREATE TABLE transactions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
    \(transactionsColumnsAfterID)
    );
    CREATE INDEX transactions_by_original ON transactions (original_id, purchase_date);
    CREATE INDEX transactions_unfinished ON transactions (id) WHERE is_finished = 0 AND status = 'completed';
    CREATE INDEX transactions_open_requests ON transactions (id) WHERE status IN ('askToBuy', 'interrupted');
    CREATE INDEX transactions_entitling ON transactions (product_id, purchase_date)
        WHERE status = 'completed' AND product_kind <> 'Consumable' AND revocation_date IS NULL AND is_upgraded = 0;
    CREATE INDEX transactions_by_group ON transactions (group_id, offer_type) WHERE group_id IS NOT NULL;
    \(productsAndSettings)
    CREATE TABLE changes (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        transaction_id INTEGER,
        origin TEXT NOT NULL,
        at INTEGER NOT NULL
    );
    """

    /// Version 1's `ledger_products` and `settings`, which no later version changed.
    static let productsAndSettings = """
    CREATE TABLE ledger_products (
        product_id TEXT PRIMARY KEY,
        product_kind TEXT NOT NULL,
        group_id TEXT
    ) WITHOUT ROWID;
    CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    ) WITHOUT ROWID;
    """

    /// The transaction columns after the id, as version 1 made them (no later version added one).
    static let transactionsColumnsAfterID = """
        original_id INTEGER NOT NULL,
        product_id TEXT NOT NULL,
        product_kind TEXT NOT NULL,
        group_id TEXT,
        status TEXT NOT NULL,
        reason TEXT NOT NULL,
        purchase_date INTEGER NOT NULL,
        original_purchase_date INTEGER NOT NULL,
        expiration_date INTEGER,
        quantity INTEGER NOT NULL,
        ownership TEXT NOT NULL,
        storefront TEXT NOT NULL,
        price_milliunits INTEGER,
        currency TEXT,
        app_account_token TEXT,
        offer_type INTEGER,
        offer_id TEXT,
        offer_payment_mode TEXT,
        offer_period TEXT,
        is_upgraded INTEGER NOT NULL DEFAULT 0,
        will_auto_renew INTEGER NOT NULL DEFAULT 0,
        revocation_date INTEGER,
        revocation_reason INTEGER,
        is_finished INTEGER NOT NULL DEFAULT 0,
        signed_date INTEGER,
        jws TEXT
    """

    static let version2 = """
    CREATE TABLE subscriptions (
    \(subscriptionsColumns)
    );
    \(version2AfterSubscriptions)
    """

    /// The subscription columns version 2 made (version 5 added `pending_code_offer`).
    static let subscriptionsColumns = """
        original_id INTEGER PRIMARY KEY,
        group_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        ownership TEXT NOT NULL,
        latest_id INTEGER NOT NULL,
        expiration_date INTEGER NOT NULL,
        will_auto_renew INTEGER NOT NULL,
        auto_renew_product_id TEXT NOT NULL,
        offer_periods_left INTEGER NOT NULL DEFAULT 0,
        has_billing_issue INTEGER NOT NULL DEFAULT 0,
        billing_retry_start INTEGER,
        is_revoked INTEGER NOT NULL DEFAULT 0
    """

    /// Version 2's indexes and tables after `subscriptions`.
    static let version2AfterSubscriptions = """
    CREATE INDEX subscriptions_due ON subscriptions (expiration_date) WHERE will_auto_renew = 1 AND is_revoked = 0;
    CREATE INDEX subscriptions_by_group ON subscriptions (group_id);
    CREATE TABLE sandbox_clock (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        offset_ms INTEGER NOT NULL
    );
    CREATE TABLE code_redemptions (
        code TEXT NOT NULL,
        transaction_id INTEGER NOT NULL,
        at INTEGER NOT NULL
    );
    CREATE INDEX code_redemptions_by_code ON code_redemptions (code);
    """
}
