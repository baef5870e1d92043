import Foundation
import PaywallModel

/// The end of a plan change approved for the next renewal (a `scheduled` row): it is `applied` by the renewal
/// it waited for, and `lapsed` (never charged, never started) when its subscription expires, is refunded or
/// revoked, stops renewing or changes plan before that renewal, or a later change replaces it.
extension SandboxStore {
    /// Saves a subscription's row, then ends the plan changes scheduled on it that no longer wait.
    func saveSubscriptionIn(_ database: SQLiteDatabase, _ subscription: SubscriptionRecord) throws {
        try ledger.saveSubscriptionIn(database, subscription)
        try settleScheduledChangesIn(database, of: subscription, at: clock.now())
    }

    /// Ends the plan changes scheduled on a subscription whose wait is over, inside a write. With `renewal`
    /// (the first renewal of the subscription this write made) the wait is over for each: the newest is
    /// `applied` when the renewal is into its product (with its code offer, for a code) and every other is
    /// `lapsed`. Without, the newest still waits while the subscription renews into it and has not ended;
    /// the others lapse.
    func settleScheduledChangesIn(_ database: SQLiteDatabase, of subscription: SubscriptionRecord, renewal: LedgerRecord? = nil,
                                  at now: Date) throws {
        let scheduled = try ledger.scheduledRecordsIn(database, originalID: subscription.originalID)
        guard let newest = scheduled.last else { return }
        for var change in scheduled {
            if let renewal {
                change.status = change.id == newest.id && Self.renewal(renewal, makes: change) ? .applied : .lapsed
            } else if try change.id == newest.id && isWaiting(change, on: subscription, at: now, in: database) {
                continue
            } else {
                change.status = .lapsed
            }
            try ledger.updateIn(database, change)
        }
    }

    /// The subscriptions with a scheduled plan change that no longer waits at a date (their wait ended with
    /// time: a billing retry ran out).
    func subscriptionsWithEndedChangesIn(_ database: SQLiteDatabase, at now: Date) throws -> [SubscriptionRecord] {
        var ended: [Int64: SubscriptionRecord] = [:]
        for change in try ledger.scheduledRecordsIn(database) where ended[change.originalID] == nil {
            guard let subscription = try ledger.subscriptionIn(database, originalID: change.originalID) else { continue }
            let newest = try ledger.scheduledRecordsIn(database, originalID: change.originalID).last
            if try newest?.id != change.id || !isWaiting(change, on: subscription, at: now, in: database) {
                ended[change.originalID] = subscription
            }
        }
        return ended.values.sorted { $0.originalID < $1.originalID }
    }

    /// Whether a scheduled change still waits: its subscription has not ended and renews into its product
    /// (and its code offer, for a code).
    private func isWaiting(_ change: LedgerRecord, on subscription: SubscriptionRecord, at now: Date, in database: SQLiteDatabase) throws -> Bool {
        guard subscription.willAutoRenew, !subscription.isRevoked, subscription.autoRenewProductID == change.productID,
              change.offer?.kind != .code || subscription.pendingCodeOffer == change.offer?.id,
              let latest = try ledger.recordIn(database, id: subscription.latestTransactionID) else { return false }
        let settings = try self.settings()
        return !status(of: subscription, latest: latest, at: now, settings: settings).hasEnded
    }

    /// Whether a renewal is the one a scheduled change waited for: into its product, with its code offer for a code.
    private static func renewal(_ renewal: LedgerRecord, makes change: LedgerRecord) -> Bool {
        guard renewal.productID == change.productID else { return false }
        guard change.offer?.kind == .code else { return true }
        return renewal.offer?.kind == .code && renewal.offer?.id == change.offer?.id
    }
}
