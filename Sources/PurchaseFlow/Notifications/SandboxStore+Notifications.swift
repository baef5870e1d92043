import Foundation
import PaywallModel

extension SandboxStore {
    // MARK: Writing (inside the event's write)

    /// Writes a notification about a transaction to the outbox, inside the write of the event it reports, so
    /// the event and its notification commit together or not at all. It is due at once when a notifications URL
    /// is set, else recorded `unsent`. An `eventKey` already written leaves it out (see `LedgerSchema.notifications`).
    /// `settings`, when the caller holds them, save reading them again (a catch-up writes one per renewal).
    /// Returns the notification as written (its id 0 when left out).
    @discardableResult
    func notifyIn(_ database: SQLiteDatabase, _ type: ServerNotificationType, _ subtype: ServerNotificationSubtype? = nil,
                  transactionID: Int64?, originalID: Int64?, at date: Date, eventKey: String? = nil,
                  settings: SandboxSettings? = nil) throws -> ServerNotification {
        let isPosted = try (settings ?? self.settings()).notificationsURL != nil
        let created = Timestamp(date)
        var notification = ServerNotification(
            type: type, subtype: subtype, transactionID: transactionID, originalID: originalID, createdAt: created,
            state: isPosted ? .pending : .unsent, nextAttemptAt: isPosted ? created : nil)
        if try ledger.insertNotificationIn(database, notification, eventKey: eventKey) { notification.id = database.lastInsertedRowID }
        return notification
    }

    /// Writes a notification about a ledger row.
    func notifyIn(_ database: SQLiteDatabase, _ type: ServerNotificationType, _ subtype: ServerNotificationSubtype? = nil,
                  about record: LedgerRecord, at date: Date, eventKey: String? = nil, settings: SandboxSettings? = nil) throws {
        _ = try notifyIn(database, type, subtype, transactionID: record.id, originalID: record.originalID, at: date,
                         eventKey: eventKey, settings: settings)
    }

    /// The notification a completed purchase brings: ONE_TIME_CHARGE for anything but a subscription; for a
    /// subscription UPGRADE when it continues one (of OFFER_REDEEMED with a code offer, else DID_CHANGE_RENEWAL_PREF),
    /// else SUBSCRIBED, or OFFER_REDEEMED with a promotional, code or win-back offer, as INITIAL_BUY or RESUBSCRIBE (the
    /// group had a transaction before).
    /// `settings` are those the purchase was made under.
    func notifyPurchaseIn(_ database: SQLiteDatabase, _ record: LedgerRecord, resubscribes: Bool = false,
                          settings: SandboxSettings) throws {
        guard record.productKind == .autoRenewableSubscription, let group = record.groupID else {
            return try notifyIn(database, .oneTimeCharge, about: record, at: record.purchaseDate, settings: settings)
        }
        if record.originalID != record.id, !resubscribes {
            let type: ServerNotificationType = record.offer?.kind == .code ? .offerRedeemed : .didChangeRenewalPref
            return try notifyIn(database, type, .upgrade, about: record, at: record.purchaseDate, settings: settings)
        }
        let hadBefore = try ledger.groupHasTransactionIn(database, groupID: group, excluding: record.id)
        let isOffer = record.offer.map { $0.kind != .introductory } ?? false
        try notifyIn(database, isOffer ? .offerRedeemed : .subscribed, hadBefore ? .resubscribe : .initialBuy, about: record,
                     at: record.purchaseDate, settings: settings)
    }

    /// The notification a failed renewal brings: DID_FAIL_TO_RENEW, GRACE_PERIOD while the grace period setting is on.
    func notifyFailedRenewalIn(_ database: SQLiteDatabase, _ subscription: SubscriptionRecord, at date: Date, settings: SandboxSettings) throws {
        let subtype: ServerNotificationSubtype? = settings.isBillingGracePeriodEnabled ? .gracePeriod : nil
        try notifyIn(database, .didFailToRenew, subtype, transactionID: subscription.latestTransactionID, originalID: subscription.originalID,
                     at: date, settings: settings)
    }

    /// The notification of a subscription that expires now because it stops renewing (EXPIRED VOLUNTARY;
    /// PRODUCT_NOT_FOR_SALE when its product is gone from the catalog), keyed by its expiration so the clock does not
    /// report it again, at its own date.
    func notifyExpiredIn(_ database: SQLiteDatabase, _ subscription: SubscriptionRecord, _ subtype: ServerNotificationSubtype = .voluntary,
                         at date: Date) throws {
        try notifyIn(database, .expired, subtype, transactionID: subscription.latestTransactionID, originalID: subscription.originalID,
                     at: date, eventKey: Self.expiryKey(subscription))
    }

    // MARK: What the clock brings

    /// Writes the notifications time brought by `now` (before it only, when `onlyBefore`) that no write reported: a
    /// subscription that stopped renewing expired (EXPIRED VOLUNTARY; PRODUCT_NOT_FOR_SALE when its product was gone from
    /// the catalog), a grace period ended (GRACE_PERIOD_EXPIRED), billing retry gave up (EXPIRED BILLING_RETRY); each
    /// dated when it happened, once.
    func notifyLapsesIn(_ database: SQLiteDatabase, at now: Date, onlyBefore: Bool = false) throws {
        for (notification, key) in try lapsesIn(database, at: now, onlyBefore: onlyBefore) {
            try notifyIn(database, notification.type, notification.subtype, transactionID: notification.transactionID,
                         originalID: notification.originalID, at: notification.createdAt.date, eventKey: key)
        }
    }

    /// The condition on `subscriptions` of one that may have lapsed by `?1` (milliseconds) unreported: it stopped renewing
    /// or is in billing retry, and no expiration at its date was notified.
    static let lapseCandidateCondition = """
        is_revoked = 0 AND expiration_date <= ?1 AND (will_auto_renew = 0 OR billing_retry_start IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM notifications WHERE event_key = 'expired:' || original_id || ':' || expiration_date)
        """

    /// The lapses by `now` (before it only, when `onlyBefore`) not yet reported, with their event keys (see `notifyLapsesIn`).
    func lapsesIn(_ database: SQLiteDatabase, at now: Date, onlyBefore: Bool = false) throws -> [(ServerNotification, String)] {
        let since = try ledger.notificationStartIn(database)
        let candidates = try database.statement("""
            SELECT original_id FROM subscriptions WHERE \(Self.lapseCandidateCondition) AND expiration_date >= ?2
            ORDER BY expiration_date, original_id
            """).rows([.integer(Timestamp(now).milliseconds), .integer(since.milliseconds)]) { $0.int64(0) }
        guard !candidates.isEmpty else { return [] }
        let settings = try self.settings()
        let isDue: (Date) -> Bool = onlyBefore ? { $0 < now } : { $0 <= now }
        var lapses: [(ServerNotification, String)] = []
        for originalID in candidates {
            guard let subscription = try ledger.subscriptionIn(database, originalID: originalID),
                  let latest = try ledger.recordIn(database, id: subscription.latestTransactionID),
                  latest.revocationDate == nil, !latest.isUpgraded else { continue }
            func lapse(_ type: ServerNotificationType, _ subtype: ServerNotificationSubtype?, _ date: Date, _ key: String) {
                lapses.append((ServerNotification(type: type, subtype: subtype, transactionID: latest.id, originalID: originalID,
                                                  createdAt: Timestamp(date), state: .unsent), key))
            }
            guard let start = subscription.billingRetryStart else {
                guard isDue(subscription.expirationDate) else { continue }
                let subtype: ServerNotificationSubtype = subscription.expirationReason == .productUnavailable ? .productNotForSale : .voluntary
                lapse(.expired, subtype, subscription.expirationDate, Self.expiryKey(subscription))
                continue
            }
            let window = retryWindow(of: subscription, startingAt: start, settings: settings)
            let graceKey = "grace:\(originalID):\(Timestamp(start).milliseconds)"
            if window.graceEnd > start, isDue(window.graceEnd), try !ledger.hasNotificationIn(database, eventKey: graceKey) {
                // Apple's GRACE_PERIOD_EXPIRED has no subtype (GRACE_PERIOD is DID_FAIL_TO_RENEW's).
                lapse(.gracePeriodExpired, nil, window.graceEnd, graceKey)
            }
            if isDue(window.retryEnd) {
                lapse(.expired, .billingRetry, window.retryEnd, Self.expiryKey(subscription))
            }
        }
        return lapses
    }

    /// The event key of a subscription's expiration at its current expiration date.
    private static func expiryKey(_ subscription: SubscriptionRecord) -> String {
        "expired:\(subscription.originalID):\(subscription.expirationTime.milliseconds)"
    }

    /// Writes a TEST notification now (Request a Test Notification); throws `NotificationsURLMissingError` when no
    /// notifications URL is set, as Apple answers when none is configured.
    public func requestTestNotification() throws -> ServerNotification {
        try ledger.database.write { database in
            guard try settings().notificationsURL != nil else { throw NotificationsURLMissingError() }
            return try notifyIn(database, .test, transactionID: nil, originalID: nil, at: clock.now())
        }
    }

    // MARK: Reading

    /// Every notification in the outbox, oldest first, after catching up what the clock brought.
    public func notifications() throws -> [ServerNotification] {
        try catchUp()
        return try ledger.notifications()
    }

    /// Every attempt to send a notification, oldest first.
    public func attempts(of notification: ServerNotification) throws -> [NotificationAttempt] {
        try ledger.database.read { try ledger.notificationAttemptsIn($0, id: notification.id) }
    }

    /// A notification's signed payload: the one kept, else made now and kept (inside a write), so every attempt
    /// and every reader gets the same JWS. Throws `noSuchTransaction` when its transaction was deleted.
    func signedPayloadIn(_ database: SQLiteDatabase, of notification: ServerNotification) throws -> String {
        if let kept = notification.signedPayload { return kept }
        let settings = try self.settings()
        var payload = ServerNotificationPayload(
            notificationType: notification.type, subtype: notification.subtype, notificationUUID: notification.uuid,
            signedDate: notification.createdAt.milliseconds, environment: settings.environment, bundleId: bundleID,
            bundleVersion: try database.statement("SELECT app_version FROM app_transactions ORDER BY id DESC LIMIT 1").firstRow { $0.text(0) })
        if let id = notification.transactionID {
            guard let record = try ledger.recordIn(database, id: id) else { throw Self.noSuchTransaction(id) }
            payload.signedTransactionInfo = try signedTransaction(record, settings: settings)
            if let subscription = try ledger.subscriptionIn(database, originalID: record.originalID),
               let latest = try ledger.recordIn(database, id: subscription.latestTransactionID) {
                let status = status(of: subscription, latest: latest, at: notification.createdAt.date, settings: settings)
                payload.signedRenewalInfo = try signedRenewalInfo(status, settings: settings)
                payload.status = status.state.serverStatus
            }
        }
        let jws = try signer(for: settings.environment).sign(payload: payload.encoded())
        try ledger.setSignedPayloadIn(database, id: notification.id, jws)
        return jws
    }

    /// A notification's signed payload, made and kept now if it was not yet (see `signedPayloadIn`).
    public func signedPayload(of notification: ServerNotification) throws -> String {
        try ledger.database.write { database in
            let current = try ledger.notificationsIn(database, where: "id = ?1", [.integer(notification.id)]).first ?? notification
            return try signedPayloadIn(database, of: current)
        }
    }
}
