/// The rule that turns the points of a paywall definition into terminal cells.
///
/// A terminal cell is about twice as tall as it is wide, and a phone screen is about 390 points wide, so one
/// column stands for 8 points and one row for 16 points. Values round to the nearest cell, halves down (so
/// 4 points of padding are no column and 8 points of spacing no row, while 12 points are 1 column and 24 points
/// 1 row). Negative values count as 0.
///
/// | points | 4 | 8 | 12 | 16 | 20 | 24 | 32 | 48 |
/// |---|---|---|---|---|---|---|---|---|
/// | columns | 0 | 1 | 1 | 2 | 2 | 3 | 4 | 6 |
/// | rows | 0 | 0 | 1 | 1 | 1 | 1 | 2 | 3 |
public enum PointScale {
    /// Points per column.
    public static let pointsPerColumn = 8.0
    /// Points per row.
    public static let pointsPerRow = 16.0

    /// The columns for a horizontal length in points.
    public static func columns(_ points: Double) -> Int {
        cells(points, per: pointsPerColumn)
    }

    /// The rows for a vertical length in points.
    public static func rows(_ points: Double) -> Int {
        cells(points, per: pointsPerRow)
    }

    private static func cells(_ points: Double, per size: Double) -> Int {
        guard points.isFinite, points > 0 else { return 0 }
        let exact = points / size
        let whole = exact.rounded(.down)
        return Int(exact - whole > 0.5 ? whole + 1 : whole)
    }
}
