/// Space around the four sides of a rectangle, in cells.
public struct CellInsets: Hashable, Sendable {
    /// Rows above.
    public var top: Int
    /// Columns to the left.
    public var left: Int
    /// Rows below.
    public var bottom: Int
    /// Columns to the right.
    public var right: Int

    /// Creates insets for each side.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all value: Int) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = CellInsets()

    /// The columns taken by the left and right insets together.
    public var horizontal: Int { left + right }
    /// The rows taken by the top and bottom insets together.
    public var vertical: Int { top + bottom }
}
