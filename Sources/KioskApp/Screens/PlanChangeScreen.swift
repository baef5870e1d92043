/// Confirming a change of plan within a subscription group: from what, to what, which way, and when (after a
/// parent's approval under Ask to Buy, after the interrupted purchase is resolved). Confirm goes on to the purchase sheet when it is on, as any purchase does.
enum PlanChangeScreen {
    /// The plan change screen's rows.
    static func content(productID: String, _ state: AppState) -> ScreenContent {
        guard let store = state.store, let product = store.product(productID) else {
            return ScreenContent(title: "Change plan", rows: ScreenContent.storeUnavailableRows(state))
        }
        guard let preview = PlanChangePreview(to: product, in: store) else {
            return ScreenContent(title: "Change plan", rows: [.text("You have no other plan in this group to change from."),
                                                               .item("Back", .dismiss(notice: nil))])
        }
        return ScreenContent(title: "Change plan", rows: [
            .text("From", detail: ProductText.name(preview.current)),
            .text("To", detail: "\(ProductText.name(product)), \(ProductText.price(product))"),
            .text("Change", detail: preview.direction.rawValue),
            .text("Takes effect", detail: preview.takesEffect(store.settings.expectedPurchaseOutcome)),
            .item("Confirm the \(preview.direction.rawValue)", .perform(.purchase(productID: productID))),
            .item("Cancel", .dismiss(notice: nil)),
        ])
    }
}
