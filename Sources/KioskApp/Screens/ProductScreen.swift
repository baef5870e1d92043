import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow

/// One product: description, price, kind, group and level, offers, where the customer stands, and the way to
/// buy it. Buying here asks for no offer, so a promotional offer (applied only where a purchase asks for it: a
/// paywall's package, the subscription store) is not listed.
enum ProductScreen {
    /// The product screen's rows.
    static func content(productID: String, _ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: productID, rows: ScreenContent.storeUnavailableRows(state))
        }
        guard let product = store.product(productID) else {
            return ScreenContent(title: productID, rows: ScreenContent.notSoldRows(productID, store))
        }
        var rows: [ListRow] = []
        if !product.productDescription.isEmpty { rows.append(.text(product.productDescription)) }
        let change = PlanChangePreview(to: product, in: store)
        rows.append(.text("Price", detail: billedPriceWords(product, store)))
        if let note = store.productPriceNotes[productID] { rows += ListRow.paragraph(note, width: ListLayout.listArea(for: state.size).width, tone: .warning) }
        rows.append(.text("Kind", detail: product.type.summaryName))
        if let groupID = product.subscriptionGroupID {
            let group = store.groupName(of: groupID)
            rows.append(.text("Group", detail: "\(group), level \(product.subscriptionGroupLevel ?? 1)"))
        }
        let introductoryOffer = introductoryOfferText(for: product, store)
        for offer in product.subscriptionOffers ?? [] {
            guard let kind = offer.type, kind != .promotional else { continue }
            // A win-back offer is shown only to a customer the store would give it: a lapsed subscriber of the group.
            if kind == .winBack, store.winBackOfferIDs[productID]?.contains(offer.id ?? "") != true { continue }
            let phases = offerText(offer)
            var note = ""
            if kind == .introductory, introductoryOffer == nil {
                // Used once per group; else this purchase starts no period now (a change at the renewal, the current plan).
                let isUsed = product.subscriptionGroupID.map(store.introOfferUsedGroupIDs.contains) ?? false
                note = isUsed ? ", already used" : change.map { $0.startsNow ? "" : ", not on a change at the renewal" } ?? ""
            }
            rows.append(.text("Offer (\(kind.rawValue)\(note))", detail: phases))
        }
        let purchaseState = store.states[productID]
        if case .ready = purchaseState {} else { rows.append(.text("Status", detail: ProductText.status(product, store), tone: ProductText.tone(purchaseState))) }
        switch purchaseState {
        case .some(.pending):
            // The decisions the transaction manager offers on the request: Decline alone when approving would change
            // another customer's subscription, Resolve for an interrupted purchase.
            let decisions = store.waitingRequest(for: productID).flatMap { store.record($0.id) }.map { TransactionActions.decisions(on: $0, store) } ?? []
            rows.append(.item("Open the transaction manager" + (decisions.isEmpty ? "" : " to \(WaitingRequest.words(decisions))"), .open(.transactions)))
        case let owned where ProductText.isEntitled(owned):
            rows.append(.text("You have this product."))
            if let end = termEnd(of: product, store) { rows.append(.text("Ends", detail: "\(DateText.day(end)), with its term; then it can be bought again")) }
        default:
            if let theirs = ProductText.anotherCustomers(product, store) {
                rows.append(theirs)
                break
            }
            if let notNeeded = ProductText.notNeeded(productID, store) { rows.append(notNeeded) }
            if let change {
                let when = change.takesEffect(store.settings.expectedPurchaseOutcome) + (change.turnsAutoRenewBackOn ? "; turns auto-renew back on" : "")
                if change.isScheduled {
                    rows.append(.text("Plan change\(change.directionNote)", detail: when))
                } else if let waiting = PlanChangeTiming.codeWaiting(store, currentProductID: change.currentID) {
                    rows.append(.text("Plan change\(change.directionNote)", detail: waiting))
                } else {
                    rows += ListRow.item("Change to this plan\(change.directionNote)", wrappingDetail: when,
                                         width: ListLayout.listArea(for: state.size).width, .open(.planChange(productID: productID)))
                }
                break
            }
            let price = ProductText.price(product)
            rows.append(.item("Buy for \(price)", detail: introductoryOffer.map { "starts with \($0)" } ?? "",
                              .perform(.purchase(productID: productID))))
        }
        if let subscription = store.subscription(productID) { rows += subscriptionRows(subscription, productID: productID, store) }
        // A subscription action's result shows under the actions, before the (long) list of other plans.
        if let outcome { rows.append(.outcome(outcome)) }
        rows += planChangeRows(from: product, store)
        return ScreenContent(title: ProductText.name(product), rows: rows)
    }

    /// The product's price, or for the current plan and a change that waits for its renewal, when the subscription
    /// renews in another storefront, what its renewals charge there and the storefront's price: `$1.99 / week where
    /// your subscription renews (€1.99 / week in this storefront)`.
    private static func billedPriceWords(_ product: ProductInfo, _ store: StoreSnapshot) -> String {
        let price = ProductText.price(product), billed = ProductText.billedPrice(product, store)
        return billed == price ? price : "\(billed) where your subscription renews (\(price) in this storefront)"
    }

    /// Renewal info and what can be done to the subscription while it has not ended: auto-renew, and the
    /// sandbox's renew, expire and billing switches.
    private static func subscriptionRows(_ status: SandboxSubscriptionStatus, productID: String, _ store: StoreSnapshot) -> [ListRow] {
        let info = status.renewalInfo
        var rows: [ListRow] = [
            .heading("Subscription"),
            .text("State", detail: status.state.words, tone: ProductText.tone(store.states[productID])),
            .text("Auto-renew", detail: autoRenewWords(info, store)),
            endRow(status, store),
        ]
        if let grace = info.gracePeriodExpirationDate { rows.append(.text("Grace period until", detail: DateText.day(grace))) }
        if let retryEnd = status.billingRetryEnd { rows.append(.text("Billing retry until", detail: DateText.day(retryEnd))) }
        // An ended subscription is bought again; nothing can be done to it (resumed, renewed, expired).
        guard !status.hasEnded else { return rows }
        if let blocked = SheetGate.blocked(.manageSubscriptions, store) {
            rows.append(.text("Manage subscription: cannot open", detail: "simulated \(blocked.rawValue)"))
        } else {
            rows.append(info.willAutoRenew ? .item("Cancel auto-renew", .perform(.subscription(.cancelRenewal, productID: productID)))
                                           : .item("Resume auto-renew", .perform(.subscription(.resumeRenewal, productID: productID))))
            if let change = status.scheduledPlanChange, status.canKeepCurrentPlan {
                // As choosing the current plan again on the App Store: the change waiting for the renewal is dropped.
                rows.append(.item("Keep this plan", detail: "instead of \(store.displayName(of: change))",
                                  .perform(.subscription(.resumeRenewal, productID: productID))))
            }
        }
        rows.append(.heading("Sandbox"))
        if ManagerActionRule.refusal(of: .renew, to: status) == nil {
            rows.append(.item("Renew now", .perform(.subscription(.renew, productID: productID))))
        }
        rows.append(.item("Expire now", .perform(.subscription(.expire, productID: productID))))
        // On while a renewal is retried (grace period, billing retry), whatever made it fail, so one press fixes it.
        rows.append(status.isBillingIssueOn
            ? .item("Billing issue: on (turn off)", detail: SubscriptionActionText.billingFixEnds(status) ?? "",
                    .perform(.subscription(.billingIssueOff, productID: productID)))
            : .item("Billing issue: off (turn on)", detail: store.settings.isRenewalBillingIssuesEnabled ? "renewal-billing-issues is on" : "",
                    .perform(.subscription(.billingIssueOn, productID: productID))))
        return rows
    }

    /// When the customer's non-renewing subscription to a product ends (the term the rules give it), from the
    /// entitlements it grants them; `nil` for another kind, or one without a term.
    private static func termEnd(of product: ProductInfo, _ store: StoreSnapshot) -> Date? {
        guard product.type == .nonRenewingSubscription else { return nil }
        return store.customer?.entitlements.compactMap { $0.state.sourceProductID == product.id ? $0.state.expiresAt : nil }.max()
    }

    /// When the subscription renews or ends, in the tense of the moment: `Renews` or `Ends` ahead, `Period ended`
    /// while a renewal is retried (billing retry, grace period), `Ended` or `Refunded` (`Revoked` when shared)
    /// once it has.
    private static func endRow(_ status: SandboxSubscriptionStatus, _ store: StoreSnapshot) -> ListRow {
        let info = status.renewalInfo, latest = status.latest
        if status.state == .revoked, let revoked = latest.revocationDate {
            return .text(latest.ownership == .familyShared ? "Revoked" : "Refunded", detail: DateText.day(revoked))
        }
        let ends = status.subscription.expirationDate
        if status.hasEnded { return .text("Ended", detail: DateText.day(ends)) }
        if ends <= store.now { return .text("Period ended", detail: DateText.day(ends) + renewalPriceWords(info, store)) }
        let renews = info.willAutoRenew && !SubscriptionText.endsForRemoval(status)
        return .text(renews ? "Renews" : "Ends", detail: DateText.day(ends) + (renews ? renewalPriceWords(info, store) : ""))
    }

    /// What the next renewal charges, as the renewal info has it, when that is not the price shown: with an offer
    /// code the subscriber redeemed (`, with offer code HALFYEAR at $29.99`), or in another currency than the
    /// storefront's (the subscription renews where its newest transaction was: `, at $9.99 (USD, where it renews)`);
    /// empty otherwise.
    private static func renewalPriceWords(_ info: RenewalInfo, _ store: StoreSnapshot) -> String {
        guard let price = ChargedPrice.renewal(info, locale: Locale(identifier: store.settings.locale)), let code = info.currency else { return "" }
        let elsewhere = code != store.settings.storefront.currency.code ? " (\(code), where it renews)" : ""
        if let offerCode = info.offerCode { return ", with offer code \(offerCode) at \(price)\(elsewhere)" }
        return elsewhere.isEmpty ? "" : ", at \(price)\(elsewhere)"
    }

    /// Whether the subscription renews, and into which plan when that is another one (`on, as Plus Basic, Weekly`).
    private static func autoRenewWords(_ info: RenewalInfo, _ store: StoreSnapshot) -> String {
        guard info.willAutoRenew else { return "off" }
        return info.autoRenewPreference == info.currentProductID ? "on" : "on, as \(store.displayName(of: info.autoRenewPreference))"
    }

    /// The other plans of the group an owned subscription can change to, each with which way and when (for the
    /// purchase outcome in force), or that a request for it already waits.
    private static func planChangeRows(from product: ProductInfo, _ store: StoreSnapshot) -> [ListRow] {
        guard ProductText.isEntitled(store.states[product.id]), let group = product.subscriptionGroupID else { return [] }
        let changes = store.products.filter { $0.subscriptionGroupID == group && $0.id != product.id }.compactMap { other in
            PlanChangePreview(to: other, in: store).map {
                let waiting = store.waitingRequest(for: other.id)?.mark
                return ListRow.item("\(ProductText.name(other))\($0.directionNote)",
                                    detail: waiting ?? $0.takesEffectInShort(store.settings.expectedPurchaseOutcome), .open(.planChange(productID: other.id)))
            }
        }
        return changes.isEmpty ? [] : [.heading("Change plan")] + changes
    }

    /// The introductory offer a purchase of `product` gets right now, in words (`1 week free`); `nil` when the
    /// product has none, the customer already had one in its group, or buying it starts no period now (the current
    /// plan, a change at the next renewal): the store applies it by itself when due, and the subscription store
    /// shows the same (`SubscriptionStoreScreen.offer(of:)`).
    static func introductoryOfferText(for product: ProductInfo, _ store: StoreSnapshot) -> String? {
        introductoryOffer(for: product, store).map { offerText($0) }
    }

    /// The introductory offer a purchase of `product` gets right now, as the store lists it (`introductoryOfferText`).
    static func introductoryOffer(for product: ProductInfo, _ store: StoreSnapshot) -> SubscriptionOfferInfo? {
        guard let group = product.subscriptionGroupID,
              let option = store.subscriptionStore(group)?.options.first(where: { $0.productID == product.id }),
              SubscriptionStoreScreen.offer(of: option)?.kind == .introductory else { return nil }
        return product.subscriptionOffers?.first { $0.type == .introductory }
    }

    /// The offer of a product that a purchase asks for (a paywall's promotional offer), as the store lists it; nil
    /// without one, or when the product has no such offer.
    static func offer(_ choice: OfferChoice?, of product: ProductInfo) -> SubscriptionOfferInfo? {
        choice.flatMap { choice in product.subscriptionOffers?.first { $0.choice == choice } }
    }

    /// An offer's limited pricing phases in words (`3 months at $1.99 each month`); `afterFirstPayment`, what is left
    /// of them once the first payment was made (a plan change charges it now): one billing cycle fewer.
    static func offerText(_ offer: SubscriptionOfferInfo, afterFirstPayment: Bool = false) -> String {
        let paid = afterFirstPayment ? offer.pricingPhases.firstIndex { $0.billingCycleCount > 0 } : nil
        return offer.pricingPhases.enumerated().compactMap { index, phase in
            phaseText(phase, cycles: phase.billingCycleCount - (index == paid ? 1 : 0))
        }.joined(separator: ", then ")
    }

    /// A limited pricing phase of `cycles` billing cycles in words (`1 week free`, `3 months at $1.99 each month`, one
    /// payment for it all: `2 months for $0.99`); `nil` for the open-ended regular phase, or none left.
    private static func phaseText(_ phase: SubscriptionPricingPhase, cycles: Int) -> String? {
        guard cycles > 0, let iso = phase.billingPeriod, let period = SubscriptionPeriod(iso8601: iso) else { return nil }
        let total = SubscriptionPeriod(value: period.value * cycles, unit: period.unit)
        guard phase.price > 0 else { return "\(total.englishDescription) free" }
        guard cycles > 1 else { return "\(total.englishDescription) for \(phase.displayPrice)" }
        return "\(total.englishDescription) at \(phase.displayPrice) each \(period.englishDescription(omittingOne: true))"
    }
}
