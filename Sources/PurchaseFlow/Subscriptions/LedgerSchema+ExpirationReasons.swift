extension LedgerSchema {
    /// Version 12: `expiration_reasons`, why a subscription stopped renewing when its other facts do not tell
    /// (`original_id`, `reason`): `productUnavailable` when the product it was to renew into was gone from the catalog
    /// at its renewal date (it expired then, App Store `expirationIntent` 4). One row per such subscription, none for
    /// the others, whose endings are worked out from their facts as before. Running it again (a ledger whose version was
    /// set back) changes nothing.
    static let expirationReasons = """
    CREATE TABLE IF NOT EXISTS expiration_reasons (
        original_id INTEGER PRIMARY KEY,
        reason TEXT NOT NULL
    );
    """
}
