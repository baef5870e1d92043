import Foundation
import PaywallModel

/// A purchase of another subscription of a group the customer subscribes to, and when it takes effect.
///
/// `groupLevel` 1 is the highest level. An upgrade (to a higher level) is immediate and the rest of the old
/// period is credited pro rata; a downgrade waits for the next renewal; a crossgrade (same level) is
/// immediate when the periods are equal, otherwise it waits for the next renewal.
enum PlanChange {
    /// The new plan starts now, continuing the subscription (same original id); `credit` is what the unused
    /// rest of the old period is worth.
    case immediate(SubscriptionRecord, replacing: LedgerRecord, credit: Decimal)
    /// The new plan starts at the subscription's next renewal.
    case atRenewal(SubscriptionRecord, current: LedgerRecord)
}
