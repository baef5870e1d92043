/// How a stack spreads its children along its axis when they leave space over.
public enum StackDistribution: Sendable, Equatable {
    /// Packed at the start.
    case start
    /// Packed in the middle.
    case center
    /// Packed at the end.
    case end
    /// The first and last at the edges, equal gaps between.
    case spaceBetween
    /// Equal space around each child (half a gap at the edges).
    case spaceAround
    /// Equal gaps between children and at the edges.
    case spaceEvenly

    /// The leading offset and the extra gap between children for `count` children and `spare` cells.
    func placement(count: Int, spare: Int) -> (lead: Int, gaps: [Int]) {
        guard count > 0, spare > 0 else { return (0, Array(repeating: 0, count: max(0, count - 1))) }
        let between = count - 1
        switch self {
        case .start:
            return (0, Array(repeating: 0, count: between))
        case .center:
            return (spare / 2, Array(repeating: 0, count: between))
        case .end:
            return (spare, Array(repeating: 0, count: between))
        case .spaceBetween:
            guard between > 0 else { return (0, []) }
            return (0, Self.split(spare, into: between))
        case .spaceAround:
            let slots = Self.split(spare, into: count * 2)
            let gaps = (0..<between).map { (index: Int) -> Int in
                let after = slots[2 * index + 1], before = slots[2 * index + 2]
                return after + before
            }
            return (slots[0], gaps)
        case .spaceEvenly:
            let slots = Self.split(spare, into: count + 1)
            return (slots[0], Array(slots[1..<count]))
        }
    }

    /// `total` cells split into `parts` shares that differ by at most one (larger ones first).
    static func split(_ total: Int, into parts: Int) -> [Int] {
        guard parts > 0 else { return [] }
        let base = total / parts, remainder = total % parts
        return (0..<parts).map { (index: Int) -> Int in index < remainder ? base + 1 : base }
    }
}
