/// The offer code screen: a field for the code, Enter redeems it, then the result.
enum OfferCodeScreen {
    /// The offer code screen's rows (the field shows what has been typed).
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        var rows: [ListRow] = [
            .text("Type an offer code and press Enter to redeem it."),
            .text("Code: \(state.current.input)_"),
        ]
        if let outcome {
            rows.append(.heading("Result"))
            rows.append(.outcome(outcome))
        }
        return ScreenContent(title: "Redeem an offer code", rows: rows)
    }
}
