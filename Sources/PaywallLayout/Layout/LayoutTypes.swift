/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size (negative values become 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)

    /// The stand-in for "as much as needed" when content may scroll: fill sizes then act like fit sizes.
    public static let unbounded = 1 << 20

    /// The extent along an axis.
    public func along(_ axis: Axis) -> Int { axis == .vertical ? height : width }

    /// A readable form (`80x24`).
    public var description: String { "\(width)x\(height)" }
}

/// A direction in which a stack lays out its children.
public enum Axis: Sendable, Equatable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

/// How big a view is along one axis: as big as its content, as big as its parent offers, or a fixed number
/// of cells.
public enum Sizing: Hashable, Sendable {
    /// As big as the content (never more than offered).
    case fit
    /// As big as offered (like `fit` when the offer is unbounded).
    case fill
    /// A fixed number of cells (never more than offered).
    case fixed(Int)
}

/// Where a child sits across a column, or a line sits in its width.
public enum HorizontalAlignment: Sendable, Equatable {
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

/// Where a child sits across a row.
public enum VerticalAlignment: Sendable, Equatable {
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

/// How a stack spreads its children along its axis when they leave space over.
public enum Distribution: Sendable, Equatable {
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
