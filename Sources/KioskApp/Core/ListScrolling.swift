/// Scrolling a list screen beyond its items, so every row can be read: PgUp and PgDn move the selection a page
/// and, past the first or last item, the view itself (as ↑ does above the first item, and Home shows the rows above
/// it); the mouse wheel moves the view.
enum ListScrolling {
    /// Rows one notch of the mouse wheel scrolls.
    static let wheelStep = 3

    /// Moves the selection a page down, or the view a page down once the last item is selected.
    static func pageDown(in state: inout AppState) {
        let rows = ScreenRows(state)
        let page = pageHeight(state)
        guard let current = rows.clampedSelection(state.current.selection), current == rows.selectable.count - 1 else {
            KeyHandler.moveSelection(by: page, in: &state)
            return
        }
        scroll(by: page, in: &state, rows)
    }

    /// Moves the view a page up while it is scrolled and can go up, or the first item is selected (up to the list's
    /// first row); else the selection a page up.
    static func pageUp(in state: inout AppState) {
        let rows = ScreenRows(state)
        let isScrolled = state.current.scrollTop != nil && ListLayout.of(state, rows).firstVisibleRow > 0
        guard isScrolled || isOnFirstItem(state, rows) else {
            KeyHandler.moveSelection(by: -pageHeight(state), in: &state)
            return
        }
        scroll(by: -pageHeight(state), in: &state, rows)
    }

    /// Moves the selection an item up, or with the first item selected the view a row up, so the text above the
    /// first item can be read.
    static func itemUp(in state: inout AppState) {
        let rows = ScreenRows(state)
        guard isOnFirstItem(state, rows) else {
            KeyHandler.moveSelection(by: -1, in: &state)
            return
        }
        scroll(by: -1, in: &state, rows)
    }

    /// Selects the first item, showing the list from its first row when the item still shows then.
    static func home(in state: inout AppState) {
        state.current.selection = 0
        state.current.scrollTop = 0
        let rows = ScreenRows(state)
        guard let selected = rows.selectedRow(0), ListLayout.of(state, rows).visibleRows(count: rows.rows.count).contains(selected) else {
            state.current.scrollTop = nil
            return
        }
        scroll(by: 0, in: &state, rows)
    }

    /// Whether the first item is selected.
    private static func isOnFirstItem(_ state: AppState, _ rows: ScreenRows) -> Bool {
        (rows.clampedSelection(state.current.selection) ?? 0) == 0
    }

    /// Moves the view by `lines` rows (down when positive), leaving the selection where it is; where the view
    /// lands on the rows that following the selection shows, it follows the selection again (`nil`).
    static func scroll(by lines: Int, in state: inout AppState) {
        scroll(by: lines, in: &state, ScreenRows(state))
    }

    /// `scroll(by:in:)` with the screen's rows already made.
    private static func scroll(by lines: Int, in state: inout AppState, _ rows: ScreenRows) {
        let top = max(ListLayout.of(state, rows).firstVisibleRow + lines, 0)
        var following = state
        following.current.scrollTop = nil
        let followingTop = ListLayout.of(following, rows).firstVisibleRow
        state.current.scrollTop = top == followingTop ? nil : top
    }

    private static func pageHeight(_ state: AppState) -> Int {
        max(ListLayout.listArea(for: state).height - 2, 1)
    }
}
