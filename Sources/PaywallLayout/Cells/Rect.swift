/// A rectangle of cells: its top-left corner and its size. A rectangle with no width or height is empty.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns (never negative).
    public var width: Int
    /// The number of rows (never negative).
    public var height: Int

    /// Creates a rectangle; a negative width or height becomes 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle at the origin with the given size.
    public init(width: Int, height: Int) {
        self.init(x: 0, y: 0, width: width, height: height)
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// Whether the rectangle holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// The number of cells.
    public var area: Int { width * height }

    /// Whether a cell lies inside the rectangle.
    public func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// Whether a point lies inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        contains(x: point.x, y: point.y)
    }

    /// The part both rectangles share (empty, at this rectangle's corner, when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by insets on each side (never below zero size).
    public func inset(by insets: CellInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The rectangle moved by an offset.
    public func offsetBy(x dx: Int, y dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// A readable form (`(x 1, y 2, 10x4)`) for messages and tests.
    public var description: String { "(x \(x), y \(y), \(width)x\(height))" }
}
