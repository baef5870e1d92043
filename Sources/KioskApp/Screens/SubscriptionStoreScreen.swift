import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow

/// One subscription group's store, like StoreKit's SubscriptionStoreView: every level and period the storefront
/// rules show the customer (and their current plan) in one picker with its price per period and per month, the
/// offer the customer is eligible for (a promotional one is applied by buying the plan here, as the view applies the
/// promotional offer an app selects for it), the current plan marked, and what choosing each other plan does and
/// when; then restore, redeem a code, and the policies as text.
enum SubscriptionStoreScreen {
    /// The subscription store's rows.
    static func content(groupID: String, placement: String?, _ state: AppState) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: "Plans", rows: ScreenContent.storeUnavailableRows(state))
        }
        guard let model = store.subscriptionStore(groupID) else {
            return ScreenContent(title: "Plans", rows: [.text("There is no subscription group \(groupID) in this catalog."),
                                                        .item("Back", .dismiss(notice: nil))])
        }
        let name = store.groupName(of: groupID)
        let locale = Locale(identifier: store.settings.locale)
        let width = ListLayout.listArea(for: state.size).width
        // Another customer of the Apple ID has the group's subscription: its plans are not theirs to buy here.
        var rows: [ListRow] = store.customer?.groupsOwnedByOthers[groupID].map { [ProductText.anotherCustomersSubscription(groupName: name, owner: $0)] } ?? []
        rows.append(.heading("Choose a plan"))
        let planRowsStart = rows.count
        let sold = model.options.filter { store.product($0.productID) != nil }
        let currentOption = model.options.first(where: \.isCurrent)
        let current = currentOption.map(Self.name) ?? ""
        let codeWaiting = currentOption.flatMap { PlanChangeTiming.codeWaiting(store, currentProductID: $0.productID) }
        for option in sold where option.isCurrent || store.isVisible(option.productID) {
            rows += optionRows(option, current: current, mark: mark(option.productID, store), credit: store.charges[option.productID]?.credit,
                               isScheduled: ChangeText.scheduledChange(to: option.productID, among: store.subscriptions) != nil, codeWaiting: codeWaiting,
                               locale: locale, width: width, outcome: store.settings.expectedPurchaseOutcome)
        }
        if rows.count == planRowsStart {
            rows += sold.isEmpty ? [.text("No plan of this group is sold in this storefront.")]
                : [.text(store.customer?.ownedSummary ?? "")]
        }
        rows += [
            .heading("Already subscribed?"),
            .item(PaywallWords.text(.restorePurchases, locale: store.settings.locale), .open(.restore)),
            .item("Redeem an offer code", .open(.offerCode)),
        ]
        rows += policyRows(store, placement: placement, state)
        return ScreenContent(title: "Plans: \(name)", rows: rows)
    }

    /// A plan's row (name, price per period and per month) and the lines under it, wrapped to `width`: what
    /// waits for it (`mark`), the current plan, or which way choosing it changes the plan from `current` and when, for a purchase with
    /// `outcome` (once a parent approves, or the interrupted purchase is resolved, when purchases wait) and whether
    /// the current plan's unused rest is credited (`credit`), and the offer buying it applies (`offer(of:)`); a change
    /// already scheduled (`isScheduled`) says it is chosen, and any other says why not now while an offer code waits
    /// for the renewal (`codeWaiting`).
    static func optionRows(_ option: SubscriptionStoreModel.Option, current: String, mark: String?, credit: PurchaseCharge.Credit?,
                           isScheduled: Bool, codeWaiting: String?, locale: Locale, width: Int, outcome: PurchaseSimulation) -> [ListRow] {
        var price = "\(option.price.formatted(locale: locale)) / \(option.period.englishDescription(omittingOne: true))"
        if option.period != .month { price += " (\(option.pricePerMonth.formatted(locale: locale)) / month)" }
        let action: ListRow.Action
        var notes: [String] = []
        let choice = offerChoice(option)
        if option.isCurrent {
            action = .open(.product(id: option.productID))
            notes.append("your current plan")
        } else if option.change != nil || option.takesEffectAt != nil {
            // A change of plan (unranked, `change`, when the current plan is no longer in the catalog).
            action = .open(.planChange(productID: option.productID, offer: choice))
            let when = (isScheduled ? nil : codeWaiting)
                ?? PlanChangeTiming.words(startsNow: option.takesEffectAt == nil, renewal: option.takesEffectAt, current: current,
                                          credit: credit, outcome: outcome, isScheduled: isScheduled, locale: locale)
            notes.append("\(option.change?.rawValue ?? "change"): \(when)")
        } else {
            action = .perform(.purchase(productID: option.productID, offer: choice))
        }
        if let offer = offer(of: option), let offerPrice = option.offerPrice {
            let kind = offer.kind == .introductory ? "Introductory offer" : "Promotional offer"
            notes.append("\(kind): \(offer.englishTerms(price: offerPrice.formatted(locale: locale)))")
        }
        let label = option.isCurrent ? "✓ \(name(option))" : name(option)
        let marked = mark.map { ListRow.paragraph($0, width: width, indent: "    ", tone: .pending) } ?? []
        return [.item(label, detail: price, action)] + marked + notes.flatMap { ListRow.paragraph($0, width: width, indent: "    ") }
    }

    /// The offer a plan's row shows, the one buying it from here gets: the promotional offer the model gives a current
    /// or lapsed subscriber, which the purchase asks for (`offerChoice(_:)`), or the introductory offer (the store
    /// applies it by itself to an eligible customer). The current plan is not bought again, and a change that waits
    /// for the renewal starts without an offer (the store refuses one asked for), so neither shows one.
    static func offer(of option: SubscriptionStoreModel.Option) -> SubscriptionOffer? {
        option.isCurrent || option.takesEffectAt != nil ? nil : option.offer
    }

    /// The offer buying a plan from here asks for: the promotional offer its row shows (`offer(of:)`); nil without
    /// one (an introductory offer applies by itself).
    static func offerChoice(_ option: SubscriptionStoreModel.Option) -> OfferChoice? {
        guard let offer = offer(of: option), offer.kind == .promotional else { return nil }
        return OfferChoice(kind: .promotional, id: offer.offerID)
    }

    /// What waits for a plan, as the ledger has it: the customer's request for it (`Waiting for approval (Ask to
    /// Buy)`, `Waiting to be resolved (interrupted purchase)`), or a change into it scheduled for the next renewal
    /// (`Scheduled for 15 Jan 2027 08:05 UTC`); nil when nothing does.
    static func mark(_ productID: String, _ store: StoreSnapshot) -> String? {
        if let request = store.waitingRequest(for: productID) { return request.mark }
        return ChangeText.scheduledChange(to: productID, among: store.subscriptions).map { "Scheduled for \(DateText.day(ChangeText.nextRenewal(of: $0)))" }
    }

    /// A plan's name: its display name, or its product id when it has none.
    private static func name(_ option: SubscriptionStoreModel.Option) -> String {
        option.displayName.isEmpty ? option.productID : option.displayName
    }

    /// The catalog's licence agreement, the paywall's terms of service, and the catalog's privacy policy (else
    /// the paywall's), as text rows the user can select and copy.
    static func policyRows(_ store: StoreSnapshot, placement: String?, _ state: AppState) -> [ListRow] {
        let width = ListLayout.listArea(for: state.size).width
        let policies = store.appPolicies
        let links = placement.map { PaywallScene(placement: $0, choices: PaywallChoices(), state: state).policyLinks }
        let privacy = policies?.privacyPolicy(for: store.settings.locale, catalogLocale: nil).map { [$0.url, $0.text].compactMap { $0 } }
        let words = { (word: AppWords.Word) in AppWords.text(word, locale: store.settings.locale) }
        let entries: [(label: String, texts: [String])] = [
            (words(.licenceAgreement), policies?.licenseAgreement.map { [$0] } ?? []),
            (words(.termsOfService), links?.terms.map { [$0] } ?? []),
            (words(.privacyPolicy), privacy ?? links?.privacy.map { [$0] } ?? []),
        ]
        let rows = entries.filter { !$0.texts.isEmpty }.flatMap { entry in
            [ListRow.text("\(entry.label):")] + entry.texts.flatMap { ListRow.paragraph($0, width: width, indent: "  ") }
        }
        guard !rows.isEmpty else { return [.heading("Policies"), .text("This store publishes no licence agreement or privacy policy.")] }
        return [.heading("Policies")] + rows + [.text(words(.copyHint))]
    }
}
