/// Placement in both directions (for z-layers and badges).
public enum TwoDimensionAlignment: String, Sendable, Hashable, CaseIterable {
    case center, leading, trailing, top, bottom
    case topLeading = "top_leading"
    case topTrailing = "top_trailing"
    case bottomLeading = "bottom_leading"
    case bottomTrailing = "bottom_trailing"
}
