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

/// What an Extend a Subscription Renewal Date request did: the subscription's newest transaction now expires at
/// `effectiveDate`.
public struct RenewalExtension: Sendable, Hashable {
    /// The subscription.
    public let originalID: Int64
    /// Its newest transaction, signed again with the later expiration.
    public let transactionID: Int64
    /// The new renewal date.
    public let effectiveDate: Timestamp
}

/// An Extend a Subscription Renewal Date request reused the identifier of a request on another subscription.
public struct RequestIdentifierReusedError: Error, Sendable, CustomStringConvertible {
    /// The identifier sent again.
    public let requestIdentifier: String
    /// The subscription the first request extended.
    public let originalID: Int64

    public var description: String { "The request identifier was already used for subscription \(originalID)." }
}

extension SandboxLedger {
    /// The extension a request already made, if any.
    func renewalExtensionIn(_ database: SQLiteDatabase, requestID: String) throws -> RenewalExtension? {
        try database.statement("SELECT original_id, transaction_id, effective_date FROM renewal_extensions WHERE request_id = ?1")
            .firstRow([.text(requestID)]) {
                RenewalExtension(originalID: $0.int64(0), transactionID: $0.int64(1), effectiveDate: Timestamp(milliseconds: $0.int64(2)))
            }
    }

    /// Remembers what a request did.
    func saveRenewalExtensionIn(_ database: SQLiteDatabase, _ done: RenewalExtension, requestID: String) throws {
        try database.statement("INSERT INTO renewal_extensions (request_id, original_id, transaction_id, effective_date) VALUES (?1, ?2, ?3, ?4)")
            .run([.text(requestID), .integer(done.originalID), .integer(done.transactionID), .integer(done.effectiveDate.milliseconds)])
    }
}
