import Foundation
import PurchaseFlow

/// Confirming a change of plan within a subscription group: from what, to what, which way, and when (after a
/// parent's approval under Ask to Buy, after the interrupted purchase is resolved); a change already scheduled is
/// shown, not offered again; one whose current plan ended meanwhile is a plain purchase, one whose plan became the
/// current one says so, one whose subscription became another customer's says whose; one that would add nothing under
/// the rules says so. Confirm goes on to the purchase sheet when it is on, as any purchase does.
/// A paywall package's promotional offer (`offer`), or the introductory offer of a customer who never had one in the
/// group, goes with a change that starts now; one that waits for the renewal
/// cannot take it (the store refuses it), so the screen says so and Confirm buys the change without it. While an offer
/// code the subscriber redeemed waits for the renewal, no change is offered (the store refuses it): the screen says why.
enum PlanChangeScreen {
    /// The plan change screen's rows.
    static func content(productID: String, offer choice: OfferChoice? = nil, _ state: AppState) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: "Change plan", rows: ScreenContent.storeUnavailableRows(state))
        }
        guard let product = store.product(productID) else {
            return ScreenContent(title: "Change plan", rows: ScreenContent.notSoldRows(productID, store))
        }
        if ProductText.isEntitled(store.states[productID]) {
            // Bought or approved meanwhile (from another shell): nothing is left to change or buy.
            return ScreenContent(title: "Your current plan", rows: [
                .text("\(ProductText.name(product)) is your current plan."),
                .item("Back", .dismiss(notice: nil)),
            ])
        }
        if let theirs = ProductText.anotherCustomers(product, store) {
            // The group's subscription became another customer's meanwhile (a restore in another shell): no change and
            // no purchase is left here, as the store's list and the plans screen say.
            return ScreenContent(title: "Change plan", rows: [theirs, .item("Back", .dismiss(notice: nil))])
        }
        // Without an offer asked for, the introductory offer the store applies by itself to an eligible customer's
        // change that starts now (`ProductScreen.introductoryOfferText`: none for a change at the renewal).
        let introductory = choice == nil ? ProductScreen.introductoryOffer(for: product, store) : nil
        let offer = ProductScreen.offer(choice, of: product) ?? introductory
        let offerWords = offer.map { "\(ProductScreen.offerText($0)) (\($0.type?.rawValue ?? "") offer), then " } ?? ""
        guard let preview = PlanChangePreview(to: product, in: store) else {
            // The current plan ended meanwhile (expired, refunded, from another shell): buying starts a new subscription.
            return ScreenContent(title: "New subscription", rows: [
                .text("You have no other plan in this group now, so buying \(ProductText.name(product)) starts a new subscription, not a change."),
                .item("Buy for \(offerWords)\(ProductText.price(product))", .perform(.purchase(productID: productID, offer: choice))),
                .item("Back", .dismiss(notice: nil)),
            ])
        }
        if !preview.isScheduled, let waiting = PlanChangeTiming.codeWaiting(store, currentProductID: preview.currentID) {
            return ScreenContent(title: "Change plan", rows: [
                .text("From", detail: preview.currentName),
                .text("To", detail: ProductText.name(product)),
                .text(waiting.prefix(1).uppercased() + waiting.dropFirst() + "."),
                .item("Back", .dismiss(notice: nil)),
            ])
        }
        // The introductory offer shown without a choice is already none on a change at the renewal; one asked for
        // goes with the change by the sheet's rule (`PlanChangePreview.offer(_:)`).
        let takesOffer = offer != nil && (choice == nil || preview.offer(choice) != nil)
        let refusedOffer: [ListRow] = offer == nil || takesOffer ? [] : [
            .text("The paywall's offer applies to a subscription that starts now; this change waits for the next renewal, so it is made at the regular price."),
        ]
        return ScreenContent(title: "Change plan", rows: [
            .text("From", detail: preview.currentName),
            .text("To", detail: "\(ProductText.name(product)), \(takesOffer ? offerWords : "")\(ProductText.billedPrice(product, store))"),
            .text("Change", detail: preview.directionDetail),
            .text("Takes effect", detail: preview.takesEffect(store.settings.expectedPurchaseOutcome)),
        ] + [preview.autoRenewRow(locale: nil)].compactMap { $0 } + preview.replacedRows(width: ListLayout.listArea(for: state.size).width) + refusedOffer + [ProductText.notNeeded(productID, store)].compactMap { $0 } + (preview.isScheduled ? [.item("Back", .dismiss(notice: nil))] : [
            .item("Confirm the \(preview.directionWord)", .perform(.purchase(productID: productID, offer: preview.offer(choice)))),
            .item("Cancel", .dismiss(notice: nil)),
        ]))
    }
}
