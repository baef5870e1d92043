/// The size of the terminal in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The smallest size the program draws its screens at (40 columns by 12 rows).
    public static let minimum = TerminalSize(width: 40, height: 12)

    /// Whether the size is below the minimum in either direction.
    public var isTooSmall: Bool { width < Self.minimum.width || height < Self.minimum.height }

    /// `80x24`.
    public var description: String { "\(width)x\(height)" }
}
