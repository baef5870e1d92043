import PaywallLayout

/// What a mouse click does: on a list row, selects it and activates it; on a paywall, what the paywall drew
/// there; anywhere while the help overlay is shown, closes it.
enum ClickHandler {
    /// Applies a click at a cell and returns the effects it needs.
    static func handle(_ point: Point, in state: inout AppState) -> [Effect] {
        // The click was made on the frame drawn with the notice: a click on it only clears it, and the list's rows are
        // where that frame drew them (`ListLayout.listArea(for:)`).
        let drawn = state
        state.notice = nil
        if state.overlay == .help {
            state.overlay = nil
            return []
        }
        guard state.overlay == nil, !state.size.isTooSmall, !StatusNotice.covers(point, in: drawn) else { return [] }
        if case .paywall(let placement) = state.current.kind {
            return PaywallKeys.click(point, placement: placement, in: &state)
        }
        let rows = ScreenRows(state)
        let layout = ListLayout.of(drawn, rows)
        guard let row = layout.row(at: point, count: rows.rows.count), let selection = rows.selectable.firstIndex(of: row) else {
            return []
        }
        state.current.selection = selection
        state.current.selectsNothing = false
        return KeyHandler.activateSelection(in: &state)
    }
}
