import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow

/// One ledger record as the transaction manager shows it: every field its signed transaction carries, whether
/// it verified and why, what can be done to it (and why the rest cannot), and its raw JWS header and payload.
enum TransactionScreen {
    /// The rows of one record.
    static func content(id: Int64, _ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        let title = "Transaction #\(id)"
        guard let store = state.store else { return ScreenContent(title: title, rows: ScreenContent.storeUnavailableRows(state)) }
        guard let record = store.record(id) else {
            var rows: [ListRow] = [.text("This transaction is gone from the ledger.")]
            if let outcome { rows.append(.outcome(outcome)) }
            return ScreenContent(title: title, rows: rows)
        }
        let inspection = state.inspection.flatMap { $0.transactionID == id && $0.jws == record.jws ? $0 : nil }
        // The verification the app sees: under the simulated Verification error a signature that verifies is unverified to it.
        let simulated = record.status == .completed ? store.settings.simulatedError(for: .verification) : nil
        let result = inspection.map { simulated == nil ? $0.result : .unverified }
        var rows: [ListRow] = [
            .text("Product", detail: store.displayName(of: record.productID)),
            stateRow(record, store),
        ]
        if let whose = othersSubscriptionRow(record, store) { rows.append(whose) }
        rows.append(.text("Verification", detail: result?.rawValue ?? "checking…", tone: result.map(verificationTone)))
        if let simulated { rows.append(.text("  Unverified as the app sees it: \(simulated.message) The app neither delivers nor finishes it until it verifies.")) }
        if let inspection { rows.append(.text("  " + (simulated == nil || inspection.result != .verified ? "" : "Its signature itself: ") + inspection.verification)) }
        let actions = TransactionActions.rows(for: record, store, verifiesForTheApp: result.map { $0 != .unverified } ?? (simulated == nil))
        rows.append(.heading("Actions"))
        rows += actions.filter(\.isSelectable)
        if let outcome { rows.append(.outcome(outcome)) }
        rows.append(.heading("Details"))
        rows += fieldRows(record, store)
        rows.append(.heading("Not possible here"))
        rows += actions.filter { !$0.isSelectable }
        if let inspection, !inspection.header.isEmpty {
            rows.append(.heading("JWS header"))
            rows += inspection.header.map { ListRow.text($0) }
            rows.append(.heading("JWS payload"))
            rows += inspection.payload.map { ListRow.text($0) }
        }
        return ScreenContent(title: title, rows: rows)
    }

    /// The record's fields, as its signed transaction carries them, and who and what it concerns.
    private static func fieldRows(_ record: LedgerRecord, _ store: StoreSnapshot) -> [ListRow] {
        var rows: [ListRow] = [
            .text("Product ID", detail: record.productID),
            .text("Type", detail: record.productKind.transactionTypeName),
            .text("Transaction ID", detail: "\(record.id)"),
            .text("Original transaction ID", detail: "\(record.originalID)"),
        ]
        if record.productKind == .autoRenewableSubscription {
            rows.append(.text("Web order line item ID", detail: "\(record.id)"))
            rows.append(.text("Upgraded", detail: record.isUpgraded ? "yes" : "no"))
            if let refunded = store.ledger.restsRefunded[record.id] {
                let amount = refunded.formatted(locale: Locale(identifier: store.settings.locale))
                rows.append(.text("Unused rest refunded", detail: "\(amount), when an upgrade replaced it"))
            }
        }
        if let group = record.groupID { rows.append(.text("Subscription group", detail: group)) }
        rows.append(.text("Customer", detail: store.ledger.owners[record.originalID] ?? "unknown"))
        rows += [
            .text("Reason", detail: record.reason.rawValue),
            .text("Price charged", detail: chargedWords(record, store)),
            .text("Quantity", detail: "\(record.quantity)"),
            .text("Storefront", detail: record.storefront),
            .text("Ownership", detail: record.ownership.rawValue),
            .text("Purchase date", detail: DateText.day(record.purchaseDate)),
            .text("Original purchase date", detail: DateText.day(record.originalPurchaseDate)),
        ]
        if let expiration = record.expirationDate { rows.append(.text("Expiration date", detail: DateText.day(expiration))) }
        if let revocation = record.revocationDate {
            rows.append(.text("Revocation date", detail: DateText.day(revocation), tone: .danger))
            rows.append(.text("Revocation reason", detail: record.revocationReason.map(revocationWords) ?? "none"))
            if let refund = store.ledger.refundAmounts[record.id] {
                let locale = Locale(identifier: store.settings.locale)
                rows.append(.text("Refunded", detail: refund.words { $0.formatted(locale: locale) }))
            }
        }
        rows += offerRows(record.offer)
        rows.append(.text("App account token", detail: record.appAccountToken?.uuidString.lowercased() ?? "none"))
        rows.append(.text("Finished", detail: record.isFinished ? "yes" : "no", tone: record.isFinished ? nil : .warning))
        if let signed = record.signedDate { rows.append(.text("Signed", detail: DateText.day(signed))) }
        if let status = store.ledger.subscription(newestOf: record) {
            rows.append(.text("Subscription", detail: status.state.words))
            rows.append(.text("Auto-renew", detail: status.renewalInfo.willAutoRenew ? "on" : "off"))
        }
        return rows
    }

    /// What the record charged, as the ledger has it: nothing while a request waits (Ask to Buy, interrupted), with what
    /// approving or resolving it now would charge (or that the store refuses to, as it would change another customer's
    /// subscription), but for a code's offer, nothing after it was declined, or for a plan
    /// change that waited for a renewal (that renewal is charged, in the currency where the subscription renews), else
    /// the price formatted in its currency.
    static func chargedWords(_ record: LedgerRecord, _ store: StoreSnapshot) -> String {
        let locale = Locale(identifier: store.settings.locale)
        switch record.status {
        case .askToBuy, .interrupted:
            // Approving and resolving make the purchase alike, exactly as buying it now would (`SandboxStore.carryOut`).
            let (waits, ifNow) = record.status == .askToBuy ? ("waiting for approval", "if approved now") : ("interrupted, not resolved yet", "if resolved now")
            if let refused = othersSubscriptionWords(record, store) { return "Not charged (\(waits); \(refused))" }
            // What it charges now, as the purchase sheet works it out: the price in the storefront in force,
            // after the offer asked for or an introductory offer the customer may have; a plan change's charge now, or
            // the renewal's where the subscription renews. A code's offer is not in the store's product list.
            guard let product = store.product(record.productID), record.offer?.kind != .code else { return "Not charged (\(waits))" }
            let asked = askedOffer(record)
            if let charge = store.charge(of: record.productID, offer: asked) {
                guard !charge.startsAtRenewal else {
                    let renewal = charge.renewal.map { ", which bills \(ProductText.price($0.formatted(locale: locale), period: product.subscriptionPeriod))" } ?? ""
                    return "Not charged (\(waits); \(ifNow), nothing is charged until the next renewal\(renewal))"
                }
                let offer = ProductScreen.offer(asked, of: product).map { ProductScreen.offerText($0, afterFirstPayment: true) }
                let then = offer.flatMap { $0.isEmpty ? nil : "\($0), then " } ?? ""
                return "Not charged (\(waits); \(ifNow): \(PurchaseSheetScreen.chargedNow(charge, locale: locale)), then \(then)\(ProductText.price(product)))"
            }
            let offer = (ProductScreen.offer(asked, of: product).map { ProductScreen.offerText($0) }
                ?? ProductScreen.introductoryOfferText(for: product, store)).map { "\($0), then " } ?? ""
            // Several of a product are charged together: the price times the quantity.
            let whole = Price(product.price * Decimal(record.quantity), Currency(code: product.currencyCode)).formatted(locale: locale)
            let price = record.quantity > 1 ? "\(record.quantity) × \(ProductText.price(product)) = \(whole)" : ProductText.price(product)
            return "Not charged (\(waits); \(ifNow): \(offer)\(price))"
        case .declined: return "Not charged (declined)"
        case .scheduled:
            let renewal = store.ledger.subscription(of: record).flatMap { ChargedPrice.renewal($0.renewalInfo, locale: locale) }
            return "Not charged (\(renewal.map { "the next renewal bills \($0)" } ?? "waits for the next renewal"))"
        case .applied: return "Not charged (the renewal it waited for was charged)"
        case .lapsed: return "Not charged (lapsed before the renewal it waited for)"
        case .completed: return ChargedPrice.text(record, locale: locale) ?? "none"
        }
    }

    /// What approving or resolving a waiting request now would do when it would change another customer's subscription
    /// (`LedgerOverview.othersSubscriptionOfRequest`): `approving it now would change default's subscription, which the
    /// store refuses`; nil otherwise.
    static func othersSubscriptionWords(_ record: LedgerRecord, _ store: StoreSnapshot) -> String? {
        store.ledger.othersSubscriptionOfRequest[record.id].map {
            "\(record.status == .askToBuy ? "approving" : "resolving") it now would change \($0)'s subscription, which the store refuses"
        }
    }

    /// The row saying whose the subscription of a waiting request's group is, when it is another customer's than the
    /// requester's (`othersSubscriptionWords`), as the change-plan screen says it (`ProductText.anotherCustomersSubscription`).
    private static func othersSubscriptionRow(_ record: LedgerRecord, _ store: StoreSnapshot) -> ListRow? {
        guard let holder = store.ledger.othersSubscriptionOfRequest[record.id], let group = record.groupID else { return nil }
        let requester = store.ledger.owners[record.originalID]
        return ProductText.anotherCustomersSubscription(groupName: store.groupName(of: group), owner: holder,
                                                        requester: requester == store.customer?.name ? nil : requester)
    }

    /// The terms approving or resolving a waiting request comes to now, as its Price charged row states them
    /// (`chargedWords`), with the prorated amount it shows: what Approve and Resolve carry, so that a change in them
    /// moves the selection off (`SelectionAnchors`). Nil for a code's offer or a product not sold here, whose row states
    /// no charge.
    static func decisionTerms(_ record: LedgerRecord, _ store: StoreSnapshot) -> PurchaseTerms? {
        guard record.offer?.kind != .code else { return nil }
        let asked = askedOffer(record)
        var terms = PurchaseSheetScreen.terms(of: record.productID, offer: asked, in: store)
        terms?.proratedCharge = store.charge(of: record.productID, offer: asked)?.proratedNow
        return terms
    }

    /// The offer a waiting request asked for: an introductory offer applies by itself, as buying applies it, and is
    /// none; another offer was asked for.
    private static func askedOffer(_ record: LedgerRecord) -> OfferChoice? {
        record.offer.flatMap { $0.kind == .introductory ? nil : OfferChoice(kind: $0.kind, id: $0.id) }
    }

    /// The offer the record used: type, id, payment mode and period; one row saying none without one.
    private static func offerRows(_ offer: TransactionOffer?) -> [ListRow] {
        guard let offer else { return [.text("Offer", detail: "none")] }
        var rows: [ListRow] = [.text("Offer type", detail: "\(TransactionMarkers.offerWords(offer.kind)) (\(offer.kind.transactionOfferType))")]
        if let id = offer.id { rows.append(.text("Offer ID", detail: id)) }
        if let mode = offer.paymentMode { rows.append(.text("Offer payment mode", detail: mode.transactionDiscountType)) }
        if let period = offer.period { rows.append(.text("Offer period", detail: period)) }
        return rows
    }

    /// The theme role of a verification result.
    private static func verificationTone(_ result: TransactionInspection.Result) -> ColorRole {
        switch result {
        case .verified: .success
        case .unverified: .danger
        case .notSigned: .pending
        }
    }

    /// A revocation reason as StoreKit names it, with its number.
    private static func revocationWords(_ reason: RevocationReason) -> String {
        switch reason {
        case .other: "other (0)"
        case .developerIssue: "developer issue (1)"
        }
    }

    /// The State row: for a subscription's newest transaction, completed and not refunded, the state its customer is in
    /// (`SandboxSubscriptionStatus.purchaseState`, read from the store: active, cancelled, grace period, billing retry,
    /// expired, revoked) with the transaction's own status beside it, `expired (transaction completed)`; else the
    /// record's state (`describe`).
    private static func stateRow(_ record: LedgerRecord, _ store: StoreSnapshot) -> ListRow {
        guard record.status == .completed, record.revocationDate == nil, let status = store.ledger.subscription(newestOf: record) else {
            return .text("State", detail: describe(record), tone: tone(record))
        }
        return .text("State", detail: "\(SubscriptionText.stateName(status)) (transaction \(describe(record)))",
                     tone: ProductText.tone(status.purchaseState(at: store.now)))
    }

    /// A record's state in a few words.
    static func describe(_ record: LedgerRecord) -> String {
        if record.revocationDate != nil { return record.ownership == .familyShared ? "revoked" : "refunded" }
        switch record.status {
        case .askToBuy: return "Ask to Buy: waiting"
        case .interrupted: return "interrupted"
        case .declined: return "declined"
        case .scheduled: return "plan change at the next renewal"
        case .applied: return "plan change made at the renewal it waited for"
        case .lapsed: return "plan change lapsed: the subscription ended or changed first"
        case .completed:
            return ["completed", record.isUpgraded ? "upgraded (a higher plan replaced it)" : nil, record.isFinished ? nil : "unfinished"]
                .compactMap { $0 }.joined(separator: ", ")
        }
    }

    /// The theme role of a record's state: danger when refunded or declined, pending while it waits.
    static func tone(_ record: LedgerRecord) -> ColorRole? {
        if record.revocationDate != nil { return .danger }
        switch record.status {
        case .askToBuy, .interrupted, .scheduled: return .pending
        case .declined: return .danger
        case .applied, .lapsed: return .muted
        case .completed: return record.isFinished ? .success : .warning
        }
    }
}
