import PaywallLayout

/// Where the rows of a list screen go on the screen: the list area, and which row is at its top so that the
/// selected row is always visible. `view` draws with it and `update` maps mouse clicks with it, so both agree.
public struct ListLayout: Hashable, Sendable {
    /// The rectangle the rows are drawn in.
    public var area: Rect
    /// The index of the first row shown.
    public var firstVisibleRow: Int

    /// Lays out `rowCount` rows in `area`, scrolled just enough to show `selectedRow`.
    public init(area: Rect, rowCount: Int, selectedRow: Int?) {
        self.area = area
        let visible = max(area.height, 1)
        guard let selectedRow, rowCount > visible else {
            firstVisibleRow = 0
            return
        }
        // Keep the selection a third of the way down when scrolling, so context shows above it.
        let preferred = selectedRow - visible / 3
        firstVisibleRow = min(max(preferred, 0), rowCount - visible)
    }

    /// The list area of a screen of this size: everything between the title bar (2 rows) and the key bar (2 rows).
    public static func listArea(for size: TerminalSize) -> Rect {
        Rect(x: 1, y: 2, width: size.width - 2, height: size.height - 4)
    }

    /// The indexes of the rows shown.
    public func visibleRows(count: Int) -> Range<Int> {
        firstVisibleRow..<min(count, firstVisibleRow + area.height)
    }

    /// The row index drawn at a screen point, if a row is there.
    public func row(at point: Point, count: Int) -> Int? {
        guard area.contains(point) else { return nil }
        let row = firstVisibleRow + point.y - area.y
        return row < count ? row : nil
    }
}
