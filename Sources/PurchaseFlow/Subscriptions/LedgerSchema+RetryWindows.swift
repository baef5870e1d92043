extension LedgerSchema {
    /// Version 10: `billing_retry_windows`, when the grace period and billing retry of a subscription's failed renewal
    /// end (`grace_end`, `retry_end`, milliseconds), fixed from the time rate in force as it failed, one row per
    /// subscription in billing retry. A retry an older kiosk started has none; its ends are worked out from the settings.
    /// Running it again (a ledger whose version was set back) changes nothing.
    static let retryWindows = """
    CREATE TABLE IF NOT EXISTS billing_retry_windows (
        original_id INTEGER PRIMARY KEY,
        grace_end INTEGER NOT NULL,
        retry_end INTEGER NOT NULL
    );
    """
}
