import PaywallLayout
import PaywallModel
import PurchaseFlow

/// The purchase sheet, as StoreKit shows one before a purchase: the product, the price charged in the storefront's
/// currency, the period, the offer and what follows it, the account; in the sandbox the tester also picks this
/// purchase's outcome (success, Ask to Buy, interrupted, user cancelled, each error a purchase can throw) without
/// changing the settings. Confirm buys, Cancel and Esc buy nothing.
enum PurchaseSheetScreen {
    /// The sheet's rows.
    static func content(productID: String, _ state: AppState) -> ScreenContent {
        let title = "Confirm purchase"
        guard let store = state.store, let product = store.product(productID) else {
            return ScreenContent(title: title, rows: ScreenContent.storeUnavailableRows(state))
        }
        let storefront = store.settings.storefront
        var rows: [ListRow] = [
            .text("Product", detail: ProductText.name(product)),
            .text("Price", detail: "\(ProductText.price(product)) (charged in \(product.currencyCode ?? storefront.currency.code), \(storefront.name) storefront)"),
        ]
        if let iso = product.subscriptionPeriod, let period = SubscriptionPeriod(iso8601: iso) {
            rows.append(.text("Period", detail: "renews every \(period.englishDescription(omittingOne: true)) until cancelled"))
        }
        if let offer = ProductScreen.introductoryOfferText(for: product, store) {
            rows.append(.text("Offer", detail: "\(offer), then \(ProductText.price(product))"))
        }
        rows.append(.text("Account", detail: "\(state.customerName) (sandbox)"))
        rows.append(.heading("Outcome of this purchase (sandbox)"))
        let picked = state.current.simulation
        rows.append(pick("As the settings say", detail: settingsOutcome(store.settings), nil, picked: picked, state.glyphs))
        rows += PurchaseSimulation.all.map { pick(name(of: $0), detail: detail(of: $0), $0, picked: picked, state.glyphs) }
        rows.append(.heading("Confirm"))
        rows.append(.item("Confirm", detail: picked.map { "as \(name(of: $0))" } ?? "",
                          .perform(.purchase(productID: productID, confirmed: Effect.Confirmation(simulation: picked)))))
        rows.append(.item("Cancel", .dismiss(notice: "Purchase cancelled: nothing was charged.")))
        return ScreenContent(title: title, rows: rows)
    }

    /// One outcome to pick, marked when it is the one picked.
    private static func pick(_ label: String, detail: String, _ simulation: PurchaseSimulation?, picked: PurchaseSimulation?, _ glyphs: Glyphs) -> ListRow {
        let marker = simulation == picked ? glyphs.selectedMarker : glyphs.unselectedMarker
        return .item("\(marker) \(label)", detail: detail, .pickPurchaseOutcome(simulation))
    }

    /// What a purchase comes to under the settings in force.
    private static func settingsOutcome(_ settings: SandboxSettings) -> String {
        if let code = settings.simulatedErrors[.purchase] { return "fails with \(code.rawValue)" }
        if settings.isAskToBuyEnabled { return "Ask to Buy" }
        if settings.isInterruptedPurchasesEnabled { return "interrupted" }
        return "success"
    }

    /// An outcome's name on the sheet.
    static func name(of simulation: PurchaseSimulation) -> String {
        switch simulation {
        case .completes: "Success"
        case .askToBuy: "Ask to Buy"
        case .interrupted: "Interrupted"
        case .fails(.userCancelled): "User cancelled"
        case .fails(let code): "Error: \(code.rawValue)"
        }
    }

    private static func detail(of simulation: PurchaseSimulation) -> String {
        switch simulation {
        case .completes: "bought now"
        case .askToBuy: "waits for a parent"
        case .interrupted: "waits to be resolved"
        case .fails(.userCancelled): "nothing charged"
        case .fails: "fails"
        }
    }
}
