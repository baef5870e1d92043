import Foundation
import PaywallModel

extension SandboxStore {
    /// Marks a completed transaction finished (delivered); finishing twice changes nothing. The Transaction Manager's
    /// finish (`checkingVerification`: `kiosk sandbox finish`, the transaction manager) refuses a transaction that does
    /// not verify as the app sees it (the simulated Verification error, or its signature), which the app has not
    /// delivered: it stays unfinished, and the app delivers and finishes it once it verifies. The app finishes only
    /// what it verified and delivered.
    @discardableResult
    public func finish(_ id: Int64, origin: String? = nil, checkingVerification: Bool = false) throws -> LedgerRecord {
        try ledger.database.write { database in
            guard let found = try ledger.recordToFinishIn(database, id: id) else { throw Self.noSuchTransaction(id) }
            var record = found.record
            guard !record.isFinished else { return record }
            if let reason = ManagerActionRule.refusal(of: .finish, on: record, hasPendingRefundRequest: false) {
                throw MarketplaceError(.nothingPending, "Transaction \(id) is \(Self.describe(record.status)); \(reason).")
            }
            if checkingVerification, let problem = try appVerificationProblem(of: record) {
                throw MarketplaceError(.unverifiedTransaction, "Transaction \(id) (\(record.productID)) does not verify as the app sees it (\(problem)): "
                                       + "the app neither delivers nor finishes it, and finishing it here would leave what it bought undelivered "
                                       + "for good. It stays unfinished; once it verifies, the app delivers and finishes it ('kiosk sandbox deliver').")
            }
            try ledger.markFinishedIn(database, id: id, columnSaysUnfinished: found.columnSaysUnfinished)
            CrashPoint.reach("finish.before-commit")
            try ledger.appendChangeIn(database, .transactionFinished, transactionID: id, origin: origin ?? self.origin, at: clock.now())
            record.isFinished = true
            return record
        }
    }

    /// Why a completed record does not verify as the app sees it: the simulated Verification error, else its signature's
    /// problem; nil when it verifies. A renewal whose signature is deferred is signed when it is read, so it is not checked.
    private func appVerificationProblem(of record: LedgerRecord) throws -> String? {
        if let error = try settings().simulatedError(for: .verification) { return error.message }
        guard !record.isSignatureDeferred, case .unverified(let failure) = verifier.verify(record) else { return nil }
        return failure.reason
    }

    /// Approves an Ask to Buy request: the purchase completes now and is signed. With `agreed`, only on the terms the
    /// request's row showed (`completeRequest`).
    @discardableResult
    public func approve(_ id: Int64, agreeing agreed: PurchaseTerms? = nil) throws -> LedgerRecord {
        try completeRequest(id, action: .approve, agreeing: agreed)
    }

    /// Resolves an interrupted purchase: it completes now and is signed. With `agreed`, only on the terms the
    /// request's row showed (`completeRequest`).
    @discardableResult
    public func resolve(_ id: Int64, agreeing agreed: PurchaseTerms? = nil) throws -> LedgerRecord {
        try completeRequest(id, action: .resolve, agreeing: agreed)
    }

    /// Declines an Ask to Buy request; nothing is charged, and an offer code it held can be redeemed again.
    @discardableResult
    public func decline(_ id: Int64) throws -> LedgerRecord {
        try ledger.database.write { database in
            var record = try existing(id, in: database)
            guard ManagerActionRule.refusal(of: .decline, on: record, hasPendingRefundRequest: false) == nil else { throw Self.notWaiting(record, for: .decline) }
            record.status = .declined
            try ledger.updateIn(database, record)
            try database.statement("DELETE FROM code_redemptions WHERE transaction_id = ?1").run([.integer(id)])
            try ledger.appendChangeIn(database, .requestDeclined, transactionID: id, origin: origin, at: clock.now())
            return record
        }
    }

    /// Refunds (revokes) a completed transaction now, after what fell due before (a renewal that replaced it
    /// leaves the subscription going on); it is signed again with its revocation. With `expected`, only while the
    /// transaction's facts are still those (`RecordFacts`).
    @discardableResult
    public func refund(_ id: Int64, reason: RevocationReason = .other, expecting expected: RecordFacts? = nil) throws -> LedgerRecord {
        try ledger.database.write { database in
            _ = try catchUpIn(database, at: clock.now())
            if let expected { try refuseChangedFacts(of: try existing(id, in: database), expected: expected, action: .refund, in: database) }
            return try refundIn(database, id, reason: reason, at: clock.now())
        }
    }

    /// A completed, unrefunded transaction, or an error saying why it cannot be refunded.
    func refundableIn(_ database: SQLiteDatabase, _ id: Int64) throws -> LedgerRecord {
        let record = try existing(id, in: database)
        guard ManagerActionRule.refusal(of: .refund, on: record, hasPendingRefundRequest: false) != nil else { return record }
        guard record.status == .completed else {
            throw MarketplaceError(.nothingPending, "Transaction \(id) is \(Self.describe(record.status)) and was never charged, so it cannot be refunded.")
        }
        guard record.revocationDate == nil else { throw MarketplaceError(.nothingPending, "Transaction \(id) was already refunded.") }
        throw MarketplaceError(.nothingPending, "Transaction \(id) was replaced by an upgrade, which counted its unused rest (credited against the "
                               + "new plan, or refunded beyond its price or when paid in another currency); the time before it was used. Refund the upgrade instead: that gives back what it charged and the rest credited to it.")
    }

    /// Refunds a transaction at a date (now, or a refund request's review date), inside a write.
    func refundIn(_ database: SQLiteDatabase, _ id: Int64, reason: RevocationReason, at date: Date) throws -> LedgerRecord {
        var record = try refundableIn(database, id)
        record.revocationDate = date
        record.revocationReason = reason
        record.willAutoRenew = false
        try sign(&record)
        try ledger.updateIn(database, record)
        try ledger.appendRevocationIn(database, record)
        record.recordedRevocation = record.recordedRevocation ?? record.jws
        if var subscription = try ledger.subscriptionIn(database, originalID: record.originalID),
           subscription.latestTransactionID == record.id {
            // Refunding the current period revokes the subscription; refunding an older renewal does not.
            subscription.isRevoked = true
            subscription.willAutoRenew = false
            try saveSubscriptionIn(database, subscription)
        }
        try ledger.appendChangeIn(database, .transactionRevoked, transactionID: id, origin: origin, at: date)
        // A family member's access ends when the purchaser is refunded: Apple tells that as REVOKE.
        try notifyIn(database, record.ownership == .familyShared ? .revoke : .refund, about: record, at: date)
        return record
    }

    /// Deletes a transaction or request from the ledger, as the Transaction Manager's delete does; the subscription it
    /// belonged to is worked out again from what is left (`rewindSubscriptionIn`). With `expected`, only while the
    /// record's facts are still those (`RecordFacts`).
    @discardableResult
    public func delete(_ id: Int64, expecting expected: RecordFacts? = nil) throws -> LedgerRecord {
        try ledger.database.write { database in
            let record = try existing(id, in: database)
            if let expected { try refuseChangedFacts(of: record, expected: expected, action: .delete, in: database) }
            _ = try ledger.deleteIn(database, id: id)
            try rewindSubscriptionIn(database, afterDeleting: record)
            try ledger.appendChangeIn(database, .transactionDeleted, transactionID: id, origin: origin, at: clock.now())
            return record
        }
    }

    /// Removes every transaction, request, app transaction and settings override; transaction ids keep counting up.
    /// Returns how many transactions it removed.
    ///
    /// With `newKey`, it starts over with a new signing key and certificate chain, made without reading the old files
    /// (they may be damaged) and renamed over them, then counted as a new signing generation in the same write that
    /// empties the ledger (`SandboxIdentities.replace`), so every store open on it signs with them from its next write
    /// and trusts them alone, and no row signed with the old key is left.
    @discardableResult
    public func reset(newKey: Bool = false) throws -> Int {
        try resetReporting(newKey: newKey).removedCount
    }

    /// Resets the ledger as `reset` does, and says what it removed: how many transactions, and the highest id among
    /// them and every transaction removed before (what the customer book forgets with them: `CustomerBook.reset`).
    public func resetReporting(newKey: Bool = false) throws -> LedgerReset {
        let empty = { [self] (database: SQLiteDatabase) throws -> LedgerReset in
            let count = try ledger.transactionCount()
            try ledger.removeAllIn(database)
            try ledger.removeAppTransactionsIn(database)
            try ledger.removeNotificationsIn(database)
            try ledger.appendChangeIn(database, .reset, transactionID: nil, origin: origin, at: clock.now())
            return LedgerReset(removedCount: count, highestRemovedID: try ledger.nextIDIn(database) - 1)
        }
        return newKey ? try identities.replace(inSameWrite: empty) : try ledger.database.write(empty)
    }

    // MARK: Helpers

    /// Approves or resolves a waiting request: the purchase is made now, exactly as a direct purchase would
    /// be (`carryOut`), and the transaction takes over the request's row. A plan change that waits for the next
    /// renewal leaves the row `scheduled`, continuing the subscription it changes, with the terms the renewal will
    /// charge (the full price, or the code offer a code request redeems); nothing is charged now.
    ///
    /// With `agreed`, the terms the request's row stated for deciding it now (the transaction manager's), only on
    /// those, as a purchase on its sheet's (`PurchaseRequest.agreedTerms`): other terms (the subscription it would
    /// change expired or changed plan, the price or offer changed) are refused with `PurchaseTermsChanged`, nothing is
    /// written and the request waits; an upgrade is charged no more than the prorated amount stated, which runs with the
    /// clock (`chargeHeldToShown`).
    private func completeRequest(_ id: Int64, action: RecordAction, agreeing agreed: PurchaseTerms?) throws -> LedgerRecord {
        try ledger.database.write { database in
            let waiting = try existing(id, in: database)
            let inCatalog = catalog.product(withID: waiting.productID) != nil
            guard ManagerActionRule.refusal(of: action, on: waiting, hasPendingRefundRequest: false, productIsInCatalog: inCatalog) == nil else {
                throw ManagerActionRule.waits(waiting, for: action) ? missingProduct(waiting.productID) : Self.notWaiting(waiting, for: action)
            }
            _ = try catchUpIn(database, at: clock.now())
            let product = try product(waiting.productID)
            let settings = try self.settings()
            var request = PurchaseRequest(waiting: waiting)
            request.agreedTerms = agreed
            let carriedOut: StorePurchaseOutcome
            do {
                try refuseOtherTermsOfDeciding(request, of: product, settings: settings, in: database)
                carriedOut = try carryOut(request, of: product, settings: settings, in: database, origin: origin, pending: waiting)
            } catch var changed as PurchaseTermsChanged {
                changed.request = PurchaseTermsChanged.Decision(transactionID: id, action: action)
                throw changed
            }
            switch carriedOut {
            case .completed(let record), .pending(let record): // carryOut never leaves a request waiting
                return record
            case .planChangeScheduled(let current):
                var scheduled = waiting
                scheduled.status = .scheduled
                scheduled.originalID = current.originalID
                scheduled.purchaseDate = clock.now()
                if scheduled.offer?.kind != .code {
                    // The request was priced while the customer was new to the group; a subscriber's renewal has no offer.
                    let storefront = renewalStorefront(after: current, settings: settings)
                    scheduled.offer = nil
                    scheduled.priceMilliunits = Self.milliunits(priceBook.price(of: product, in: storefront).amount)
                    scheduled.storefront = storefront.alpha3
                    scheduled.currency = storefront.currency.code
                }
                try ledger.updateIn(database, scheduled)
                if let subscription = try ledger.subscriptionIn(database, originalID: current.originalID) {
                    // A change approved before and still waiting is replaced by this one.
                    try settleScheduledChangesIn(database, of: subscription, at: clock.now())
                }
                try ledger.appendChangeIn(database, .requestScheduled, transactionID: id, origin: origin, at: clock.now())
                return scheduled
            case .alreadyEntitled(let owned):
                throw MarketplaceError(.purchaseNotAllowed, "The customer already owns '\(product.id)' (transaction \(owned.id)); decline or delete request \(id) instead.")
            }
        }
    }

    /// The record `id`, inside a write, or the error saying there is no such transaction.
    func existing(_ id: Int64, in database: SQLiteDatabase) throws -> LedgerRecord {
        guard let record = try ledger.recordIn(database, id: id) else { throw Self.noSuchTransaction(id) }
        return record
    }

    private static func notWaiting(_ record: LedgerRecord, for action: RecordAction) -> MarketplaceError {
        let waiting = action == .resolve ? "an interrupted purchase waiting to be resolved" : "an Ask to Buy request waiting for a decision"
        return MarketplaceError(.nothingPending, "Transaction \(record.id) is \(describe(record.status)), not \(waiting), so there is nothing to \(action.rawValue).")
    }

    /// A few words for a status, for messages.
    public static func describe(_ status: LedgerStatus) -> String {
        switch status {
        case .completed: "completed"
        case .askToBuy: "waiting for Ask to Buy approval"
        case .interrupted: "an interrupted purchase"
        case .declined: "a declined Ask to Buy request"
        case .scheduled: "an approved plan change waiting for the next renewal"
        case .applied: "an approved plan change that the renewal it waited for made"
        case .lapsed: "an approved plan change that never happened (the subscription ended or changed first)"
        }
    }
}
