/// Vertical placement of content.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom
}
