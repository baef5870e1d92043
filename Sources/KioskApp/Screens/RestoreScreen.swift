import PaywallLayout

/// The restore screen: restores earlier purchases and says what came back, in the customer's locale
/// (`AppWords`), as the store's own restore would.
enum RestoreScreen {
    /// The restore screen's rows.
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        let locale = state.store?.settings.locale
        var rows: [ListRow] = [.text(AppWords.text(.restoreExplanation, locale: locale))]
        if state.isRestoring {
            rows.append(.text(AppWords.text(.restoring, locale: locale)))
        } else {
            rows.append(.item(PaywallWords.text(.restorePurchases, locale: locale), .perform(.restore)))
        }
        if let outcome {
            rows.append(.heading(AppWords.text(.result, locale: locale)))
            rows += ListRow.outcomeLines(outcome)
        }
        return ScreenContent(title: PaywallWords.text(.restorePurchases, locale: locale), rows: rows)
    }
}
