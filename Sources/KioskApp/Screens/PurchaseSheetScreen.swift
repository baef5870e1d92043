import PaywallLayout
import PaywallModel
import PurchaseFlow

/// The purchase sheet, as StoreKit shows one before a purchase: the product, the price charged in the storefront's
/// currency, the period, the offer and what follows it, the account; in the sandbox the tester also picks this
/// purchase's outcome (success, Ask to Buy, interrupted, user cancelled, each error a purchase can throw) without
/// changing the settings. A plan change shows which way it goes and when it takes effect. The price says what is
/// charged when for the outcome picked (nothing while a request waits for a parent). Confirm buys, Cancel and Esc
/// buy nothing. The product and price show first, however small the terminal (the rest scrolls). Its labels,
/// headings and buttons are in the customer's locale (`AppWords`).
enum PurchaseSheetScreen {
    /// The sheet's rows.
    static func content(productID: String, _ state: AppState) -> ScreenContent {
        guard let store = state.store, let product = store.product(productID) else {
            return ScreenContent(title: AppWords.text(.confirmPurchase, locale: nil), rows: ScreenContent.storeUnavailableRows(state))
        }
        let words = { (word: AppWords.Word) in AppWords.text(word, locale: store.settings.locale) }
        let picked = state.current.simulation
        let outcome = picked ?? store.settings.expectedPurchaseOutcome
        let change = PlanChangePreview(to: product, in: store)
        var rows: [ListRow] = [
            .text(words(.product), detail: ProductText.name(product)),
            .text(words(.price), detail: priceWords(product, change: change, outcome: outcome, store.settings.storefront)),
        ]
        if let note = store.productPriceNotes[productID] { rows += ListRow.paragraph(note, width: state.size.width, tone: .warning) }
        if let change {
            rows.append(.text(words(.change), detail: "\(change.direction.rawValue) from \(ProductText.name(change.current))"))
            rows.append(.text(words(.takesEffect), detail: change.takesEffect(outcome)))
        }
        if let iso = product.subscriptionPeriod, let period = SubscriptionPeriod(iso8601: iso) {
            rows.append(.text(words(.period), detail: "renews every \(period.englishDescription(omittingOne: true)) until cancelled"))
        }
        if let offer = ProductScreen.introductoryOfferText(for: product, store) {
            rows.append(.text(words(.offer), detail: "\(offer), then \(ProductText.price(product))"))
        }
        rows.append(.text(words(.account), detail: "\(state.customerName) (sandbox)"))
        rows.append(.heading(words(.purchaseOutcome)))
        rows.append(pick(words(.asTheSettingsSay), detail: settingsOutcome(store.settings), nil, picked: picked, state.glyphs))
        rows += PurchaseSimulation.all.map { pick(name(of: $0), detail: detail(of: $0), $0, picked: picked, state.glyphs) }
        rows.append(.item(words(.confirm), detail: picked.map { "as \(name(of: $0))" } ?? "",
                          .perform(.purchase(productID: productID, confirmed: Effect.Confirmation(simulation: picked)))))
        rows.append(.item(words(.cancel), .dismiss(notice: words(.purchaseCancelled))))
        return ScreenContent(title: words(change == nil ? .confirmPurchase : .confirmPlanChange), rows: rows, keepsTopInView: true)
    }

    /// The price and what is charged when, for an outcome: `$12.99 / month (charged in USD, United States
    /// storefront)`, nothing now for a change at the next renewal, and nothing at all while a request waits or
    /// when the purchase ends without one.
    private static func priceWords(_ product: ProductInfo, change: PlanChangePreview?, outcome: PurchaseSimulation,
                                   _ storefront: Storefront) -> String {
        let price = ProductText.price(product)
        let currency = "\(product.currencyCode ?? storefront.currency.code), \(storefront.name) storefront"
        let renewal = change.flatMap { $0.startsNow ? nil : $0.renewal.map(DateText.day) }
        switch outcome {
        case .completes:
            guard let change, !change.startsNow else { return "\(price) (charged in \(currency))" }
            return "\(price) (in \(currency)), charged from the next renewal" + (renewal.map { ", \($0)" } ?? "") + "; nothing now"
        case .askToBuy:
            let charged = change.map { $0.startsNow ? "once they approve" : "from the renewal after they approve" } ?? "once they approve"
            return "\(price) (in \(currency)): not charged now; a request goes to a parent, and it is charged \(charged)"
        case .interrupted:
            return "\(price) (in \(currency)): not charged until the interrupted purchase is resolved"
        case .fails(.userCancelled):
            return "\(price) (in \(currency)): not charged, the purchase is cancelled"
        case .fails(let code):
            return "\(price) (in \(currency)): not charged, the purchase fails with \(code.rawValue)"
        }
    }

    /// One outcome to pick, marked when it is the one picked.
    private static func pick(_ label: String, detail: String, _ simulation: PurchaseSimulation?, picked: PurchaseSimulation?, _ glyphs: Glyphs) -> ListRow {
        let marker = simulation == picked ? glyphs.selectedMarker : glyphs.unselectedMarker
        return .item("\(marker) \(label)", detail: detail, .pickPurchaseOutcome(simulation))
    }

    /// What a purchase comes to under the settings in force, in a few words.
    private static func settingsOutcome(_ settings: SandboxSettings) -> String {
        switch settings.expectedPurchaseOutcome {
        case .fails(let code): "fails with \(code.rawValue)"
        case .askToBuy: "Ask to Buy"
        case .interrupted: "interrupted"
        case .completes: "success"
        }
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
