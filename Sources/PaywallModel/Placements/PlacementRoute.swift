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
    /// The exit offer of the offering named, shown as the customer left its paywall without buying.
    case exitOffer(of: String)
}
