/// The paywall to draw at a placement.
public enum ResolvedPaywall: Sendable, Hashable {
    /// A published v1 template paywall.
    case template(TemplatePaywall)
    /// A published v2 component paywall.
    case components(ComponentsPaywall)
    /// Kiosk's own, made from the catalog.
    case `default`(DefaultPaywall)
}

/// How the offering was chosen.
public enum PlacementRoute: Sendable, Hashable {
    /// The placement's audience and variant (kiosk's extension).
    case experiment(audienceID: String, variantID: String, bucket: Int)
    /// `offering_ids_by_placement`.
    case placementMap
    /// `fallback_offering_id`, the placement being unmapped.
    case fallbackOffering
    /// `current_offering_id`, with no placements or fallback.
    case currentOffering
    /// Nothing published: the whole catalog.
    case wholeCatalog
    /// The offering asked for by id, placements aside.
    case offering
}

/// Why nothing is shown at a placement.
public enum NoPaywallReason: Sendable, Hashable, CustomStringConvertible {
    /// The placement is mapped to `null`.
    case placementTurnedOff(String)
    /// The customer is in the audience's holdout.
    case holdout(audienceID: String, bucket: Int)
    /// The customer's variant shows no offering.
    case variantShowsNothing(audienceID: String, variantID: String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .placementTurnedOff(let placement): "placement \"\(placement)\" is mapped to null: nothing is shown there"
        case .holdout(let audience, let bucket): "holdout of audience \"\(audience)\" (bucket \(bucket))"
        case .variantShowsNothing(let audience, let variant): "variant \"\(variant)\" of audience \"\(audience)\" shows nothing"
        }
    }
}

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
