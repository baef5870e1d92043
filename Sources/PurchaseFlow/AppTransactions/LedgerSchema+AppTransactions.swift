extension LedgerSchema {
    /// `app_transactions`: one signed app transaction per customer, issued at their first launch.
    static let appTransactions = """
    CREATE TABLE app_transactions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        customer TEXT NOT NULL UNIQUE,
        app_version TEXT NOT NULL,
        first_app_version TEXT NOT NULL,
        original_app_version TEXT NOT NULL,
        original_purchase_date INTEGER NOT NULL,
        device_nonce TEXT NOT NULL,
        signed_date INTEGER NOT NULL,
        jws TEXT NOT NULL
    );
    """
}
