import Foundation
import PaywallModel

extension SandboxStore {
    /// The grace period in days for a subscription period: 6 for weekly (and shorter) plans, 16 otherwise.
    public static func gracePeriodDays(for period: SubscriptionPeriod) -> Int {
        period <= .week ? 6 : 16
    }

    /// The group's subscription the Apple ID bought itself (not family-shared) that gives access now (subscribed, or
    /// in its grace period), after catching up; nil when there is none.
    public func accessGivingSubscription(in group: String) throws -> SandboxSubscriptionStatus? {
        // The rule a purchase, an approval and a redemption use to make a plan change (`activeSubscriptionIn`).
        try catchUp()
        let settings = try self.settings(), now = clock.now()
        return try ledger.database.read { database in
            try activeSubscriptionIn(database, group: group, ownership: .purchased, at: now).map { status(of: $0.0, latest: $0.1, at: now, settings: settings) }
        }
    }

    /// The status of every subscription of a group (newest first), after catching up renewals.
    public func subscriptionStatuses(group: String) throws -> [SandboxSubscriptionStatus] {
        try catchUp()
        let settings = try self.settings()
        let now = clock.now()
        return try ledger.database.read { database in
            try ledger.subscriptionsIn(database, groupID: group).compactMap { subscription in
                guard let latest = try ledger.recordIn(database, id: subscription.latestTransactionID) else { return nil }
                return status(of: subscription, latest: latest, at: now, settings: settings)
            }
        }
    }

    /// The ids of the subscription groups to report on: the catalog's in file order, then any other the ledger has a
    /// subscription in (a group taken out of the catalog since it was bought), by id.
    public func subscriptionGroupIDs() throws -> [String] {
        let catalogIDs = catalog.subscriptionGroups.map(\.id)
        let known = Set(catalogIDs)
        return catalogIDs + (try ledger.subscriptionGroupIDs()).filter { !known.contains($0) }
    }

    /// The status of every subscription of every group `subscriptionGroupIDs()` names, group by group (each newest
    /// first), after catching up.
    public func allSubscriptionStatuses() throws -> [SandboxSubscriptionStatus] {
        try subscriptionGroupIDs().flatMap { try subscriptionStatuses(group: $0) }
    }

    /// The status of the customer's newest subscription whose current product is `productID`, after catching up;
    /// nil for a product that is no subscription or not subscribed to.
    public func subscriptionStatus(of productID: String) throws -> SandboxSubscriptionStatus? {
        guard let group = catalog.product(withID: productID)?.subscription?.groupID else { return nil }
        return try subscriptionStatuses(group: group).first { $0.subscription.productID == productID }
    }

    /// The product each group's subscription is scheduled to change to at its next renewal (a downgrade, a crossgrade,
    /// a code's product), by group id, after catching up; groups with no change scheduled are left out.
    public func scheduledPlanChanges() throws -> [String: String] {
        var changes: [String: String] = [:]
        for status in try allSubscriptionStatuses() {
            if let change = status.scheduledPlanChange { changes[status.subscription.groupID] = change }
        }
        return changes
    }

    /// The product of a plan change `before` had scheduled (`scheduledPlanChanges()` read earlier) that is scheduled no
    /// longer: what a code redeemed since replaced; nil when none was dropped.
    public func planChangeDropped(since before: [String: String]) throws -> String? {
        let now = try scheduledPlanChanges()
        return before.keys.sorted().first { now[$0] != before[$0] }.flatMap { before[$0] }
    }

    /// The status of the subscription a transaction belongs to (by its original id), after catching up; nil for a
    /// transaction of no subscription.
    public func subscriptionStatus(containing record: LedgerRecord) throws -> SandboxSubscriptionStatus? {
        guard let group = record.groupID else { return nil }
        return try subscriptionStatuses(group: group).first { $0.subscription.originalID == record.originalID }
    }

    /// Works out a subscription's state and renewal info at a time; the same facts and time give the same answer.
    public func status(of subscription: SubscriptionRecord, latest: LedgerRecord, at now: Date, settings: SandboxSettings) -> SandboxSubscriptionStatus {
        let failure = subscription.billingRetryStart.map { start in
            let window = retryWindow(of: subscription, startingAt: start, settings: settings)
            return FailedRenewal(date: start, graceEnd: window.graceEnd, retryEnd: window.retryEnd)
        }
        let state: RenewalState
        var reason: ExpirationReason?
        if subscription.isRevoked || latest.revocationDate != nil {
            state = .revoked
        } else if let failure {
            state = now < failure.graceEnd ? .inGracePeriod : (now < failure.retryEnd ? .inBillingRetryPeriod : .expired)
            if state == .expired { reason = .billingError }
        } else if now < subscription.expirationDate {
            state = .subscribed
        } else {
            state = .expired
            reason = subscription.expirationReason ?? (subscription.willAutoRenew ? .unknown : .autoRenewDisabled)
        }
        let willRenew = subscription.willAutoRenew && state != .expired && state != .revoked
        let storefront = renewalStorefront(after: latest, settings: settings)
        // The next renewal's terms, as renewing works them out: a redeemed code, an offer's periods still to run, else the full price.
        let terms = try? renewalTerms(of: subscription, after: latest)
        let renewalPrice = terms?.price(in: storefront, from: priceBook).amount
        let code = terms?.redeemedCode
        let info = RenewalInfo(
            originalTransactionID: subscription.originalID, currentProductID: subscription.productID, willAutoRenew: willRenew,
            autoRenewPreference: subscription.autoRenewProductID, expirationReason: reason,
            renewalDate: willRenew ? subscription.expirationDate : nil,
            gracePeriodExpirationDate: state == .inGracePeriod ? failure?.graceEnd : nil,
            isInBillingRetry: state == .inGracePeriod || state == .inBillingRetryPeriod,
            renewalPrice: willRenew ? renewalPrice : nil,
            currency: storefront.currency.code,
            offerCode: willRenew ? code.flatMap(Self.offerIdentifier) : nil
        )
        let removed = Set([subscription.productID, subscription.autoRenewProductID].filter { catalog.product(withID: $0)?.subscription == nil })
        return SandboxSubscriptionStatus(subscription: subscription, state: state, renewalInfo: info, latest: latest, renewalStorefront: storefront,
                                         failedRenewal: failure, removedFromCatalog: removed)
    }

    /// When the grace period (none while the grace period setting is off) and the billing retry of a subscription's
    /// failed renewal end: as fixed when it failed (for a retry an older ledger holds, worked out from the settings now),
    /// so a later time rate moves neither and turning the grace period on later grants none.
    func retryWindow(of subscription: SubscriptionRecord, startingAt start: Date, settings: SandboxSettings) -> RetryWindow {
        let window = subscription.billingRetryWindow ?? newRetryWindow(of: subscription, startingAt: start, settings: settings)
        return settings.isBillingGracePeriodEnabled ? window : RetryWindow(graceEnd: start, retryEnd: window.retryEnd)
    }

    /// When the grace period (none when the setting is off) and the billing retry of a renewal failing at `start` end,
    /// at the settings in force now (to whole milliseconds, as the ledger keeps them).
    func newRetryWindow(of subscription: SubscriptionRecord, startingAt start: Date, settings: SandboxSettings) -> RetryWindow {
        let period = catalog.product(withID: subscription.productID)?.subscription?.period ?? .month
        let grace = settings.isBillingGracePeriodEnabled
            ? settings.timeRate.duration(ofDays: Self.gracePeriodDays(for: period), forSubscriptionOf: period) : 0
        let retry = settings.timeRate.duration(ofDays: Self.billingRetryDays, forSubscriptionOf: period)
        return RetryWindow(graceEnd: Timestamp(start.addingTimeInterval(grace)).date, retryEnd: Timestamp(start.addingTimeInterval(retry)).date)
    }

    /// The end of access a subscription gives: the end of its grace period while in one, else its expiration.
    func accessEnd(of subscription: SubscriptionRecord, settings: SandboxSettings) -> Date {
        guard let start = subscription.billingRetryStart else { return subscription.expirationDate }
        return max(subscription.expirationDate, retryWindow(of: subscription, startingAt: start, settings: settings).graceEnd)
    }
}

extension SandboxStore {
    /// The end of the grace period of every subscription in billing retry, by original transaction id.
    func graceEnds(settings: SandboxSettings) throws -> [Int64: Date] {
        var ends: [Int64: Date] = [:]
        for subscription in try ledger.database.read({ try ledger.subscriptionsInBillingRetryIn($0) }) {
            ends[subscription.originalID] = accessEnd(of: subscription, settings: settings)
        }
        return ends
    }
}
