import Foundation
import PaywallModel

/// One way to subscribe: the base plan (no id, no type) or an offer, as a list of pricing phases.
public struct SubscriptionOfferInfo: Sendable, Hashable {
    /// The offer id (promotional, win-back) or reference name (code); nil for the base plan and introductory offers.
    public let id: String?
    /// The offer's kind; nil for the base plan.
    public let type: SubscriptionOffer.Kind?
    /// The phases, in order: the offer's phase, then the base plan's.
    public let pricingPhases: [SubscriptionPricingPhase]

    /// The choice that buys this offer; nil for the base plan.
    public var choice: OfferChoice? { type.map { OfferChoice(kind: $0, id: id) } }
}
