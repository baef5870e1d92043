/// Scrolling a list screen beyond its items, so every row can be read: PgUp and PgDn move the selection a page
/// and, past the last item, the view itself; the mouse wheel moves the view.
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
        scroll(by: page, in: &state)
    }

    /// Moves the view a page up while it is scrolled and can go up, else the selection a page up.
    static func pageUp(in state: inout AppState) {
        guard state.current.scrollTop != nil, ListLayout.of(state, ScreenRows(state)).firstVisibleRow > 0 else {
            KeyHandler.moveSelection(by: -pageHeight(state), in: &state)
            return
        }
        scroll(by: -pageHeight(state), in: &state)
    }

    /// Moves the view by `lines` rows (down when positive), leaving the selection where it is; where the view
    /// lands on the rows that following the selection shows, it follows the selection again (`nil`).
    static func scroll(by lines: Int, in state: inout AppState) {
        let rows = ScreenRows(state)
        let top = max(ListLayout.of(state, rows).firstVisibleRow + lines, 0)
        var following = state
        following.current.scrollTop = nil
        let followingTop = ListLayout.of(following, rows).firstVisibleRow
        state.current.scrollTop = top == followingTop ? nil : top
    }

    private static func pageHeight(_ state: AppState) -> Int {
        max(ListLayout.listArea(for: state.size).height - 2, 1)
    }
}
