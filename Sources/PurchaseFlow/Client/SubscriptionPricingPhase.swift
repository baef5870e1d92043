import Foundation
import PaywallModel

/// One phase of a subscription offer.
public struct SubscriptionPricingPhase: Sendable, Hashable {
    /// The price charged each billing period of the phase (once for a non-recurring phase).
    public let price: Decimal
    /// The price formatted for the locale.
    public let displayPrice: String
    /// The ISO 8601 billing period (`P1M`).
    public let billingPeriod: String?
    /// How many periods the phase lasts; 0 means it recurs until cancelled.
    public let billingCycleCount: Int
    /// `INFINITE_RECURRING`, `FINITE_RECURRING` or `NON_RECURRING`.
    public let recurrenceMode: String
}
