/// What a placement is mapped to in `offering_ids_by_placement`.
public enum PlacementTarget: Sendable, Hashable {
    /// This offering.
    case offering(String)
    /// Explicitly nothing (`null`): no paywall, and no fallback.
    case nothing
}
