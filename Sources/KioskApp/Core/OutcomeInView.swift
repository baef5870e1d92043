/// Says a task's outcome on the status line when the screen on top shows it in rows scrolled out of the list's view
/// (the clock screen and the settings put it near their top, while the item chosen may be far below), so every move
/// and setting says what came of it where the user looks.
enum OutcomeInView {
    /// Sets the notice to `outcome` when the current screen's first row saying it is not among the rows shown.
    static func noteIfHidden(_ outcome: EffectResult.Outcome, in state: inout AppState) {
        let rows = ScreenRows(state)
        guard let first = rows.rows.firstIndex(where: \.isOutcome) else { return }
        let layout = ListLayout.of(state, rows)
        guard !layout.visibleRows(count: rows.rows.count).contains(first) else { return }
        state.notice = OutcomeText.describe(outcome)
        state.noticeTone = OutcomeText.role(outcome)
    }
}
