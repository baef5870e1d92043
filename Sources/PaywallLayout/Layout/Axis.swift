/// A direction in which a stack lays out its children.
public enum Axis: Sendable, Equatable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
