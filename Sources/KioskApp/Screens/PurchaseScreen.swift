import PurchaseFlow

/// The purchase screen: a purchase in progress, then its result (with the way to the request when it waits).
enum PurchaseScreen {
    /// The purchase screen's rows.
    static func content(productID: String, _ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        var rows: [ListRow] = []
        if state.purchasesInFlight.contains(productID) {
            rows.append(.text("Purchasing \(state.store?.displayName(of: productID) ?? productID)…"))
        } else if let outcome {
            rows.append(.outcome(outcome))
            if state.reviewRequestedAfter == productID {
                rows += [.heading("Enjoying Kiosk?"), .text("A short review in the store helps others find it.")]
            }
            switch outcome {
            case .failed:
                // Again with the offer it asked for (a paywall's promotional offer).
                let offer = if case .purchase(_, let offer, _)? = state.current.outcomeTask { offer } else { nil as OfferChoice? }
                rows.append(.item("Try again", .perform(.purchase(productID: productID, offer: offer))))
            case .pending(_, let request?):
                rows.append(.item("Open the request (transaction #\(request.id))", .open(.transaction(id: request.id))))
            case .held(_, let id):
                // Charged: buying again would charge again, so no "Try again"; the transaction shows why it does not verify.
                rows.append(.item("Open the transaction (#\(id))", .open(.transaction(id: id))))
            default:
                break
            }
        }
        return ScreenContent(title: "Purchase", rows: rows)
    }
}
