import Foundation
import PaywallModel

extension SandboxStore {
    /// How long the store retries a failed renewal before the subscription expires, in days (scaled by the time rate).
    public static let billingRetryDays = 60

    /// Makes everything that is due by the clock: every renewal (a new signed transaction with the
    /// subscription's original id, or the start of a billing retry when it fails to bill) and every refund
    /// review; returns the renewals.
    ///
    /// Runs when a store opens and before every read that depends on time, so what fell due while no kiosk
    /// ran is caught up.
    @discardableResult
    public func catchUp() throws -> [LedgerRecord] {
        try catchUp(at: clock.now())
    }

    /// Catches up to `now` (see `catchUp()`).
    @discardableResult
    func catchUp(at now: Date) throws -> [LedgerRecord] {
        // A read first: when nothing is due (the usual case) no write lock is taken.
        guard try ledger.database.read({
            try mayHaveAnythingDueIn($0, at: now) && (isAnythingDueIn($0, at: now) || !lapsesIn($0, at: now).isEmpty)
        }) else { return [] }
        return try ledger.database.write { try catchUpIn($0, at: now) }
    }

    /// Whether anything may be due by `now`, asked in one statement before the several that find what: a pending refund
    /// request whose review is due, a renewal due, a scheduled plan change (any: whether its wait ran out is for
    /// `subscriptionsWithEndedChangesIn`), or a lapse not yet notified (the candidates `lapsesIn` starts from). Each
    /// part has the condition of the query it stands for, so false means every one of them finds nothing; a purchase
    /// on a ledger with nothing due asks this once instead of those five (issue 17).
    func mayHaveAnythingDueIn(_ database: SQLiteDatabase, at now: Date) throws -> Bool {
        try database.statement(Self.anythingDueSQL).firstRow([.integer(Timestamp(now).milliseconds)]) { $0.int64(0) != 0 } ?? true
    }

    private static let anythingDueSQL = """
        SELECT EXISTS (SELECT 1 FROM refund_requests WHERE status = 'pending' AND review_date <= ?1)
            OR EXISTS (SELECT 1 FROM subscriptions WHERE \(SandboxLedger.dueSubscriptionCondition))
            OR EXISTS (SELECT 1 FROM transactions INDEXED BY transactions_scheduled WHERE status = 'scheduled')
            OR EXISTS (SELECT 1 FROM subscriptions WHERE \(lapseCandidateCondition)
                       AND expiration_date >= COALESCE((SELECT since FROM notification_start WHERE id = 1), 0))
        """

    /// Whether a renewal or a refund review is due by a date, or a scheduled plan change's wait ran out.
    private func isAnythingDueIn(_ database: SQLiteDatabase, at now: Date) throws -> Bool {
        try !ledger.dueSubscriptionsIn(database, at: now).isEmpty || !ledger.pendingRefundRequestsIn(database, dueBy: now).isEmpty
            || !subscriptionsWithEndedChangesIn(database, at: now).isEmpty
    }

    /// Catches up everything due by `now` inside a write, in time order and each at its own date, exactly as
    /// if the clock had moved in small steps: the renewals due by a refund review's date (those at that
    /// very moment too) come before the review, so a refund granted before a renewal revokes the subscription
    /// and one granted after it refunds only the old period; so do the lapses before it (a refund that revokes a
    /// subscription would hide the end of its grace period). Then the scheduled plan changes whose subscription
    /// ended with time (a billing retry ran out) lapse. The notifications it wrote are numbered in time order
    /// (`numberNotificationsInTimeOrderIn`), so one long advance writes the outbox small steps write. Returns the renewals.
    ///
    /// More renewals than `limit` throw a `RenewalLimitError` before anything is signed (the caller's write rolls back).
    func catchUpIn(_ database: SQLiteDatabase, at now: Date, limit: Int = .max) throws -> [LedgerRecord] {
        guard try mayHaveAnythingDueIn(database, at: now) else { return [] }
        let firstNotificationID = try ledger.nextNotificationIDIn(database)
        var renewals: [LedgerRecord] = []
        for request in try ledger.pendingRefundRequestsIn(database, dueBy: now) {
            let review = request.reviewDate ?? now
            renewals += try renewDueIn(database, at: review, limit: limit - renewals.count)
            try notifyLapsesIn(database, at: review, onlyBefore: true)
            try reviewIn(database, request, at: review)
        }
        renewals += try renewDueIn(database, at: now, limit: limit - renewals.count)
        for subscription in try subscriptionsWithEndedChangesIn(database, at: now) {
            try settleScheduledChangesIn(database, of: subscription, at: now)
        }
        try notifyLapsesIn(database, at: now)
        try ledger.numberNotificationsInTimeOrderIn(database, from: firstNotificationID)
        return renewals
    }

    /// Makes the renewals due by `now` inside a write: works out every due renewal, signs the ones that may entitle on
    /// every core, then writes them all in one batch.
    ///
    /// Within a subscription's run of renewals every one but the newest is written already replaced (it no
    /// longer renews). Signed now is the newest renewal of each product in the run: only those can entitle.
    /// The others, already over, are written with a deferred signature that never verifies and are signed
    /// the first time they are read (`signingDeferred`). The change log gets one entry per subscription, for
    /// its newest renewal, which is what a running app needs to update what the customer has; the earlier
    /// renewals are unfinished transactions, so apps still get each of them at their next launch.
    ///
    /// More renewals than `limit` throw a `RenewalLimitError` before anything is signed (the caller's write rolls back).
    private func renewDueIn(_ database: SQLiteDatabase, at now: Date, limit: Int) throws -> [LedgerRecord] {
        let due = try ledger.dueSubscriptionsIn(database, at: now)
        guard !due.isEmpty else { return [] }
        let settings = try self.settings()
        var nextID = try ledger.nextIDIn(database)
        var renewals: [LedgerRecord] = []
        var replacedIDs: [Int64] = []
        var newestIndices: [Int] = []
        var signedNow: [Int] = []
        var subscriptions: [SubscriptionRecord] = []
        var firstRenewals: [(subscription: Int, first: Int)] = []
        var ended: [SubscriptionRecord] = []
        for var subscription in due {
            guard var latest = try ledger.recordIn(database, id: subscription.latestTransactionID) else { continue }
            let replacedID = latest.id, first = renewals.count
            try renewWhileDue(&subscription, latest: &latest, until: now, settings: settings) { subscription, latest, date in
                guard renewals.count < limit else { throw RenewalLimitError(limit: limit) }
                let record = try nextRenewal(&subscription, after: latest, at: date, id: nextID, settings: settings) { later in
                    // This run's renewals are not written yet: the one before is the previous of them, or the ledger's.
                    if let index = renewals.lastIndex(where: { $0.id == later.id }), index > first { return renewals[index - 1] }
                    return try ledger.transactionBeforeIn(database, later)
                }
                nextID += 1
                renewals.append(record)
                return record
            }
            subscriptions.append(subscription)
            if let failed = subscription.billingRetryStart { try notifyFailedRenewalIn(database, subscription, at: failed, settings: settings) }
            if !subscription.willAutoRenew, renewals.count == first { ended.append(subscription) }
            guard renewals.count > first else { continue }
            firstRenewals.append((subscriptions.count - 1, first))
            var newestOfProduct: [String: Int] = [:]
            for index in first..<renewals.count {
                newestOfProduct[renewals[index].productID] = index
                renewals[index].willAutoRenew = index == renewals.count - 1 && subscription.willAutoRenew
                renewals[index].jws = LedgerRecord.deferredSignature
            }
            signedNow.append(contentsOf: newestOfProduct.values)
            replacedIDs.append(replacedID)
            newestIndices.append(renewals.count - 1)
        }
        numberInTimeOrder(&renewals, subscriptions: &subscriptions)
        var signing = signedNow.map { renewals[$0] }
        try signAll(&signing)
        for (index, record) in zip(signedNow, signing) { renewals[index] = record }
        let inTimeOrder = renewals.sorted { $0.id < $1.id }
        try ledger.insertIn(database, inTimeOrder)
        for renewal in inTimeOrder {
            try notifyIn(database, .didRenew, about: renewal, at: renewal.purchaseDate, settings: settings)
        }
        for id in replacedIDs {
            try ledger.setWillAutoRenewIn(database, id: id, false)
        }
        for index in newestIndices {
            try ledger.appendChangeIn(database, .transactionCompleted, transactionID: renewals[index].id, origin: origin,
                                      at: renewals[index].purchaseDate)
        }
        for (subscription, first) in firstRenewals {
            try settleScheduledChangesIn(database, of: subscriptions[subscription], renewal: renewals[first], at: now)
        }
        // Those that stopped renewing at their renewal date (the product was gone): their newest transaction no longer renews.
        for subscription in ended {
            try markNewestNotRenewingIn(database, subscription, at: subscription.expirationDate)
        }
        for subscription in subscriptions {
            try saveSubscriptionIn(database, subscription)
        }
        return inTimeOrder
    }

    /// Numbers one catch-up's renewals in time order, as small steps of the clock would have: they are worked out
    /// subscription by subscription (numbered so), then given the same ids ordered by purchase date (a tie keeps
    /// that order), and each subscription's newest transaction follows its renewal's new id.
    private func numberInTimeOrder(_ renewals: inout [LedgerRecord], subscriptions: inout [SubscriptionRecord]) {
        // Given out one after another as the renewals were worked out: already in ascending order, as are the indices.
        let ids = renewals.map(\.id)
        let order = renewals.indices.sorted { (renewals[$0].purchaseDate, $0) < (renewals[$1].purchaseDate, $1) }
        var newIDs: [Int64: Int64] = [:]
        for (rank, index) in order.enumerated() {
            newIDs[renewals[index].id] = ids[rank]
        }
        for index in renewals.indices {
            renewals[index].id = newIDs[renewals[index].id] ?? renewals[index].id
        }
        for index in subscriptions.indices {
            subscriptions[index].latestTransactionID = newIDs[subscriptions[index].latestTransactionID] ?? subscriptions[index].latestTransactionID
        }
    }

    /// Renews a subscription period after period until it runs past `now`, until a renewal fails to bill, or until the
    /// product it renews into is gone from the catalog (it then ends at its renewal date, `endAsProductUnavailable`);
    /// `renewal` makes each renewal starting at the given date.
    func renewWhileDue(_ subscription: inout SubscriptionRecord, latest: inout LedgerRecord, until now: Date,
                               settings: SandboxSettings,
                               _ renewal: (inout SubscriptionRecord, LedgerRecord, Date) throws -> LedgerRecord) throws {
        while subscription.willAutoRenew, !subscription.isRevoked, subscription.billingRetryStart == nil, subscription.expirationDate <= now {
            guard canRenew(subscription) else {
                endAsProductUnavailable(&subscription)
                return
            }
            if failsToBill(subscription, settings: settings) {
                startBillingRetry(&subscription, settings: settings)
                return
            }
            let previousEnd = subscription.expirationDate
            latest = try renewal(&subscription, latest, previousEnd)
            guard subscription.expirationDate > previousEnd else { return }
        }
    }

    /// Whether the catalog still sells the product a subscription renews into (as an auto-renewable subscription). One
    /// whose product is gone does not renew: it expires at its renewal date (`endAsProductUnavailable`), as on the App
    /// Store a subscription whose product is not for sale when it would renew.
    func canRenew(_ subscription: SubscriptionRecord) -> Bool {
        catalog.sellsSubscription(subscription.autoRenewProductID)
    }

    /// Ends a subscription at its renewal date because the product it renews into is gone from the catalog: it no longer
    /// renews (a billing retry under way ends too), and it expires then with the reason productUnavailable (App Store
    /// `expirationIntent` 4); `lapsesIn` writes its EXPIRED notification (PRODUCT_NOT_FOR_SALE). Nothing is charged.
    func endAsProductUnavailable(_ subscription: inout SubscriptionRecord) {
        subscription.willAutoRenew = false
        subscription.billingRetryStart = nil
        subscription.expirationReason = .productUnavailable
    }

    /// Marks the newest transaction of a subscription `endAsProductUnavailable` ended as no longer renewing, and logs
    /// the change at `date`.
    func markNewestNotRenewingIn(_ database: SQLiteDatabase, _ subscription: SubscriptionRecord, at date: Date) throws {
        try ledger.setWillAutoRenewIn(database, id: subscription.latestTransactionID, false)
        try ledger.appendChangeIn(database, .transactionUpdated, transactionID: subscription.latestTransactionID, origin: origin, at: date)
    }

    /// Whether a subscription's renewals fail to bill now: its billing issue, or the setting that fails every renewal.
    func failsToBill(_ subscription: SubscriptionRecord, settings: SandboxSettings) -> Bool {
        subscription.hasBillingIssue || settings.isRenewalBillingIssuesEnabled
    }

    /// Starts the billing retry (and grace period) of a renewal that failed at the end of the subscription's period,
    /// its window fixed now.
    func startBillingRetry(_ subscription: inout SubscriptionRecord, settings: SandboxSettings) {
        subscription.billingRetryStart = subscription.expirationDate
        subscription.billingRetryWindow = newRetryWindow(of: subscription, startingAt: subscription.expirationDate, settings: settings)
    }

    /// Writes one renewal now: a signed transaction starting at `date` (see `nextRenewal`), which applies or
    /// lapses the plan changes scheduled for it; its DID_RENEW notification has `subtype` (BILLING_RECOVERY after a
    /// billing retry) and is dated when the renewal is made (a renewal dated earlier, as one that keeps its date
    /// after the grace period, is still made now).
    func renew(_ subscription: inout SubscriptionRecord, after latest: LedgerRecord, at date: Date,
               settings: SandboxSettings, in database: SQLiteDatabase, subtype: ServerNotificationSubtype? = nil) throws -> LedgerRecord {
        var record = try nextRenewal(&subscription, after: latest, at: date, id: try ledger.nextIDIn(database), settings: settings) {
            try ledger.transactionBeforeIn(database, $0)
        }
        try sign(&record)
        try writeRenewal(record, replacing: latest.id, in: database)
        try notifyIn(database, .didRenew, subtype, about: record, at: max(record.purchaseDate, clock.now()), settings: settings)
        try settleScheduledChangesIn(database, of: subscription, renewal: record, at: clock.now())
        return record
    }

    /// The unsigned renewal transaction `id` starting at `date`, on the terms `renewalTerms` gives; moves the
    /// subscription on.
    /// `before` gives the subscription's transaction before one (for the anniversary of its run, `renewalEnd`).
    private func nextRenewal(_ subscription: inout SubscriptionRecord, after latest: LedgerRecord, at date: Date, id: Int64,
                             settings: SandboxSettings, before: (LedgerRecord) throws -> LedgerRecord?) throws -> LedgerRecord {
        let terms = try renewalTerms(of: subscription, after: latest)
        let product = terms.product, details = terms.details
        let storefront = renewalStorefront(after: latest, settings: settings)
        var record = LedgerRecord(
            productID: product.id, productKind: .autoRenewableSubscription, groupID: details.groupID, status: .completed,
            reason: .renewal, purchaseDate: date, originalPurchaseDate: latest.originalPurchaseDate, ownership: latest.ownership,
            storefront: latest.storefront, currency: latest.currency ?? storefront.currency.code,
            appAccountToken: latest.appAccountToken, willAutoRenew: true
        )
        record.id = id
        record.originalID = subscription.originalID
        subscription.pendingCodeOffer = nil
        record.priceMilliunits = Self.milliunits(terms.price(in: storefront, from: priceBook).amount)
        switch terms.offer {
        case .redeemedCode(let offer):
            record.offer = Self.transactionOffer(offer)
            record.expirationDate = Self.firstPeriodEnd(of: details, offer: offer, from: date, rate: settings.timeRate)
            subscription.offerPeriodsLeft = Self.periodsLeftAfterFirst(of: offer)
        case .continuing(let offer):
            record.offer = latest.offer
            record.expirationDate = try renewalEnd(of: offer.period, from: date, after: latest, rate: settings.timeRate, inRun: {
                $0.productID == product.id && $0.offer == latest.offer && !$0.isUpgraded
            }, before: before)
            subscription.offerPeriodsLeft -= 1
        case .none:
            record.expirationDate = try renewalEnd(of: details.period, from: date, after: latest, rate: settings.timeRate, inRun: {
                $0.productID == product.id && $0.offer == nil && !$0.isUpgraded
            }, before: before)
            subscription.offerPeriodsLeft = 0
        }
        subscription.latestTransactionID = record.id
        subscription.productID = product.id
        subscription.expirationDate = record.expirationDate ?? date
        return record
    }

    /// When a renewal of `period` starting at `date` ends: on the anniversary of the start of the run it continues. A
    /// calendar period keeps the day of the month its run started on (a monthly plan bought on the 31st renews on the
    /// 28th of February, then the 31st of March, not the 28th from then on), so the end is counted from the starts of
    /// the run's periods before (`latest`, then each transaction `before` gives while it ends where the next starts and
    /// is `inRun`), going back only while a start may itself have been moved back by a shorter month. A period cut
    /// short (a forced renewal ended it early) is no whole period of a run: the period after it starts a run of its own,
    /// so a renewal forced mid-period lasts one period from when it was forced.
    func renewalEnd(of period: SubscriptionPeriod, from date: Date, after latest: LedgerRecord, rate: TimeRate,
                    inRun: (LedgerRecord) -> Bool, before: (LedgerRecord) throws -> LedgerRecord?) throws -> Date {
        func continuesRun(_ record: LedgerRecord) -> Bool {
            guard inRun(record), let expiration = record.expirationDate else { return false }
            return expiration >= rate.end(of: period, from: record.purchaseDate)
        }
        var end = rate.end(of: period, from: date)
        var record: LedgerRecord? = continuesRun(latest) ? latest : nil
        var periods = 2
        while let current = record {
            end = max(end, rate.end(of: period, times: periods, from: current.purchaseDate))
            // Four years back at most: a yearly plan started on the 29th of February.
            guard periods < 6, rate.mayHaveShortened(current.purchaseDate), let earlier = try before(current),
                  earlier.expirationDate == current.purchaseDate, continuesRun(earlier) else { break }
            record = earlier
            periods += 1
        }
        return end
    }

    /// What a subscription's next renewal makes: the product it renews into (a scheduled plan change's), with a
    /// code offer the subscriber redeemed, else the offer it was bought with while pay-as-you-go periods remain
    /// (on the same product), else none. The one computation renewals and the upcoming events both use.
    func renewalTerms(of subscription: SubscriptionRecord, after latest: LedgerRecord) throws -> RenewalTerms {
        let product = try product(subscription.autoRenewProductID)
        guard let details = product.subscription else {
            throw MarketplaceError(.productUnavailable, "'\(product.id)' is not an auto-renewable subscription.")
        }
        if let code = subscription.pendingCodeOffer.flatMap({ name in details.codeOffers.first { Self.matches($0, OfferChoice(kind: .code, id: name)) } }) {
            return RenewalTerms(product: product, details: details, offer: .redeemedCode(code))
        }
        if subscription.offerPeriodsLeft > 0, product.id == latest.productID,
           let offer = latest.offer.flatMap({ chosen in details.allOffers.first { Self.matches($0, chosen) } }) {
            return RenewalTerms(product: product, details: details, offer: .continuing(offer))
        }
        return RenewalTerms(product: product, details: details, offer: .none)
    }

    /// Writes a signed renewal, turns auto-renew off on the transaction it replaces and logs the change.
    private func writeRenewal(_ record: LedgerRecord, replacing replacedID: Int64, in database: SQLiteDatabase) throws {
        try ledger.insertIn(database, record)
        try ledger.setWillAutoRenewIn(database, id: replacedID, false)
        try ledger.appendChangeIn(database, .transactionCompleted, transactionID: record.id, origin: origin, at: record.purchaseDate)
    }

    /// The most renewals one advance of the clock writes (`kiosk sandbox advance P10000Y` on a weekly plan
    /// would otherwise write half a million).
    public static let maximumRenewalsPerAdvance = 10_000

    /// Moves the sandbox clock forward for every process on this ledger, then catches up renewals, all in
    /// one SQL transaction: a step past the clock's range (`ClockRangeError`) or one that would make more
    /// than `maximumRenewalsPerAdvance` renewals (`RenewalLimitError`) changes nothing.
    @discardableResult
    public func advanceClock(by step: ClockStep) throws -> [LedgerRecord] {
        try ledger.database.write { database in
            let offset = try ledger.clockOffsetIn(database)
            let now = clock.now(offset: offset)
            guard let end = step.end(from: now) else { throw ClockRangeError(step: step.description) }
            return try moveClockIn(database, offset: offset, from: now, to: end)
        }
    }
}
