import Foundation
import PaywallModel

extension SandboxStore {
    /// Renews a subscription now, as StoreKit Testing's forceRenewalOfSubscription does: the current period ends now
    /// (its transaction is signed again with that expiration) and the next one starts now, so no two periods overlap.
    ///
    /// While renewals fail to bill (a billing issue), the renewal fails instead: nothing is charged, and the grace
    /// period and billing retry start now. One in grace period or billing retry renews from now, ending the retry,
    /// once billing works again; while it still fails, nothing changes. Returns the renewal, or the newest
    /// transaction when the renewal failed.
    @discardableResult
    public func forceRenewal(of productID: String) throws -> LedgerRecord {
        try changeSubscription(of: productID, for: .renew) { subscription, latest, settings, database in
            let now = clock.now()
            let billingFails = failsToBill(subscription, settings: settings)
            if subscription.billingRetryStart != nil {
                guard !billingFails else { return latest }
                subscription.billingRetryStart = nil
                return try renew(&subscription, after: latest, at: now, settings: settings, in: database, subtype: .billingRecovery)
            }
            let current = (latest.expirationDate ?? now) > now ? try endPeriodIn(database, latest, at: now) : latest
            subscription.expirationDate = min(subscription.expirationDate, now)
            if billingFails {
                startBillingRetry(&subscription, settings: settings)
                try notifyFailedRenewalIn(database, subscription, at: subscription.expirationDate, settings: settings)
                return current
            }
            return try renew(&subscription, after: current, at: now, settings: settings, in: database)
        }
    }

    /// Ends a transaction's period at `date` inside a write: it is signed again with that expiration, written and logged.
    private func endPeriodIn(_ database: SQLiteDatabase, _ latest: LedgerRecord, at date: Date) throws -> LedgerRecord {
        var record = latest
        record.expirationDate = min(record.expirationDate ?? date, date)
        try sign(&record)
        try ledger.updateIn(database, record)
        try ledger.appendChangeIn(database, .transactionUpdated, transactionID: record.id, origin: origin, at: date)
        return record
    }

    /// Ends a subscription now (StoreKit Testing's expireSubscription): its newest transaction expires now
    /// and is signed again, and it no longer renews.
    @discardableResult
    public func expireSubscription(of productID: String) throws -> LedgerRecord {
        try changeSubscription(of: productID, for: .expire) { subscription, latest, _, database in
            let now = clock.now()
            var expiring = latest
            expiring.willAutoRenew = false
            let record = try endPeriodIn(database, expiring, at: now)
            subscription.expirationDate = record.expirationDate ?? now
            subscription.willAutoRenew = false
            subscription.billingRetryStart = nil
            try notifyExpiredIn(database, subscription, at: now)
            return record
        }
    }

    /// Turns auto-renew off (the customer cancels) or back on; the subscription stays active until it ends.
    /// Once it has ended, auto-renew cannot be turned back on (the customer buys again, and is never charged
    /// for the time it was ended). Turning it on while it is on drops a plan change scheduled for the renewal (the
    /// customer chose the current plan again: DID_CHANGE_RENEWAL_PREF), or changes nothing; it is refused while a redeemed code for another plan waits for that renewal (it would drop the code).
    @discardableResult
    public func setAutoRenew(of productID: String, _ isOn: Bool) throws -> LedgerRecord {
        try changeSubscription(of: productID, for: isOn ? .resumeRenewal : .cancelRenewal) { subscription, latest, _, database in
            let dropsChange = isOn && subscription.willAutoRenew && subscription.autoRenewProductID != subscription.productID
            if dropsChange, let refusal = Self.codeWaitingRefusal(subscription, currentProductID: subscription.productID) { throw refusal }
            if dropsChange {
                try dropScheduledChangeIn(database, of: &subscription, latest: latest)
                return latest
            }
            guard isOn != subscription.willAutoRenew else { return latest }
            subscription.willAutoRenew = isOn
            // Turned on again, it renews into its current plan, or into the plan of a code waiting for the renewal
            // (redeeming used the code up).
            if isOn, subscription.pendingCodeOffer == nil { subscription.autoRenewProductID = subscription.productID }
            try ledger.setWillAutoRenewIn(database, id: latest.id, isOn)
            try ledger.appendChangeIn(database, .transactionUpdated, transactionID: latest.id, origin: origin, at: clock.now())
            try notifyIn(database, .didChangeRenewalStatus, isOn ? .autoRenewEnabled : .autoRenewDisabled, about: latest, at: clock.now())
            var record = latest
            record.willAutoRenew = isOn
            return record
        }
    }

    /// Drops the plan change scheduled for a subscription's next renewal, which then renews into its current plan
    /// (DID_CHANGE_RENEWAL_PREF); approved requests waiting for it lapse once the subscription is saved.
    func dropScheduledChangeIn(_ database: SQLiteDatabase, of subscription: inout SubscriptionRecord, latest: LedgerRecord) throws {
        subscription.autoRenewProductID = subscription.productID
        try ledger.appendChangeIn(database, .transactionUpdated, transactionID: latest.id, origin: origin, at: clock.now())
        try notifyIn(database, .didChangeRenewalPref, about: latest, at: clock.now())
    }

    /// Makes renewals of a subscription fail to bill, or (off) fixes its billing: a subscription in its grace
    /// period then renews from its old renewal date (from now if a period from that date would already be over),
    /// one in billing retry renews from now; one whose customer
    /// turned auto-renew off meanwhile is not renewed, and its retry ends.
    @discardableResult
    public func setBillingIssue(of productID: String, _ isOn: Bool) throws -> LedgerRecord {
        try changeSubscription(of: productID, for: isOn ? .billingIssueOn : .billingIssueOff) { subscription, latest, settings, database in
            subscription.hasBillingIssue = isOn
            guard !isOn, let retryStart = subscription.billingRetryStart else { return latest }
            let now = clock.now()
            let window = retryWindow(of: subscription, startingAt: retryStart, settings: settings)
            guard now < window.retryEnd else { return latest }
            subscription.billingRetryStart = nil
            // A customer who turned auto-renew off is not charged: the retry just ends, and so does the subscription.
            // Its EXPIRED is dated now, when it ended, after what the retry brought (a grace period that ended), not at
            // the renewal date that failed, which the clock would give it.
            guard subscription.willAutoRenew else {
                try notifyExpiredIn(database, subscription, at: now)
                return latest
            }
            // Nor is one whose product is gone from the catalog: its period stays ended at the renewal date that failed.
            guard canRenew(subscription) else {
                endAsProductUnavailable(&subscription)
                try markNewestNotRenewingIn(database, subscription, at: now)
                try notifyExpiredIn(database, subscription, .productNotForSale, at: now)
                var ended = latest
                ended.willAutoRenew = false
                return ended
            }
            // Within the grace period the renewal keeps its date, unless a period from it would already be over (the
            // time rate was sped up meanwhile): the customer is charged one period, never one per period since then.
            let period = catalog.product(withID: subscription.autoRenewProductID)?.subscription?.period ?? .month
            let keepsDate = now < window.graceEnd && settings.timeRate.end(of: period, from: subscription.expirationDate) > now
            var renewed = try renew(&subscription, after: latest, at: keepsDate ? subscription.expirationDate : now,
                                    settings: settings, in: database, subtype: .billingRecovery)
            try renewWhileDue(&subscription, latest: &renewed, until: now, settings: settings) { subscription, latest, date in
                try renew(&subscription, after: latest, at: date, settings: settings, in: database)
            }
            return renewed
        }
    }

    /// Runs a change on the customer's subscription to a product (catching up first), saves it and returns
    /// what the change returns; an action that does not apply to it now (`ManagerActionRule`) is refused
    /// (`subscriptionEnded`).
    private func changeSubscription(of productID: String, for action: SubscriptionAction,
                                    _ change: (inout SubscriptionRecord, LedgerRecord, SandboxSettings, SQLiteDatabase) throws -> LedgerRecord) throws -> LedgerRecord {
        try ledger.database.write { database in
            _ = try catchUpIn(database, at: clock.now())
            var subscription = try subscriptionIn(database, productID: productID)
            guard let latest = try ledger.recordIn(database, id: subscription.latestTransactionID) else {
                throw Self.noSuchTransaction(subscription.latestTransactionID)
            }
            let settings = try self.settings()
            let current = status(of: subscription, latest: latest, at: clock.now(), settings: settings)
            if let refusal = ManagerActionRule.refusal(of: action, to: current) {
                if !current.hasEnded, let removed = ManagerActionRule.removedProduct(refusing: action, to: current) {
                    throw Self.noLongerInCatalog(removed, "\(subscription.productID) cannot \(action.words)")
                }
                guard current.hasEnded else {
                    throw MarketplaceError(.purchaseNotAllowed, "\(subscription.productID) cannot \(action.words): \(refusal). Nothing was changed.")
                }
                throw Self.ended(subscription, latest: latest, refusing: action.words,
                                 removed: current.removedFromCatalog.contains(subscription.productID))
            }
            let record = try change(&subscription, latest, settings, database)
            try saveSubscriptionIn(database, subscription)
            return record
        }
    }

    /// The customer's newest subscription to a product (its current product, or the one it renews into), one
    /// not refunded before one refunded.
    func subscriptionIn(_ database: SQLiteDatabase, productID: String) throws -> SubscriptionRecord {
        // A product gone from the catalog is found by the group its rows name: it can still be cancelled or expired.
        let group = if catalog.product(withID: productID) == nil, let known = try ledger.ledgerProductIn(database, productID) {
            known.groupID
        } else {
            try product(productID).subscription?.groupID
        }
        guard let group else {
            throw MarketplaceError(.productUnavailable, "'\(productID)' is not an auto-renewable subscription.")
        }
        // Refunded ones last: one refunded may end after the one bought again since (its trial was longer).
        let all = try ledger.subscriptionsIn(database, groupID: group), subscriptions = all.filter { !$0.isRevoked } + all.filter(\.isRevoked)
        guard let subscription = subscriptions.first(where: { $0.productID == productID && $0.ownership == .purchased })
                ?? subscriptions.first(where: { $0.productID == productID }) else {
            if let replaced = try ledger.recordsIn(database, where: "product_id = ?1 AND status = 'completed' AND is_upgraded = 1", [.text(productID)]).last,
               let continued = try ledger.subscriptionIn(database, originalID: replaced.originalID) {
                throw MarketplaceError(.subscriptionEnded, "\(productID) was replaced by a plan change; its subscription continues as \(continued.productID), "
                                       + "so act on that (buying \(productID) again is another plan change).")
            }
            if let other = subscriptions.first {
                throw MarketplaceError(.notEntitled, "The customer's subscription in this group is now \(other.productID), not "
                                       + "'\(productID)'; act on \(other.productID).")
            }
            throw MarketplaceError(.notEntitled, "The customer has no subscription to '\(productID)'; buy it first.")
        }
        return subscription
    }

    /// The refusal of an action on a subscription that has ended, saying how it ended and what to do instead (nothing, when
    /// its product is `removed` from the catalog).
    static func ended(_ subscription: SubscriptionRecord, latest: LedgerRecord, refusing action: String, removed: Bool = false) -> MarketplaceError {
        let how = if let revoked = latest.revocationDate {
            "was refunded on \(revoked.formatted(.iso8601)), which ended its subscription"
        } else if latest.isUpgraded {
            "was replaced by a plan change"
        } else {
            "expired on \(subscription.expirationDate.formatted(.iso8601))"
        }
        let instead = removed ? ", and \(subscription.productID) is no longer in the catalog, so it cannot be bought again."
            : ": buy it again to subscribe (nothing is charged for the time it was ended)."
        return MarketplaceError(.subscriptionEnded, "\(subscription.productID) \(how); a subscription that has ended cannot \(action)\(instead)")
    }
}
