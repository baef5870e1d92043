import Foundation
import PaywallModel

extension SandboxStore {
    /// Everything the clock will make happen after now, soonest first (one event per subscription and per refund
    /// request waiting for review).
    public func upcomingEvents() throws -> [ClockEvent] {
        try ledger.database.read { database in
            try upcomingEventsIn(database, after: clock.now(offset: try ledger.clockOffsetIn(database)).date)
        }
    }

    /// Moves the clock to the next event and makes everything due by then happen, in one SQL transaction;
    /// returns the event jumped to, or nil (the clock stays) when nothing is scheduled. With `expected` (the next
    /// event as a screen showed it), only to that event: when the next event is another by now, it throws
    /// `NextEventChanged` and the clock stays.
    @discardableResult
    public func advanceClockToNextEvent(expecting expected: ClockEvent? = nil) throws -> ClockEvent? {
        try ledger.database.write { database in
            let offset = try ledger.clockOffsetIn(database)
            let now = clock.now(offset: offset)
            guard let next = try upcomingEventsIn(database, after: now.date).first else { return nil }
            if let expected, next != expected { throw NextEventChanged(expected: expected, next: next) }
            let end = Timestamp(next.date)
            try moveClockIn(database, offset: offset, from: now, to: end)
            return next
        }
    }

    /// Turns the time rate to real time and the clock back to the wall clock, or, when the ledger holds something
    /// dated after the wall clock (a transaction, a refund, a refund request, an event the clock made happen to a
    /// subscription), back to the newest such date, which is returned: the ledger never goes back past what it holds.
    @discardableResult
    public func resetClockToRealTime() throws -> ClockReset {
        try ledger.database.write { database in
            let wallClock = clock.now(offset: 0).date
            let now = clock.now(offset: try ledger.clockOffsetIn(database)).date
            try ledger.setSettingIn(database, key: "time-rate", value: String(TimeRate.realTime.rawValue))
            let happened = [try newestDateIn(database)?.date, try newestSubscriptionEventIn(database, now: now)].compactMap { $0 }.max()
            let newest = happened.flatMap { $0 > wallClock ? $0 : nil }
            // Back as far as the ledger allows: the wall clock, or the latest date already in it.
            try ledger.setClockOffsetIn(database, newest.map { Timestamp($0).milliseconds - Timestamp(wallClock).milliseconds } ?? 0)
            try ledger.appendChangeIn(database, .settingsChanged, transactionID: nil, origin: origin,
                                      at: clock.now(offset: try ledger.clockOffsetIn(database)).date)
            return newest.map(ClockReset.keptAhead(newestDate:)) ?? .backToWallClock
        }
    }

    /// The latest date the ledger holds: a purchase, a revocation, a refund request asked or decided, a server
    /// notification (turning auto-renew off is dated only there).
    private func newestDateIn(_ database: SQLiteDatabase) throws -> Timestamp? {
        try database.statement("""
            SELECT MAX(d) FROM (SELECT MAX(purchase_date) AS d FROM transactions UNION ALL SELECT MAX(revocation_date) FROM transactions
            UNION ALL SELECT MAX(requested_at) FROM refund_requests UNION ALL SELECT MAX(decided_at) FROM refund_requests
            UNION ALL SELECT MAX(created_at) FROM notifications)
            """).firstRow { $0.isNull(0) ? nil : Timestamp(milliseconds: $0.int64(0)) } ?? nil
    }

    /// The latest event the clock already made happen to a subscription by `now`: an expiry (a period that ended
    /// without renewing, Expire now), a failed renewal, the end of a grace period or of billing retry; nil when
    /// none has.
    private func newestSubscriptionEventIn(_ database: SQLiteDatabase, now: Date) throws -> Date? {
        let settings = try self.settings()
        var dates: [Date] = []
        for subscription in try ledger.subscriptionsIn(database) {
            if subscription.expirationDate <= now { dates.append(subscription.expirationDate) }
            if let start = subscription.billingRetryStart {
                let window = retryWindow(of: subscription, startingAt: start, settings: settings)
                dates += [start, window.graceEnd, window.retryEnd].filter { $0 <= now }
            }
        }
        return dates.max()
    }

    /// Sets the clock offset so the clock reads `end`, logs it, and catches up what fell due, inside a write;
    /// returns the renewals.
    @discardableResult
    func moveClockIn(_ database: SQLiteDatabase, offset: Int64, from now: Timestamp, to end: Timestamp) throws -> [LedgerRecord] {
        try ledger.setClockOffsetIn(database, offset + (end.milliseconds - now.milliseconds))
        try ledger.appendChangeIn(database, .settingsChanged, transactionID: nil, origin: origin, at: end.date)
        return try catchUpIn(database, at: end.date, limit: Self.maximumRenewalsPerAdvance)
    }

    /// The events after `now`, soonest first, from the ledger inside a read or write.
    private func upcomingEventsIn(_ database: SQLiteDatabase, after now: Date) throws -> [ClockEvent] {
        let settings = try self.settings()
        var events: [ClockEvent] = []
        for subscription in try ledger.subscriptionsIn(database) where !subscription.isRevoked {
            guard let latest = try ledger.recordIn(database, id: subscription.latestTransactionID), !latest.isUpgraded,
                  latest.revocationDate == nil else { continue }
            func event(_ kind: ClockEvent.Kind, _ date: Date, into next: String? = nil) -> ClockEvent {
                ClockEvent(kind: kind, date: date, transactionID: latest.id, productID: subscription.productID, nextProductID: next)
            }
            if let start = subscription.billingRetryStart {
                let window = retryWindow(of: subscription, startingAt: start, settings: settings)
                if window.graceEnd > now, window.graceEnd > start { events.append(event(.graceEnd, window.graceEnd)) }
                else if window.retryEnd > now { events.append(event(.billingRetryEnd, window.retryEnd)) }
            } else if subscription.expirationDate > now {
                let (kind, next) = renewalKind(subscription, latest: latest, settings: settings)
                events.append(event(kind, subscription.expirationDate, into: next))
            }
        }
        for request in try ledger.pendingRefundRequestsIn(database) {
            guard let review = request.reviewDate, review > now, let record = try ledger.recordIn(database, id: request.transactionID) else { continue }
            events.append(ClockEvent(kind: .refundReview, date: review, transactionID: record.id, productID: record.productID))
        }
        return events.sorted { ($0.date, $0.transactionID) < ($1.date, $1.transactionID) }
    }

    /// What the end of a subscription's current period brings, and the product a renewal makes: a renewal on the
    /// terms the renewal itself will use (`renewalTerms`: into a scheduled plan, with a redeemed code, at the full
    /// price when its offer ends), a renewal that fails to bill, or its expiration (it does not renew, or the product it
    /// renews into is gone from the catalog).
    private func renewalKind(_ subscription: SubscriptionRecord, latest: LedgerRecord, settings: SandboxSettings) -> (ClockEvent.Kind, String?) {
        guard subscription.willAutoRenew else { return (.expiration, nil) }
        guard canRenew(subscription) else { return (.productUnavailable, subscription.autoRenewProductID) }
        if failsToBill(subscription, settings: settings) { return (.failedRenewal, nil) }
        guard let terms = try? renewalTerms(of: subscription, after: latest) else { return (.renewal, nil) }
        let next = terms.product.id
        switch terms.offer {
        case .redeemedCode: return (.offerStart, next)
        case .continuing: return (.renewal, next)
        case .none:
            if next != subscription.productID { return (.planChange, next) }
            return (latest.offer != nil ? .offerEnd : .renewal, next)
        }
    }
}
