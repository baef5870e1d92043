extension LedgerSchema {
    /// Version 6: a row's status may be `applied` or `lapsed` (the end of a `scheduled` plan change), which a
    /// kiosk knowing version 5 would misread, so it refuses the file instead. An index finds the changes still
    /// scheduled; one a renewal already made (its subscription's plan is the change's product, with no code
    /// offer to wait for) is marked `applied`, and the store lapses the others whose wait is over when it opens.
    static let scheduledChanges = """
    CREATE INDEX transactions_scheduled ON transactions (original_id) WHERE status = 'scheduled';
    UPDATE transactions SET status = 'applied'
        WHERE status = 'scheduled' AND (offer_type IS NULL OR offer_type <> 3)
        AND EXISTS (SELECT 1 FROM subscriptions WHERE subscriptions.original_id = transactions.original_id
                    AND subscriptions.product_id = transactions.product_id);
    """
}
