/// The sandbox ledger's schema, one migration per version.
///
/// Version 1: `transactions` (one row per transaction or purchase request), `ledger_products` (every
/// product that has rows, for per-product lookups), `settings` (run-time overrides of the catalog's
/// settings), `changes` (an append-only log other processes poll to see what changed). Later versions add
/// tables (subscription renewal state, clock, offer codes) without rewriting these.
enum LedgerSchema {
    static let migrator = SchemaMigrator(name: "sandbox ledger", migrations: [version1])

    static let version1 = """
    CREATE TABLE transactions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
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
    );
    CREATE INDEX transactions_by_original ON transactions (original_id, purchase_date);
    CREATE INDEX transactions_unfinished ON transactions (id) WHERE is_finished = 0 AND status = 'completed';
    CREATE INDEX transactions_open_requests ON transactions (id) WHERE status IN ('askToBuy', 'interrupted');
    CREATE INDEX transactions_entitling ON transactions (product_id, purchase_date)
        WHERE status = 'completed' AND product_kind <> 'Consumable' AND revocation_date IS NULL AND is_upgraded = 0;
    CREATE INDEX transactions_by_group ON transactions (group_id, offer_type) WHERE group_id IS NOT NULL;
    CREATE TABLE ledger_products (
        product_id TEXT PRIMARY KEY,
        product_kind TEXT NOT NULL,
        group_id TEXT
    ) WITHOUT ROWID;
    CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE changes (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        transaction_id INTEGER,
        origin TEXT NOT NULL,
        at INTEGER NOT NULL
    );
    """
}
