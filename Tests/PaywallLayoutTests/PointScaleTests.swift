import Testing
@testable import PaywallLayout

@Suite("Points to cells")
struct PointScaleTests {
    @Test(arguments: [(4.0, 0), (8.0, 1), (12.0, 1), (13.0, 2), (16.0, 2), (20.0, 2), (24.0, 3), (32.0, 4), (48.0, 6), (-8.0, 0)])
    func columnsAreEightPointsRoundedHalfDown(points: Double, columns: Int) {
        #expect(PointScale.columns(points) == columns)
    }

    @Test(arguments: [(4.0, 0), (8.0, 0), (9.0, 1), (16.0, 1), (24.0, 1), (25.0, 2), (32.0, 2), (48.0, 3), (Double.nan, 0)])
    func rowsAreSixteenPointsRoundedHalfDown(points: Double, rows: Int) {
        #expect(PointScale.rows(points) == rows)
    }
}
