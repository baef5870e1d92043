/// A position on the screen, in cells from the top-left corner.
public struct Point: Hashable, Sendable {
    /// The column, from 0.
    public var x: Int
    /// The row, from 0.
    public var y: Int

    /// Creates a point.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
