import Foundation
import PurchaseFlow

/// What moving the sandbox clock made happen, read from the ledger before and after the move: renewals,
/// renewals that failed to bill, grace periods that ended, expirations, refund requests reviewed.
struct ClockReport: Equatable {
    /// What the ledger holds that the clock changes, at one moment.
    struct Reading: Equatable {
        /// Each subscription's state, by original transaction id.
        var states: [Int64: RenewalState]
        /// Each refund request's status, by request id.
        var refundRequests: [Int64: RefundRequest.Status]
        /// The id the ledger's next record gets.
        var nextRecordID: Int64
    }

    /// Renewals charged.
    var renewals = 0
    /// Renewals that failed to bill (billing retry or grace began).
    var failedRenewals = 0
    /// Grace periods that ended (billing retry goes on without access).
    var gracePeriodsEnded = 0
    /// Subscriptions that expired.
    var expirations = 0
    /// Refund requests granted.
    var refundsGranted = 0
    /// Refund requests declined.
    var refundsDeclined = 0

    /// The report between two readings, with the records written since the first.
    init(from before: Reading, to after: Reading, newRecords: [LedgerRecord]) {
        renewals = newRecords.filter { $0.id >= before.nextRecordID && $0.reason == .renewal }.count
        for (originalID, old) in before.states {
            guard let new = after.states[originalID], new != old else { continue }
            switch (old, new) {
            case (.subscribed, .inGracePeriod), (.subscribed, .inBillingRetryPeriod): failedRenewals += 1
            case (.inGracePeriod, .inBillingRetryPeriod): gracePeriodsEnded += 1
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

    /// `3 renewals, 1 expiration`; `nothing happened` when nothing did.
    var words: String {
        let parts = [
            Self.count(renewals, "renewal"), Self.count(failedRenewals, "renewal that failed to bill", plural: "renewals that failed to bill"),
            Self.count(gracePeriodsEnded, "grace period ended", plural: "grace periods ended"), Self.count(expirations, "expiration"),
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
