/// Where a child sits across a row.
public enum VerticalPlacement: Sendable, Equatable {
    /// The top.
    case top
    /// Centered.
    case center
    /// The bottom.
    case bottom

    /// The offset of something `used` tall inside `available` rows.
    func offset(used: Int, available: Int) -> Int {
        switch self {
        case .top: return 0
        case .center: return max(0, (available - used) / 2)
        case .bottom: return max(0, available - used)
        }
    }
}
