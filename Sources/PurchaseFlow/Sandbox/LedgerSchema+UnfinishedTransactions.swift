extension LedgerSchema {
    /// Version 13: the unfinished transactions in a table of their own, so a finish no longer rewrites the transaction's
    /// row (issue 17); every row is kept, and every transaction stays finished or unfinished as it was.
    ///
    /// A finish wrote three pages: the row's (`is_finished` set), the `transactions_unfinished` index's (its entry
    /// removed) and the change log's. `unfinished_transactions` holds the id of every completed transaction the app has
    /// not finished; a purchase adds its id, a finish removes it (two pages a finish: this table's and the change log's),
    /// and a transaction is finished when it is completed and its id is not there (`SandboxLedger.finishedColumn`). The
    /// index goes. The `is_finished` column stays, no longer read: rows written since (and rows finished since) have 1 on
    /// every completed row, so a completed row whose column is still 0 is one this copy found unfinished and that has not
    /// been finished since, and copying those again (a ledger whose version was set back) adds nothing that was finished.
    static let unfinishedTransactions = """
    CREATE TABLE IF NOT EXISTS unfinished_transactions (
        id INTEGER PRIMARY KEY
    );
    INSERT OR IGNORE INTO unfinished_transactions (id) SELECT id FROM transactions WHERE is_finished = 0 AND status = 'completed';
    DROP INDEX IF EXISTS transactions_unfinished;
    """
}
