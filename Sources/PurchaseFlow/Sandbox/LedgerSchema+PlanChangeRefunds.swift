extension LedgerSchema {
    /// Version 15: `plan_change_refunds`, one row per upgrade (or crossgrade that started at once) whose change refunded
    /// part or all of the unused rest of the plan it replaced: `transaction_id` the upgrade, `replaced_id` the transaction it
    /// marked upgraded, and the amount refunded (`amount_milliunits`, thousandths of `currency`, the currency the replaced
    /// plan was paid in). The rest is refunded beyond the new price when it is more than that price, and whole when it was
    /// paid in another currency than the storefront's (`PurchaseCharge.Credit`); the row is written in the write that
    /// commits the upgrade, and goes with it when the upgrade is deleted. An upgrade that refunded nothing has no row.
    ///
    /// The migration only makes the table: upgrades made before it have no row (their refund was never recorded).
    /// Running it again (a ledger whose version was set back) changes nothing.
    static let planChangeRefunds = """
    CREATE TABLE IF NOT EXISTS plan_change_refunds (
        transaction_id INTEGER PRIMARY KEY,
        replaced_id INTEGER NOT NULL,
        amount_milliunits INTEGER NOT NULL,
        currency TEXT NOT NULL
    );
    """
}
