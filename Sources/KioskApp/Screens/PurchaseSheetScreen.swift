import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow

/// The purchase sheet, as StoreKit shows one before a purchase: the product, the price charged in the storefront's
/// currency, the period, the offer and what follows it (the introductory offer that applies by itself, or the
/// offer the purchase asks for: a paywall package's promotional offer, priced and timed), the account; in the
/// sandbox the tester also picks this purchase's outcome (success, Ask to Buy, interrupted, user cancelled, each
/// error a purchase can throw) without changing the settings. A plan change shows which way it goes and when it takes effect. The price says what is
/// charged when for the outcome picked (nothing while a request waits for a parent; a plan change that starts now
/// charges the store's prorated amount, then the price; Confirm charges no more than the amount shown, however the
/// clock ran since). Confirm buys, Cancel and Esc buy nothing; both come before
/// the outcomes, Confirm selected, and picking an outcome selects Confirm again. The product and price show first,
/// however small the terminal (the rest scrolls). Its labels, headings and buttons are in the
/// customer's locale (`AppWords`).
enum PurchaseSheetScreen {
    /// The sheet's rows, for a purchase asking for `offer` (nil: none). Drawn as the store stands, whether the sheet
    /// just opened or the store changed while it was open: the offer the purchase takes (`PlanChangePreview.offer(_:)`:
    /// none on a change that waits for the renewal), its price, terms and Confirm, as a fresh open would show them.
    static func content(productID: String, offer asked: OfferChoice? = nil, _ state: AppState) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: AppWords.text(.confirmPurchase, locale: nil), rows: ScreenContent.storeUnavailableRows(state))
        }
        guard let product = store.product(productID) else {
            return ScreenContent(title: AppWords.text(.confirmPurchase, locale: store.settings.locale), rows: ScreenContent.notSoldRows(productID, store))
        }
        let words = { (word: AppWords.Word) in AppWords.text(word, locale: store.settings.locale) }
        // Bought or approved meanwhile, or another customer of the Apple ID came to have it (from another shell): the
        // store would refuse a Confirm, and a fresh open makes no sheet.
        let had = product.type != .consumable && ProductText.isEntitled(store.states[productID]) ? .text(words(.alreadyHave))
            : ProductText.anotherCustomers(product, store)
        if let had {
            return ScreenContent(title: words(.confirmPurchase), rows: [
                .text(words(.product), detail: ProductText.name(product)), had, .item(words(.back), .dismiss(notice: nil)),
            ])
        }
        let picked = state.current.simulation
        let outcome = picked ?? store.settings.expectedPurchaseOutcome
        let change = PlanChangePreview(to: product, in: store)
        let choice = taken(asked, change: change)
        let offer = ProductScreen.offer(choice, of: product)
        let charged = chargedOffer(product, choice: choice, change: change, store)
        let storeCharge = store.charge(of: productID, offer: choice)
        let charge = change == nil ? nil : storeCharge
        var rows: [ListRow] = [
            .text(words(.product), detail: ProductText.name(product)),
            .text(words(.price), detail: priceWords(product, offer: charged, change: change, charge: charge, outcome: outcome, store.settings)),
        ]
        if let note = store.productPriceNotes[productID] { rows += ListRow.paragraph(note, width: ListLayout.listArea(for: state.size).width, tone: .warning) }
        // Terms changed since the sheet opened (another process switched the storefront) are said under the price,
        // which already shows the new ones, so a small terminal shows both.
        let terms: PurchaseTerms? = terms(of: product, offer: charged, charge: storeCharge)
        let shown = state.current.openingTerms ?? terms
        if let shown, let terms, shown != terms {
            let locale = Locale(identifier: store.settings.locale)
            let wordsShown = shown.words(locale: locale, beside: terms, name: store.displayName(of:))
            rows += ListRow.paragraph("The terms changed since this sheet opened: it showed \(wordsShown), now "
                                      + "\(terms.words(locale: locale, beside: shown, name: store.displayName(of:))). Confirm charges nothing until you take the new terms.",
                                      width: ListLayout.listArea(for: state.size).width, tone: .warning)
            rows.append(.item(words(.takeNewTerms), detail: terms.words(locale: locale), .takePurchaseTerms(terms)))
        }
        if let change {
            rows.append(.text(words(.change), detail: "\(change.directionWord) from \(change.currentName)"))
            rows.append(.text(words(.takesEffect), detail: change.takesEffect(outcome)))
            if let autoRenew = change.autoRenewRow(locale: store.settings.locale) { rows.append(autoRenew) }
            rows += change.replacedRows(width: ListLayout.listArea(for: state.size).width)
        }
        if let iso = product.subscriptionPeriod, let period = SubscriptionPeriod(iso8601: iso) {
            rows.append(.text(words(.period), detail: "renews every \(period.englishDescription(omittingOne: true)) until cancelled"))
        }
        if let offer {
            rows.append(.text(words(.offer), detail: "\(offer.type?.rawValue ?? "") offer, \(ProductScreen.offerText(offer)), then \(ProductText.price(product))"))
        } else if let offer = ProductScreen.introductoryOfferText(for: product, store) {
            rows.append(.text(words(.offer), detail: "\(offer), then \(ProductText.price(product))"))
        }
        rows.append(.text(words(.account), detail: "\(state.customerName) (sandbox)"))
        // Confirm and Cancel before the outcomes, so they show on a small terminal and Enter at once confirms. It
        // carries the prorated amount the Price row shows (from this read of the store): the most the store charges.
        var agreed = shown
        agreed?.proratedCharge = charge?.proratedNow
        rows.append(.item(words(.confirm), detail: picked.map { "as \(name(of: $0))" } ?? "",
                          .perform(.purchase(productID: productID, offer: choice, confirmed: Effect.Confirmation(simulation: picked, terms: agreed)))))
        rows.append(.item(words(.cancel), .dismiss(notice: words(.purchaseCancelled))))
        rows.append(.heading(words(.purchaseOutcome)))
        rows.append(pick(words(.asTheSettingsSay), detail: settingsOutcome(store.settings), nil, picked: picked, state.glyphs))
        rows += PurchaseSimulation.all.map { pick(name(of: $0), detail: detail(of: $0), $0, picked: picked, state.glyphs) }
        return ScreenContent(title: words(change == nil ? .confirmPurchase : .confirmPlanChange), rows: rows, keepsTopInView: true)
    }

    /// The offer a purchase asking for `asked` takes, for the plan change it makes (`PlanChangePreview.offer(_:)`), or
    /// the one asked for when it changes no plan.
    private static func taken(_ asked: OfferChoice?, change: PlanChangePreview?) -> OfferChoice? {
        change.map { $0.offer(asked) } ?? asked
    }

    /// The terms buying a product with the offer asked for comes to for the customer as the store stands: its price
    /// in the storefront, the offer's (one payment, its first phase) it is charged with (`chargedOffer`) and, for a
    /// plan change, the store's charge (`StoreSnapshot.charge(of:offer:)`); nil for a product not sold here. What the
    /// sheet shows when it opens and on every redraw.
    static func terms(of productID: String, offer asked: OfferChoice? = nil, in store: StoreSnapshot) -> PurchaseTerms? {
        store.product(productID).map { product in
            let change = PlanChangePreview(to: product, in: store)
            let choice = taken(asked, change: change)
            return terms(of: product, offer: chargedOffer(product, choice: choice, change: change, store), charge: store.charge(of: productID, offer: choice))
        }
    }

    /// The offer a purchase is charged with: the one it takes (`choice`), else, for a purchase or a plan change that
    /// starts now, the introductory offer the customer is eligible for, as StoreKit applies it.
    private static func chargedOffer(_ product: ProductInfo, choice: OfferChoice?, change: PlanChangePreview?, _ store: StoreSnapshot) -> SubscriptionOfferInfo? {
        ProductScreen.offer(choice, of: product)
            ?? (change?.startsNow != false && choice == nil ? ProductScreen.introductoryOffer(for: product, store) : nil)
    }

    /// The terms of buying `product` charged with `offer` (its first payment is one of them) and the store's charge for it.
    private static func terms(of product: ProductInfo, offer: SubscriptionOfferInfo?, charge: PurchaseCharge?) -> PurchaseTerms {
        let currency = Currency(code: product.currencyCode)
        let offerPrice = offer?.pricingPhases.first.map { Price($0.price, currency) }
        return PurchaseTerms(price: Price(product.price, currency), charge: charge, offerPrice: offerPrice)
    }

    /// The price and what is charged when, for an outcome: `$12.99 / month (charged in USD, United States
    /// storefront)`, after the offer's phases (`2 months for $0.99, then $9.99 / month …`), nothing now for a change at the next renewal, and nothing at all while a request waits or
    /// when the purchase ends without one. A change at the next renewal is priced where the subscription renews
    /// (the store's `charge`), which may not be the storefront in force.
    private static func priceWords(_ product: ProductInfo, offer: SubscriptionOfferInfo?, change: PlanChangePreview?, charge: PurchaseCharge?,
                                   outcome: PurchaseSimulation, _ settings: SandboxSettings) -> String {
        let locale = Locale(identifier: settings.locale)
        // An offer asked for is charged first: `3 months at $6.49 each month, then $12.99 / month`; a plan change that
        // starts now charges its first payment now, so what follows is one payment fewer.
        let paysNow = change?.startsNow == true && charge != nil
        var price = (offer.map { ProductScreen.offerText($0, afterFirstPayment: paysNow) }.flatMap { $0.isEmpty ? nil : "\($0), then " } ?? "")
            + ProductText.price(product)
        var currency = "\(product.currencyCode), \(settings.storefront.name) storefront"
        if let charge, charge.startsAtRenewal, let renewal = charge.renewal, let storefront = charge.renewalStorefront {
            price = ProductText.price(renewal.formatted(locale: locale), period: product.subscriptionPeriod)
            currency = "\(renewal.currency.code), \(storefront.name) storefront, where the subscription renews"
        }
        let renewal = change.flatMap { $0.startsNow ? nil : $0.renewal.map(DateText.day) }
        switch outcome {
        case .completes:
            if let change, !change.startsNow {
                return "\(price) (in \(currency)), charged from the next renewal" + (renewal.map { ", \($0)" } ?? "") + "; nothing now"
            }
            let now = charge.map { "\(chargedNow($0, locale: locale)), then " } ?? ""
            return "\(now)\(price) (charged in \(currency))"
        case .askToBuy:
            return "\(price) (in \(currency)): not charged now; a request goes to a parent, and it is charged "
                + chargedAfterWaiting("once they approve", "from the renewal after they approve", change: change, charge: charge, locale)
        case .interrupted:
            return "\(price) (in \(currency)): not charged now; it is charged "
                + chargedAfterWaiting("once the interrupted purchase is resolved", "from the renewal after it is resolved",
                                      change: change, charge: charge, locale)
        case .fails(.userCancelled):
            return "\(price) (in \(currency)): not charged, the purchase is cancelled"
        case .fails(let code):
            return "\(price) (in \(currency)): not charged, the purchase fails with \(code.rawValue)"
        }
    }

    /// What a plan change that starts now charges now, from the store's `charge` (the one computation it charges
    /// with): `$5.76 now (prorated)`, or the whole price with the old plan's rest refunded when it was paid in another
    /// currency.
    static func chargedNow(_ charge: PurchaseCharge, locale: Locale) -> String {
        let amount = charge.now.formatted(locale: locale)
        switch charge.credit {
        case .credited(_, let refunded):
            return "\(amount) now (prorated" + (refunded.map { "; \($0.formatted(locale: locale)) of the unused rest, more than the price, is refunded)" } ?? ")")
        case .refunded(let rest): return "\(amount) now (the whole price; the unused rest, \(rest.formatted(locale: locale)), paid in another currency, is refunded)"
        case .none: return "\(amount) now"
        }
    }

    /// When a purchase that waits (for a parent, or to be resolved) is charged: when it stops waiting
    /// (`stopsWaiting`), in the storefront in force then, or from the renewal after that (`atRenewal`) for a change
    /// that waits for the renewal; a change that starts then is prorated at that moment, and the sheet says what
    /// that would be now.
    private static func chargedAfterWaiting(_ stopsWaiting: String, _ atRenewal: String, change: PlanChangePreview?, charge: PurchaseCharge?,
                                            _ locale: Locale) -> String {
        // Bought when it stops waiting, it is charged in the storefront in force then, which may not be this one.
        let at = "\(stopsWaiting), in the storefront in force then"
        guard let change else { return at }
        guard change.startsNow else { return atRenewal }
        guard let charge, case .credited = charge.credit else { return at }
        return "\(at), prorated then (\(charge.now.formatted(locale: locale)) if it were now)"
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
