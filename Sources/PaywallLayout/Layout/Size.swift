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
