/// What a placement shows a customer, and why.
public struct PlacementResolution: Sendable, Hashable {
    /// The outcome.
    public enum Outcome: Sendable, Hashable {
        /// Draw this paywall; `offering` is `nil` for a default paywall made from the whole catalog.
        case paywall(offering: Offering?, paywall: ResolvedPaywall, route: PlacementRoute)
        /// Draw nothing.
        case nothing(NoPaywallReason)
    }

    /// The placement asked for.
    public var placement: String
    /// What to draw.
    public var outcome: Outcome
    /// Remarks on the way (an invalid paywall replaced, an unknown offering, an audience skipped).
    public var notes: [String]

    /// The paywall, when one is drawn.
    public var paywall: ResolvedPaywall? {
        if case .paywall(_, let paywall, _) = outcome { return paywall }
        return nil
    }

    /// The offering, when a published one is drawn.
    public var offering: Offering? {
        if case .paywall(let offering, _, _) = outcome { return offering }
        return nil
    }
}
