import PaywallLayout

/// Where the rows of a list screen go on the screen: the list area, and which row is at its top so that the
/// selected row is always visible. When the rows do not all fit, a row at the area's top says how many rows are
/// hidden above and one at its bottom how many below, each only while rows are hidden that way. `view` draws
/// with it and `update` maps mouse clicks with it, so both agree.
public struct ListLayout: Hashable, Sendable {
    /// The rectangle the list is drawn in, markers included.
    public var area: Rect
    /// The rectangle the rows themselves are drawn in (the area less the marker rows in use).
    public var rowsArea: Rect
    /// The index of the first row shown.
    public var firstVisibleRow: Int

    /// Lays out `rowCount` rows in `area`, scrolled just enough to show `selectedRow`, or with row `top` first
    /// when given (the list scrolled past the selection; clamped so the last row stays at the bottom). With
    /// `keepsTopInView`, the first row stays at the top as long as the selected row shows below it.
    public init(area: Rect, rowCount: Int, selectedRow: Int?, top: Int? = nil, keepsTopInView: Bool = false) {
        self.area = area
        guard rowCount > area.height else {
            rowsArea = area
            firstVisibleRow = 0
            return
        }
        guard area.height >= 3 else {
            rowsArea = area
            firstVisibleRow = top.map { min(max($0, 0), rowCount - max(area.height, 1)) }
                ?? Self.top(showing: selectedRow, visible: max(area.height, 1), of: rowCount)
            return
        }
        // With both markers, then without the one that has nothing to say at either end.
        let fitsUnderTheTop = keepsTopInView && (selectedRow ?? 0) < area.height - 1
        var first = top.map { min(max($0, 0), rowCount - (area.height - 2)) }
            ?? (fitsUnderTheTop ? 0 : Self.top(showing: selectedRow, visible: area.height - 2, of: rowCount))
        var insets = CellInsets(top: 1, left: 0, bottom: 1, right: 0)
        if first == 0 {
            insets.top = 0
        } else if first + area.height - 2 >= rowCount {
            insets.bottom = 0
            first = rowCount - (area.height - 1)
        }
        rowsArea = area.inset(by: insets)
        firstVisibleRow = first
    }

    /// The first row shown when `visible` rows of `count` show: the selection a third of the way down, so
    /// context shows above it, and never past the end.
    private static func top(showing selectedRow: Int?, visible: Int, of count: Int) -> Int {
        guard let selectedRow else { return 0 }
        return min(max(selectedRow - visible / 3, 0), count - visible)
    }

    /// The layout of the current screen's rows, as the list view draws them and clicks find them.
    static func of(_ state: AppState, _ rows: ScreenRows) -> ListLayout {
        ListLayout(area: listArea(for: state), rowCount: rows.rows.count, selectedRow: rows.selectedRow(state.current.selection),
                   top: state.current.scrollTop, keepsTopInView: rows.keepsTopInView)
    }

    /// The list area of a screen of this size: everything between the title bar (2 rows) and the key bar (2 rows).
    public static func listArea(for size: TerminalSize) -> Rect {
        Rect(x: 1, y: 2, width: size.width - 2, height: size.height - 4)
    }

    /// The list area as a state draws it: `listArea(for:)` less the rows a long notice takes above the status line
    /// (`StatusNotice`), so no row is drawn under it and the selected row stays in view.
    static func listArea(for state: AppState) -> Rect {
        var area = listArea(for: state.size)
        area.height = max(area.height - StatusNotice.rowsAbove(state), 1)
        return area
    }

    /// How wide a row's text may be in the list of a screen of this size (after the selection marker, before
    /// the right margin).
    public static func textWidth(for size: TerminalSize) -> Int {
        max(listArea(for: size).width - 3, 1)
    }

    /// The indexes of the rows shown.
    public func visibleRows(count: Int) -> Range<Int> {
        firstVisibleRow..<max(firstVisibleRow, min(count, firstVisibleRow + rowsArea.height))
    }

    /// How many rows are hidden above the ones shown.
    public var hiddenAbove: Int { firstVisibleRow }

    /// How many rows are hidden below the ones shown.
    public func hiddenBelow(count: Int) -> Int { count - visibleRows(count: count).upperBound }

    /// The row index drawn at a screen point, if a row is there.
    public func row(at point: Point, count: Int) -> Int? {
        guard rowsArea.contains(point) else { return nil }
        let row = firstVisibleRow + point.y - rowsArea.y
        return row < count ? row : nil
    }
}
