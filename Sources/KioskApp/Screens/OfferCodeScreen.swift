import PurchaseFlow

/// The offer code screen: a field for the code; Enter looks the code up and shows what it redeems (the product, the
/// offer and what it charges now), as the Offer Code Redeem Sheet does before its Redeem button, and Enter again
/// redeems it; then the result. When the offer code sheet's simulated error is set, why it cannot open and the way
/// back instead.
enum OfferCodeScreen {
    /// The offer code screen's rows (the field shows what has been typed).
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        if let blocked = SheetGate.blocked(.offerCodeRedeem, state.store) {
            return ScreenContent(title: "Redeem an offer code", rows: SheetGate.blockedRows(.offerCodeRedeem, blocked, width: ListLayout.listArea(for: state.size).width))
        }
        let terms = state.current.codeTerms
        var rows: [ListRow] = [
            .text(terms == nil ? "Type an offer code and press Enter to see what it redeems." : "Press Enter again to redeem it, or change the code."),
            .text("Code: \(state.current.input)_"),
        ]
        if let terms { rows += termsRows(terms, state.store) }
        if let outcome {
            rows.append(.heading("Result"))
            rows.append(.outcome(outcome))
        }
        return ScreenContent(title: "Redeem an offer code", rows: rows)
    }

    /// What a code redeems: the product, the offer and the price after it, and what is charged now.
    private static func termsRows(_ terms: CodeOfferTerms, _ store: StoreSnapshot?) -> [ListRow] {
        let phases = terms.offer.pricingPhases
        let base = phases.last.map { ProductText.price($0.displayPrice, period: $0.billingPeriod) }
        let offer = [ProductScreen.offerText(terms.offer), base].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", then ")
        // The offer's first payment (none for a free one).
        let payment = phases.first.flatMap { $0.price > 0 ? $0.displayPrice : nil }
        // Whom it waits for is the store's answer (`CodeOfferTerms.waitsFor`, the rule redeeming applies), subscriber or not.
        let (waiting, then): (String?, String) = switch terms.waitsFor {
        case .askToBuy?: ("it waits for a parent's approval (Ask to Buy)", "once they approve")
        case .interrupted?: ("the purchase is interrupted and waits to be resolved", "once it is resolved")
        case nil: (nil, "")
        }
        // A code for a higher plan replaces the current one at once, as an upgrade does: its unused rest counts.
        let replaced = terms.replacesNow.map { store?.displayName(of: $0) ?? $0 }
        let rest = replaced.map { ", less the unused rest of \($0)" } ?? ""
        let charged = if terms.startsAtNextRenewal {
            "nothing now: " + (waiting.map { "\($0); \(then), " } ?? "") + "the offer starts at your subscription's next renewal"
        } else if let waiting {
            "nothing now: \(waiting)" + (payment.map { ", then \($0)\(rest)" } ?? "")
        } else {
            payment.map { "\($0) now\(rest)" } ?? "nothing now (free)" + (replaced.map { "; the unused rest of \($0) is refunded" } ?? "")
        }
        var rows: [ListRow] = [
            .heading("Offer code \(terms.code)"),
            .text("Product", detail: store?.displayName(of: terms.productID) ?? terms.productID),
            .text("Offer", detail: offer),
            .text("Charged", detail: charged),
        ]
        if let replaced { rows.append(.text("Starts", detail: "now, in place of \(replaced)")) }
        // A subscriber's code takes the renewal a plan change was waiting for: redeeming it drops the change.
        let group = store?.product(terms.productID)?.subscriptionGroupID
        if terms.startsAtNextRenewal, let store,
           let change = store.subscriptions.first(where: { $0.latest.groupID == group && $0.scheduledPlanChange != nil })?.scheduledPlanChange {
            rows.append(.text("Replaces", detail: "the change to \(store.displayName(of: change)) planned for that renewal"))
        }
        return rows
    }
}
