import Foundation

/// Confirming a change of plan within a subscription group: from what, to what, which way, and when (after a
/// parent's approval under Ask to Buy, after the interrupted purchase is resolved); a change already scheduled is
/// shown, not offered again; one whose current plan ended meanwhile is a plain purchase, one whose plan became the
/// current one says so; one that would add nothing under the rules says so. Confirm goes on to the purchase sheet when it is on, as any purchase does.
enum PlanChangeScreen {
    /// The plan change screen's rows.
    static func content(productID: String, _ state: AppState) -> ScreenContent {
        guard let store = state.store, let product = store.product(productID) else {
            return ScreenContent(title: "Change plan", rows: ScreenContent.storeUnavailableRows(state))
        }
        if ProductText.isEntitled(store.states[productID]) {
            // Bought or approved meanwhile (from another shell): nothing is left to change or buy.
            return ScreenContent(title: "Your current plan", rows: [
                .text("\(ProductText.name(product)) is your current plan."),
                .item("Back", .dismiss(notice: nil)),
            ])
        }
        guard let preview = PlanChangePreview(to: product, in: store) else {
            // The current plan ended meanwhile (expired, refunded, from another shell): buying starts a new subscription.
            return ScreenContent(title: "New subscription", rows: [
                .text("You have no other plan in this group now, so buying \(ProductText.name(product)) starts a new subscription, not a change."),
                .item("Buy for \(ProductText.price(product))", .perform(.purchase(productID: productID))),
                .item("Back", .dismiss(notice: nil)),
            ])
        }
        return ScreenContent(title: "Change plan", rows: [
            .text("From", detail: ProductText.name(preview.current)),
            .text("To", detail: "\(ProductText.name(product)), \(ProductText.billedPrice(product, store))"),
            .text("Change", detail: preview.direction.rawValue),
            .text("Takes effect", detail: preview.takesEffect(store.settings.expectedPurchaseOutcome)),
        ] + [ProductText.notNeeded(productID, store)].compactMap { $0 } + (preview.isScheduled ? [.item("Back", .dismiss(notice: nil))] : [
            .item("Confirm the \(preview.direction.rawValue)", .perform(.purchase(productID: productID))),
            .item("Cancel", .dismiss(notice: nil)),
        ]))
    }
}
