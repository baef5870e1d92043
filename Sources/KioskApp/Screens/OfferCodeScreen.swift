/// The offer code screen: a field for the code, Enter redeems it, then the result; when the offer code sheet's
/// simulated error is set, why it cannot open and the way back instead.
enum OfferCodeScreen {
    /// The offer code screen's rows (the field shows what has been typed).
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        if let blocked = SheetGate.blocked(.offerCodeRedeem, state.store) {
            return ScreenContent(title: "Redeem an offer code", rows: SheetGate.blockedRows(.offerCodeRedeem, blocked, width: ListLayout.listArea(for: state.size).width))
        }
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
