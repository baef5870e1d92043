import Foundation

/// What moving the sandbox clock made happen, read from the ledger before and after the move: renewals, plan
/// changes they applied and offer codes they started, renewals that failed to bill, grace periods and billing
/// retries that ended, expirations, refund requests decided. The clock screen and `kiosk sandbox advance` say it.
public struct ClockReport: Equatable, Sendable {
    /// What the ledger holds that the clock changes, at one moment (`SandboxStore.clockReading()`).
    public struct Reading: Equatable, Sendable {
        /// When it was read (on the sandbox clock); nil in a reading made by hand.
        public var time: Date?
        /// The failed renewal of each subscription whose newest renewal failed to bill, by original transaction id.
        public var failedRenewals: [Int64: FailedRenewal]
        /// Each subscription's state, by original transaction id.
        public var states: [Int64: RenewalState]
        /// Each subscription's current product, by original transaction id.
        public var products: [Int64: String]
        /// The offer of each subscription's newest transaction, by original transaction id, where it has one.
        public var offers: [Int64: TransactionOffer]
        /// Each refund request's status, by request id.
        public var refundRequests: [Int64: RefundRequest.Status]
        /// The id the ledger's next record gets.
        public var nextRecordID: Int64

        /// Creates a reading.
        public init(time: Date? = nil, states: [Int64: RenewalState], failedRenewals: [Int64: FailedRenewal] = [:],
                    products: [Int64: String] = [:], offers: [Int64: TransactionOffer] = [:],
                    refundRequests: [Int64: RefundRequest.Status], nextRecordID: Int64) {
            self.time = time
            self.failedRenewals = failedRenewals
            self.states = states
            self.products = products
            self.offers = offers
            self.refundRequests = refundRequests
            self.nextRecordID = nextRecordID
        }
    }

    /// Renewals charged.
    public var renewals = 0
    /// Renewals into another product than the one before (a scheduled downgrade or crossgrade applied).
    public var planChangesApplied = 0
    /// Renewals that started an offer code the subscriber redeemed.
    public var offersStarted = 0
    /// Renewals that failed to bill (billing retry or grace began).
    public var failedRenewals = 0
    /// Grace periods that ended (billing retry goes on without access).
    public var gracePeriodsEnded = 0
    /// Billing retries that ran out (the subscription expired).
    public var billingRetriesEnded = 0
    /// Subscriptions that expired otherwise (auto-renew off).
    public var expirations = 0
    /// Refund requests granted.
    public var refundsGranted = 0
    /// Refund requests declined.
    public var refundsDeclined = 0

    /// The report between two readings, with the records written since the first.
    public init(from before: Reading, to after: Reading, newRecords: [LedgerRecord]) {
        var products = before.products
        var offers = before.offers
        for renewal in newRecords.filter({ $0.id >= before.nextRecordID && $0.reason == .renewal }).sorted(by: { $0.id < $1.id }) {
            renewals += 1
            let subscription = renewal.originalID
            if let product = products[subscription], product != renewal.productID { planChangesApplied += 1 }
            if let offer = renewal.offer, offer.kind == .code, offers[subscription] != offer { offersStarted += 1 }
            products[subscription] = renewal.productID
            offers[subscription] = renewal.offer
        }
        for (originalID, old) in before.states {
            guard let new = after.states[originalID] else { continue }
            // A failed renewal's steps are counted by their dates: one move may pass the failure, the grace period's
            // end and the billing retry's end, which the states before and after alone do not tell.
            if let failure = after.failedRenewals[originalID], let from = before.time, let to = after.time, old != .revoked, new != .revoked {
                let passed = { (date: Date) in from < date && date <= to }
                if passed(failure.date) { failedRenewals += 1 }
                if failure.graceEnd > failure.date, passed(failure.graceEnd) { gracePeriodsEnded += 1 }
                if new == .expired, passed(failure.retryEnd) { billingRetriesEnded += 1 }
                continue
            }
            guard new != old else { continue }
            switch (old, new) {
            case (.subscribed, .inGracePeriod), (.subscribed, .inBillingRetryPeriod): failedRenewals += 1
            case (.inGracePeriod, .inBillingRetryPeriod): gracePeriodsEnded += 1
            case (.inGracePeriod, .expired), (.inBillingRetryPeriod, .expired): billingRetriesEnded += 1
            case (_, .expired) where old != .revoked: expirations += 1
            default: break
            }
        }
        for (id, old) in before.refundRequests where old == .pending {
            switch after.refundRequests[id] {
            case .granted: refundsGranted += 1
            case .declined: refundsDeclined += 1
            default: break
            }
        }
    }

    /// `3 renewals, 1 plan change applied, 1 expiration`; `nothing happened` when nothing did.
    public var words: String {
        let parts = [
            Self.count(renewals, "renewal"), Self.count(planChangesApplied, "plan change applied", plural: "plan changes applied"),
            Self.count(offersStarted, "offer started", plural: "offers started"),
            Self.count(failedRenewals, "renewal that failed to bill", plural: "renewals that failed to bill"),
            Self.count(gracePeriodsEnded, "grace period ended", plural: "grace periods ended"),
            Self.count(billingRetriesEnded, "billing retry ended (expired)", plural: "billing retries ended (expired)"), Self.count(expirations, "expiration"),
            Self.count(refundsGranted, "refund granted", plural: "refunds granted"),
            Self.count(refundsDeclined, "refund request declined", plural: "refund requests declined"),
        ].compactMap { $0 }
        return parts.isEmpty ? "nothing happened" : parts.joined(separator: ", ")
    }

    /// `1 renewal`, `3 renewals`; nil for none.
    private static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String? {
        guard number > 0 else { return nil }
        return "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
