/// How a stack spreads its children along its axis.
public enum Distribution: String, Sendable, Hashable, CaseIterable {
    case start, center, end
    case spaceBetween = "space_between"
    case spaceAround = "space_around"
    case spaceEvenly = "space_evenly"
}
