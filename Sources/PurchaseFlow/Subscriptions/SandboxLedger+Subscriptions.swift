import Foundation
import PaywallModel

extension SandboxLedger {
    private static let subscriptionColumns = """
        original_id, group_id, product_id, ownership, latest_id, expiration_date, will_auto_renew,
        auto_renew_product_id, offer_periods_left, has_billing_issue, billing_retry_start, is_revoked, pending_code_offer
        """
    /// What a subscription is read from: its row, while it is in billing retry the window fixed when its renewal failed,
    /// and why it expired when its facts do not tell.
    private static let subscriptionsWithWindows = """
        SELECT \(subscriptionColumns), grace_end, retry_end, reason FROM subscriptions LEFT JOIN billing_retry_windows USING (original_id)
        LEFT JOIN expiration_reasons USING (original_id)
        """

    /// Inserts or replaces a subscription's row.
    package func saveSubscriptionIn(_ database: SQLiteDatabase, _ subscription: SubscriptionRecord) throws {
        try database.statement("INSERT OR REPLACE INTO subscriptions (\(Self.subscriptionColumns)) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)").run([
            .integer(subscription.originalID), .text(subscription.groupID), .text(subscription.productID),
            .text(subscription.ownership.rawValue), .integer(subscription.latestTransactionID),
            .integer(subscription.expirationTime.milliseconds), .bool(subscription.willAutoRenew),
            .text(subscription.autoRenewProductID), .integer(Int64(subscription.offerPeriodsLeft)), .bool(subscription.hasBillingIssue),
            subscription.billingRetryStartTime.map { .integer($0.milliseconds) } ?? .null, .bool(subscription.isRevoked),
            .optional(subscription.pendingCodeOffer),
        ])
        if let reason = subscription.expirationReason {
            try database.statement("INSERT OR REPLACE INTO expiration_reasons (original_id, reason) VALUES (?1, ?2)").run([
                .integer(subscription.originalID), .text(reason.rawValue),
            ])
        } else {
            try database.statement("DELETE FROM expiration_reasons WHERE original_id = ?1").run([.integer(subscription.originalID)])
        }
        if subscription.billingRetryStart != nil, let window = subscription.billingRetryWindow {
            try database.statement("INSERT OR REPLACE INTO billing_retry_windows (original_id, grace_end, retry_end) VALUES (?1, ?2, ?3)").run([
                .integer(subscription.originalID), .integer(window.graceEnd.millisecondsSince1970), .integer(window.retryEnd.millisecondsSince1970),
            ])
        } else {
            try database.statement("DELETE FROM billing_retry_windows WHERE original_id = ?1").run([.integer(subscription.originalID)])
        }
    }

    /// Removes a subscription, its billing retry window and its expiration reason (every transaction of it was deleted).
    func removeSubscriptionIn(_ database: SQLiteDatabase, originalID: Int64) throws {
        try database.statement("DELETE FROM subscriptions WHERE original_id = ?1").run([.integer(originalID)])
        try database.statement("DELETE FROM billing_retry_windows WHERE original_id = ?1").run([.integer(originalID)])
        try database.statement("DELETE FROM expiration_reasons WHERE original_id = ?1").run([.integer(originalID)])
    }

    /// The subscription with an original transaction id, if any.
    package func subscriptionIn(_ database: SQLiteDatabase, originalID: Int64) throws -> SubscriptionRecord? {
        try database.statement("\(Self.subscriptionsWithWindows) WHERE original_id = ?1")
            .firstRow([.integer(originalID)], Self.subscription)
    }

    /// Every subscription of a group (or of every group, with nil), newest first.
    func subscriptionsIn(_ database: SQLiteDatabase, groupID: String? = nil) throws -> [SubscriptionRecord] {
        try database.statement("\(Self.subscriptionsWithWindows) WHERE ?1 IS NULL OR group_id = ?1 ORDER BY expiration_date DESC, original_id DESC")
            .rows([.optional(groupID)], Self.subscription)
    }

    /// Every subscription, newest first.
    public func subscriptions(groupID: String? = nil) throws -> [SubscriptionRecord] {
        try database.read { try subscriptionsIn($0, groupID: groupID) }
    }

    /// The completed transaction of a subscription just before `record` (by purchase date, then id), if any.
    func transactionBeforeIn(_ database: SQLiteDatabase, _ record: LedgerRecord) throws -> LedgerRecord? {
        try database.statement("""
            SELECT \(Self.selectedColumns) FROM transactions WHERE original_id = ?1 AND status = 'completed'
            AND (purchase_date < ?2 OR (purchase_date = ?2 AND id < ?3)) ORDER BY purchase_date DESC, id DESC LIMIT 1
            """).firstRow([.integer(record.originalID), .integer(record.purchaseTime.milliseconds), .integer(record.id)], Self.record)
    }

    /// The id of every group the ledger has a subscription in, sorted.
    public func subscriptionGroupIDs() throws -> [String] {
        try database.read { try $0.statement("SELECT DISTINCT group_id FROM subscriptions ORDER BY group_id").rows([]) { $0.text(0) } }
    }

    /// The condition on `subscriptions` of one due to renew by `?1` (milliseconds).
    static let dueSubscriptionCondition = "will_auto_renew = 1 AND is_revoked = 0 AND expiration_date <= ?1 AND billing_retry_start IS NULL"

    /// Subscriptions that renew at or before a date and are not held up by a billing retry, soonest first.
    func dueSubscriptionsIn(_ database: SQLiteDatabase, at date: Date) throws -> [SubscriptionRecord] {
        try database.statement("""
            \(Self.subscriptionsWithWindows) WHERE \(Self.dueSubscriptionCondition) ORDER BY expiration_date, original_id
            """).rows([.integer(date.millisecondsSince1970)], Self.subscription)
    }

    /// Subscriptions whose renewal failed to bill and is being retried.
    func subscriptionsInBillingRetryIn(_ database: SQLiteDatabase) throws -> [SubscriptionRecord] {
        try database.statement("\(Self.subscriptionsWithWindows) WHERE billing_retry_start IS NOT NULL").rows([], Self.subscription)
    }

    private static func subscription(_ row: SQLiteRow) -> SubscriptionRecord {
        var subscription = SubscriptionRecord(
            originalID: row.int64(0), groupID: row.text(1), productID: row.text(2),
            ownership: OwnershipType(rawValue: row.text(3)) ?? .purchased, latestTransactionID: row.int64(4),
            expirationDate: Date(millisecondsSince1970: row.int64(5)), willAutoRenew: row.bool(6),
            autoRenewProductID: row.text(7), offerPeriodsLeft: row.int(8), hasBillingIssue: row.bool(9),
            billingRetryStart: row.isNull(10) ? nil : Date(millisecondsSince1970: row.int64(10)), isRevoked: row.bool(11),
            pendingCodeOffer: row.optionalText(12), expirationReason: row.optionalText(15).flatMap(ExpirationReason.init(rawValue:))
        )
        // The stored milliseconds, as they are (not through `Date`).
        subscription.expirationTime = Timestamp(milliseconds: row.int64(5))
        subscription.billingRetryStartTime = row.isNull(10) ? nil : Timestamp(milliseconds: row.int64(10))
        if subscription.billingRetryStartTime != nil, !row.isNull(13), !row.isNull(14) {
            subscription.billingRetryWindow = RetryWindow(graceEnd: Date(millisecondsSince1970: row.int64(13)),
                                                          retryEnd: Date(millisecondsSince1970: row.int64(14)))
        }
        return subscription
    }

    // MARK: Clock

    /// How far, in milliseconds, `kiosk sandbox advance` has moved the sandbox clock ahead of its base clock.
    public func clockOffset() throws -> Int64 {
        try database.read { try clockOffsetIn($0) }
    }

    /// The clock offset in milliseconds, inside a read or write (read once per transaction while it changes nothing,
    /// with the signing generation: `clockAndSigningIn`).
    func clockOffsetIn(_ database: SQLiteDatabase) throws -> Int64 {
        try clockAndSigningIn(database).clockOffset
    }

    /// Sets the clock offset in milliseconds.
    func setClockOffsetIn(_ database: SQLiteDatabase, _ milliseconds: Int64) throws {
        try database.statement("INSERT OR REPLACE INTO sandbox_clock (id, offset_ms) VALUES (1, ?1)").run([.integer(milliseconds)])
    }
}

extension SandboxLedger {
    /// Sets whether a transaction renews (a column kept for the client, not part of the signed payload).
    func setWillAutoRenewIn(_ database: SQLiteDatabase, id: Int64, _ value: Bool) throws {
        try database.statement("UPDATE transactions SET will_auto_renew = ?2 WHERE id = ?1").run([.integer(id), .bool(value)])
    }
}

extension SandboxLedger {
    /// The plan changes waiting for a renewal (rows `scheduled`), of one subscription or of all, in id order.
    ///
    /// Read through `transactions_scheduled` by name: left to itself SQLite walks the whole table in id order instead
    /// (it has no statistics saying how few rows are scheduled), and every purchase asks.
    func scheduledRecordsIn(_ database: SQLiteDatabase, originalID: Int64? = nil) throws -> [LedgerRecord] {
        try database.statement("""
            SELECT \(Self.selectedColumns) FROM transactions INDEXED BY transactions_scheduled
            WHERE status = 'scheduled' AND (?1 IS NULL OR original_id = ?1) ORDER BY id
            """).rows([originalID.map { .integer($0) } ?? .null], Self.record)
    }
}
