/// The restore screen: restores earlier purchases and says what came back.
enum RestoreScreen {
    /// The restore screen's rows.
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        var rows: [ListRow] = [.text("Restoring finds the purchases made with this account and unlocks them again.")]
        if state.isRestoring {
            rows.append(.text("Restoring…"))
        } else {
            rows.append(.item("Restore purchases", .perform(.restore)))
        }
        if let outcome {
            rows.append(.heading("Result"))
            rows += ListRow.outcomeLines(outcome)
        }
        return ScreenContent(title: "Restore purchases", rows: rows)
    }
}
