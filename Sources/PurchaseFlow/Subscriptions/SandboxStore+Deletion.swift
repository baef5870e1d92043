import Foundation
import PaywallModel

extension SandboxStore {
    /// Works a subscription out again after one of its records was deleted, as if that record had never been made.
    /// Inside a write.
    /// - An approved plan change that waited for the renewal (`scheduled`) is dropped: the subscription renews into
    ///   its current plan again (DID_CHANGE_RENEWAL_PREF).
    /// - Deleting the newest transaction rewinds the subscription to the newest one left. When that one was marked
    ///   upgraded by the deleted plan change and its period still runs, its plan is the customer's again: no longer
    ///   upgraded, renewing as the subscription did, with the offer periods it had left, signed anew. Otherwise the
    ///   subscription ends with it (auto-renew off): nothing is renewed or charged for the time since.
    /// - With no transaction left, the subscription is gone, and a later purchase starts a new one.
    func rewindSubscriptionIn(_ database: SQLiteDatabase, afterDeleting deleted: LedgerRecord) throws {
        guard deleted.productKind == .autoRenewableSubscription,
              var subscription = try ledger.subscriptionIn(database, originalID: deleted.originalID) else { return }
        if deleted.status == .scheduled {
            try dropDeletedChangeIn(database, deleted, of: &subscription)
            return
        }
        guard deleted.status == .completed, subscription.latestTransactionID == deleted.id else { return }
        let chain = try ledger.recordsIn(database, where: "original_id = ?1 AND status = 'completed'", [.integer(deleted.originalID)])
            .sorted { $0.id > $1.id }
        guard var latest = chain.first else {
            try ledger.removeSubscriptionIn(database, originalID: deleted.originalID)
            return
        }
        let now = clock.now()
        let givenBack = latest.isUpgraded && (latest.expirationDate ?? now) > now
        let renews = givenBack && subscription.willAutoRenew
        if latest.isUpgraded || latest.willAutoRenew != renews {
            latest.isUpgraded = false
            latest.willAutoRenew = renews
            try sign(&latest)
            try ledger.updateIn(database, latest)
            try ledger.appendChangeIn(database, .transactionUpdated, transactionID: latest.id, origin: origin, at: now)
        }
        if subscription.autoRenewProductID == deleted.productID || !renews { subscription.autoRenewProductID = latest.productID }
        subscription.productID = latest.productID
        subscription.latestTransactionID = latest.id
        subscription.expirationDate = latest.expirationDate ?? now
        subscription.willAutoRenew = renews
        subscription.isRevoked = latest.revocationDate != nil
        subscription.billingRetryStart = nil
        subscription.expirationReason = nil
        subscription.offerPeriodsLeft = renews ? offerPeriodsLeft(after: chain) : 0
        if !renews { subscription.pendingCodeOffer = nil }
        try saveSubscriptionIn(database, subscription)
    }

    /// The newest transaction of the plan that deleting `deleted` gave back: a plan change that started at once was
    /// deleted while the plan it replaced still ran, and that plan is the subscription's again; nil otherwise.
    public func planGivenBack(byDeleting deleted: LedgerRecord) throws -> LedgerRecord? {
        guard let status = try rewound(byDeleting: deleted), !status.hasEnded, status.state != .expired else { return nil }
        return status.latest
    }

    /// The subscription that deleting `deleted`, its newest transaction, ended with the transaction before (a renewal
    /// deleted, or an upgrade once the plan it replaced was over); nil otherwise.
    public func subscriptionEnded(byDeleting deleted: LedgerRecord) throws -> SandboxSubscriptionStatus? {
        guard let status = try rewound(byDeleting: deleted), status.hasEnded || status.state == .expired else { return nil }
        return status
    }

    /// The subscription a deleted completed transaction belonged to, when the delete rewound it to an earlier
    /// transaction; nil otherwise.
    private func rewound(byDeleting deleted: LedgerRecord) throws -> SandboxSubscriptionStatus? {
        guard deleted.status == .completed, deleted.productKind == .autoRenewableSubscription,
              let status = try subscriptionStatus(containing: deleted), status.latest.id < deleted.id else { return nil }
        return status
    }

    /// Whether deleting `deleted`, an approved request whose plan change waited for the renewal, dropped that change
    /// (the subscription no longer renews into its product).
    public func changeDropped(byDeleting deleted: LedgerRecord) throws -> Bool {
        guard deleted.status == .scheduled, let group = deleted.groupID else { return false }
        return try scheduledPlanChanges()[group] != deleted.productID
    }

    /// Drops the plan change a deleted approved request scheduled for the renewal, when the subscription still renews
    /// into it.
    private func dropDeletedChangeIn(_ database: SQLiteDatabase, _ deleted: LedgerRecord, of subscription: inout SubscriptionRecord) throws {
        guard subscription.willAutoRenew, subscription.autoRenewProductID == deleted.productID,
              subscription.productID != deleted.productID || subscription.pendingCodeOffer != nil,
              let latest = try ledger.recordIn(database, id: subscription.latestTransactionID) else { return }
        subscription.pendingCodeOffer = nil
        try dropScheduledChangeIn(database, of: &subscription, latest: latest)
        try saveSubscriptionIn(database, subscription)
    }

    /// How many more periods renew at the offer's price after a chain's newest transaction (the chain newest first): a
    /// pay-as-you-go offer's periods less those its newest run of transactions of one product and offer has had.
    private func offerPeriodsLeft(after chain: [LedgerRecord]) -> Int {
        guard let latest = chain.first, let chosen = latest.offer,
              let offer = catalog.product(withID: latest.productID)?.subscription?.allOffers.first(where: { Self.matches($0, chosen) }),
              offer.paymentMode == .payAsYouGo else { return 0 }
        let run = chain.prefix { $0.productID == latest.productID && $0.offer == chosen }.count
        return max(0, offer.numberOfPeriods - run)
    }
}
