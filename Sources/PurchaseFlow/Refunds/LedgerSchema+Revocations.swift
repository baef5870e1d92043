extension LedgerSchema {
    /// Version 7: `revocations`, the append-only record of refunds: for every refund, the transaction as the
    /// store signed it with its revocation date. Triggers refuse any change or removal, and a reset keeps it
    /// (transaction ids are never reused), so a refunded row put back as it was before the refund (its old
    /// signature and columns) still has its signed refund here, and is reported as tampering
    /// (see `TransactionVerifier`).
    ///
    /// A ledger from an older kiosk gets an entry for every refunded row it holds, copied from the row's own
    /// signature; a row rolled back before the upgrade has nothing to be caught by. Running it again (a ledger whose
    /// version was set back) changes nothing.
    static let revocations = """
    CREATE TABLE IF NOT EXISTS revocations (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        transaction_id INTEGER NOT NULL,
        jws TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS revocations_by_transaction ON revocations (transaction_id, seq);
    INSERT INTO revocations (transaction_id, jws)
        SELECT id, jws FROM transactions
        WHERE status = 'completed' AND revocation_date IS NOT NULL AND jws IS NOT NULL AND jws <> 'deferred'
            AND NOT EXISTS (SELECT 1 FROM revocations WHERE transaction_id = transactions.id)
        ORDER BY id;
    CREATE TRIGGER IF NOT EXISTS revocations_never_change BEFORE UPDATE ON revocations
        BEGIN SELECT RAISE(ABORT, 'the record of revocations is append-only'); END;
    CREATE TRIGGER IF NOT EXISTS revocations_never_go BEFORE DELETE ON revocations
        BEGIN SELECT RAISE(ABORT, 'the record of revocations is append-only'); END;
    """
}
