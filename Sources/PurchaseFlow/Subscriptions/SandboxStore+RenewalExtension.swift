import Foundation

extension SandboxStore {
    /// Extends an active subscription's renewal date by `days` days, scaled by the time rate, as the App
    /// Store Server API's Extend a Subscription Renewal Date does: its newest transaction expires later and is
    /// signed again. Throws `noSuchTransaction` when there is no such subscription and `notEntitled` when it
    /// is not active (expired, revoked or in billing retry).
    ///
    /// A `requestIdentifier` already used for this subscription extends nothing and answers what that request did;
    /// one already used for another subscription throws `RequestIdentifierReusedError`.
    @discardableResult
    public func extendRenewalDate(originalID: Int64, byDays days: Int, requestIdentifier: String? = nil) throws -> RenewalExtension {
        try ledger.database.write { database in
            let now = clock.now()
            _ = try catchUpIn(database, at: now)
            guard var subscription = try ledger.subscriptionIn(database, originalID: originalID),
                  var latest = try ledger.recordIn(database, id: subscription.latestTransactionID) else {
                throw MarketplaceError(.noSuchTransaction, "There is no subscription with original transaction \(originalID).")
            }
            if let requestIdentifier, let done = try ledger.renewalExtensionIn(database, requestID: requestIdentifier) {
                guard done.originalID == originalID else {
                    throw RequestIdentifierReusedError(requestIdentifier: requestIdentifier, originalID: done.originalID)
                }
                return done
            }
            guard !subscription.isRevoked, latest.revocationDate == nil, subscription.billingRetryStart == nil,
                  subscription.expirationDate > now else {
                throw MarketplaceError(.notEntitled, "The subscription \(originalID) is not active, so its renewal date cannot be extended.")
            }
            let period = catalog.product(withID: subscription.productID)?.subscription?.period ?? .month
            let extended = subscription.expirationDate.addingTimeInterval(
                try self.settings().timeRate.duration(ofDays: days, forSubscriptionOf: period))
            latest.expirationDate = extended
            try sign(&latest)
            try ledger.updateIn(database, latest)
            subscription.expirationDate = extended
            try saveSubscriptionIn(database, subscription)
            try ledger.appendChangeIn(database, .transactionUpdated, transactionID: latest.id, origin: origin, at: now)
            try notifyIn(database, .renewalExtended, about: latest, at: now)
            let done = RenewalExtension(originalID: originalID, transactionID: latest.id, effectiveDate: Timestamp(extended))
            if let requestIdentifier { try ledger.saveRenewalExtensionIn(database, done, requestID: requestIdentifier) }
            return done
        }
    }
}
