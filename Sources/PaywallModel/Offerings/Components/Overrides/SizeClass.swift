/// The width classes of a paywall's drawing area, narrowest first.
public enum SizeClass: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Phone-like widths.
    case compact
    /// Tablet-like widths.
    case medium
    /// Desktop-like widths.
    case expanded

    /// Narrower sorts first.
    public static func < (lhs: SizeClass, rhs: SizeClass) -> Bool { lhs.rawValue < rhs.rawValue }
}
