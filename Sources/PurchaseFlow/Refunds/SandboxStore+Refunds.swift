import Foundation
import PaywallModel

extension SandboxStore {
    /// Asks for a refund of a transaction, as the refund request sheet does: the request is recorded and
    /// reviewed as the `refund-review` setting says (granted now, granted after a delay on the sandbox
    /// clock, or declined), after what fell due before it. Throws the "Refund Request Sheet" simulated error,
    /// or when the transaction cannot be refunded or already waits for a review; with `review`, `RefundReviewChanged`
    /// when the setting is another (the sheet stated that one).
    @discardableResult
    public func requestRefund(of transactionID: Int64, reason: RefundReason, expecting review: RefundReviewPolicy? = nil) throws -> RefundRequest {
        try ledger.database.write { database in
            let settings = try self.settings()
            if let error = settings.simulatedError(for: .refundRequestSheet) { throw error }
            if let review, review != settings.refundReview { throw RefundReviewChanged(stated: review, now: settings.refundReview) }
            _ = try catchUpIn(database, at: clock.now())
            _ = try refundableIn(database, transactionID)
            if try ledger.pendingRefundRequestsIn(database).contains(where: { $0.transactionID == transactionID }) {
                throw MarketplaceError(.nothingPending, "Transaction \(transactionID) already has a refund request waiting for review.")
            }
            let now = clock.now()
            var request = RefundRequest(id: 0, transactionID: transactionID, reason: reason, requestedAt: now, status: .pending)
            switch settings.refundReview {
            case .immediate: request.reviewDate = now
            case .decline: request.reviewDate = now
            case .delay(let step): request.reviewDate = (step.end(from: Timestamp(now)) ?? SandboxClockRange.latest).date
            }
            request = try ledger.saveRefundRequestIn(database, request)
            if let record = try ledger.recordIn(database, id: transactionID),
               record.productKind == .consumable || record.productKind == .autoRenewableSubscription {
                // Apple asks for consumption information on refund requests for consumables and subscriptions.
                try notifyIn(database, .consumptionRequest, about: record, at: now)
            }
            if settings.refundReview != .decline, request.reviewDate.map({ $0 > now }) ?? false {
                try ledger.appendChangeIn(database, .transactionUpdated, transactionID: nil, origin: origin, at: now)
                return request
            }
            return try decideIn(database, request, grant: settings.refundReview != .decline, at: now)
        }
    }

    /// Reviews a pending request at its review date, inside a write: granted, unless the policy is to decline.
    func reviewIn(_ database: SQLiteDatabase, _ request: RefundRequest, at date: Date) throws {
        let grant = try self.settings().refundReview != .decline
        _ = try decideIn(database, request, grant: grant, at: date)
    }

    /// Grants or declines every pending request now, whatever its review date (`kiosk sandbox review-refunds`),
    /// after what fell due before (requests whose review date passed are decided at that date, in time order).
    @discardableResult
    public func reviewRefundRequests(grant: Bool) throws -> [RefundRequest] {
        try ledger.database.write { database in
            _ = try catchUpIn(database, at: clock.now())
            return try ledger.pendingRefundRequestsIn(database).map { try decideIn(database, $0, grant: grant, at: clock.now()) }
        }
    }

    /// Grants or declines now, whatever its review date, the request waiting for review on one transaction (the
    /// transaction manager's grant and decline), after what fell due before; throws when none waits. Granting with
    /// `expected` facts (what the transaction manager's question stated) refunds only while the transaction stands as
    /// stated, as `refund(_:reason:expecting:)` does; else it throws and the request still waits.
    @discardableResult
    public func reviewRefundRequest(of transactionID: Int64, grant: Bool, expecting expected: RecordFacts? = nil) throws -> RefundRequest {
        try ledger.database.write { database in
            _ = try catchUpIn(database, at: clock.now())
            if grant, let expected {
                try refuseChangedFacts(of: try existing(transactionID, in: database), expected: expected, action: .refund, in: database)
            }
            guard let request = try ledger.pendingRefundRequestsIn(database).first(where: { $0.transactionID == transactionID }) else {
                throw MarketplaceError(.nothingPending, "Transaction \(transactionID) has no refund request waiting for review.")
            }
            return try decideIn(database, request, grant: grant, at: clock.now())
        }
    }

    /// Grants (refunding and revoking the transaction) or declines a request at a date, inside a write.
    private func decideIn(_ database: SQLiteDatabase, _ pending: RefundRequest, grant: Bool, at date: Date) throws -> RefundRequest {
        var request = pending
        request.status = grant ? .granted : .declined
        request.decidedAt = date
        if grant, (try? refundableIn(database, request.transactionID)) != nil {
            _ = try refundIn(database, request.transactionID, reason: request.reason.revocationReason, at: date)
        } else {
            request.status = .declined
            try ledger.appendChangeIn(database, .transactionUpdated, transactionID: nil, origin: origin, at: date)
            if let record = try ledger.recordIn(database, id: request.transactionID) {
                try notifyIn(database, .refundDeclined, about: record, at: date)
            }
        }
        return try ledger.saveRefundRequestIn(database, request)
    }
}

extension SandboxStore {
    /// What refunding a transaction gives back, read from the ledger, the same before and after it is refunded: nil
    /// when it was never charged; else what it charged, and for a plan change that credited the unused rest of the plan
    /// it replaced (the plan marked upgraded, which cannot be refunded itself), the part of that rest its price took
    /// (`credit(of:)`; what the price could not take was refunded at the change).
    public func refundAmount(of record: LedgerRecord) throws -> RefundedAmount? {
        try refundAmount(of: record, credit: credit(of:))
    }

    /// `refundAmount(of:)` with the record's credit worked out by `credit`.
    private func refundAmount(of record: LedgerRecord, credit: (LedgerRecord) throws -> PurchaseCharge.Credit) throws -> RefundedAmount? {
        guard record.status == .completed else { return nil }
        let charged = record.chargedPrice ?? Price(0, record.chargedCurrency)
        guard case .credited(let rest, let beyond) = try credit(record) else { return RefundedAmount(charged: charged) }
        let taken = rest.amount - (beyond?.amount ?? 0)
        return RefundedAmount(charged: charged, creditedRest: taken > 0 ? Price(taken, rest.currency) : nil)
    }

    /// What refunding a transaction gave back (`refundAmount(of:)`): nil when it was not refunded (or never charged).
    public func refunded(_ record: LedgerRecord) throws -> RefundedAmount? {
        record.revocationDate == nil ? nil : try refundAmount(of: record)
    }

    /// What refunding each refunded record among `records` gave back (`refunded(_:)`), by transaction id.
    public func refunds(of records: [LedgerRecord]) throws -> [Int64: RefundedAmount] {
        try refundAmounts(of: records.filter { $0.revocationDate != nil })
    }

    /// What refunding each charged record among `records` gives back, or gave back once refunded (`refundAmount(of:)`),
    /// by transaction id.
    public func refundAmounts(of records: [LedgerRecord]) throws -> [Int64: RefundedAmount] {
        try records.reduce(into: [:]) { amounts, record in amounts[record.id] = try refundAmount(of: record) }
    }

    /// `refundAmounts(of:)` for every transaction of the ledger, `records` as a full read gave them (`records()`): each
    /// one's chain is looked up among them rather than read again, as a store read asks it of every row each second.
    public func refundAmounts(ofLedger records: [LedgerRecord]) throws -> [Int64: RefundedAmount] {
        // Each completed transaction's predecessor in its chain, by purchase date, then id (`transactionBeforeIn`).
        var predecessors: [Int64: LedgerRecord] = [:]
        for chain in Dictionary(grouping: records.filter { $0.status == .completed }, by: \.originalID).values {
            let ordered = chain.sorted { ($0.purchaseTime.milliseconds, $0.id) < ($1.purchaseTime.milliseconds, $1.id) }
            for (previous, record) in zip(ordered, ordered.dropFirst()) { predecessors[record.id] = previous }
        }
        let before = { (record: LedgerRecord) in predecessors[record.id] }
        return try records.reduce(into: [:]) { amounts, record in
            amounts[record.id] = try refundAmount(of: record) { try credit(of: $0, before: before) }
        }
    }
}

extension SandboxStore {
    /// The plan change waiting for the next renewal of the subscription a transaction belongs to (a downgrade, a
    /// crossgrade, a code's product), read before refunding it: what the refund drops when it revokes the subscription
    /// (`planChangeDropped(_:byRefunding:)`); nil when none waits, or for a transaction of no subscription.
    public func planChangeWaiting(on record: LedgerRecord) throws -> String? {
        try subscriptionStatus(containing: record)?.scheduledPlanChange
    }

    /// The plan change `waiting` (`planChangeWaiting(on:)`, read before the refund) that refunding `record` dropped, read
    /// back from the ledger: the refund revoked the subscription, which no longer renews into it; nil otherwise (an
    /// older period's refund leaves the subscription and its change going on).
    public func planChangeDropped(_ waiting: String?, byRefunding record: LedgerRecord) throws -> String? {
        guard let waiting, let status = try subscriptionStatus(containing: record), status.state == .revoked,
              status.scheduledPlanChange != waiting else { return nil }
        return waiting
    }
}
