/// Where a child sits across a column, or a line sits in its width.
public enum HorizontalPlacement: Sendable, Equatable {
    /// The left edge (the start, for left-to-right text).
    case leading
    /// Centered.
    case center
    /// The right edge.
    case trailing

    /// The offset of something `used` wide inside `available` columns.
    func offset(used: Int, available: Int) -> Int {
        switch self {
        case .leading: return 0
        case .center: return max(0, (available - used) / 2)
        case .trailing: return max(0, available - used)
        }
    }
}
