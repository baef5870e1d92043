extension LedgerSchema {
    /// `refund_requests`: every refund request, its reason and where its review stands.
    static let refundRequests = """
    CREATE TABLE refund_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        transaction_id INTEGER NOT NULL,
        reason TEXT NOT NULL,
        requested_at INTEGER NOT NULL,
        review_date INTEGER,
        status TEXT NOT NULL,
        decided_at INTEGER
    );
    CREATE INDEX refund_requests_pending ON refund_requests (review_date) WHERE status = 'pending';
    """
}
