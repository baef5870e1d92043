import Foundation
import PaywallModel

/// Where a ledger row stands in its life.
public enum LedgerStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// A transaction that happened and is signed.
    case completed
    /// An Ask to Buy request waiting for a parent to approve or decline it.
    case askToBuy
    /// A purchase interrupted by an issue the customer must resolve (terms, billing) first.
    case interrupted
    /// An Ask to Buy request the parent declined.
    case declined
    /// A request approved or resolved as a plan change that takes effect at the subscription's next renewal
    /// (a downgrade, a crossgrade to another period, a subscriber's code offer); nothing was charged.
    case scheduled
    /// A `scheduled` plan change the renewal it waited for made: that renewal is its transaction; the row itself
    /// was never charged.
    case applied
    /// A `scheduled` plan change that never happened: its subscription expired, was refunded or revoked,
    /// stopped renewing, or changed plan before the renewal. Nothing was charged.
    case lapsed
}
