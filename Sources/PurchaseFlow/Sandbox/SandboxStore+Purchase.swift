import Foundation
import PaywallModel

extension SandboxStore {
    /// The most a consumable may be bought in one purchase, as on the App Store.
    public static let maximumQuantity = 10

    /// Buys a product: completes a signed transaction, changes plan within a subscription group, opens an Ask to
    /// Buy or interrupted request, or reports that the customer already owns it. Throws a `MarketplaceError`
    /// when the purchase cannot be made.
    ///
    /// All checks and the write happen in one SQL transaction, so two processes buying the same
    /// non-consumable at once charge once.
    public func purchase(_ request: PurchaseRequest, origin: String? = nil) throws -> StorePurchaseOutcome {
        let product = try product(request.productID)
        let outcome = try ledger.database.write { database -> StorePurchaseOutcome in
            let settings = try self.settings().simulating(request.simulation)
            if let error = settings.simulatedError(for: .purchase) { throw error }
            _ = try catchUpIn(database, at: clock.now())
            let active = try product.subscription.flatMap {
                try activeSubscriptionIn(database, group: $0.groupID, ownership: request.ownership, at: clock.now())
            }
            if let current = try keepCurrentPlanIn(database, request, of: product, active: active) { return .planChangeScheduled(current) }
            let change = try planChange(to: product, from: active, at: clock.now(), in: database)
            try refuseScheduledAgain(request, of: product, change: change)
            try refuseOfferAtRenewalIn(database, request, of: product, change: change)
            try refuseSecondCodeIn(database, request, of: product)
            try refuseChangeDroppingCode(request, change: change)
            try refuseOtherTerms(request, of: product, change: change, settings: settings, in: database)
            guard settings.isAskToBuyEnabled || settings.isInterruptedPurchasesEnabled else {
                return try carryOut(request, of: product, settings: settings, in: database, origin: origin ?? self.origin)
            }
            try check(request, of: product, in: settings)
            if let owned = try entitlementBlocking(request, of: product, in: database) { return .alreadyEntitled(owned) }
            let offer = try requestedOffer(for: request, of: product, change: change, in: database)
            var record = LedgerRecord(
                productID: product.id, productKind: product.kind, groupID: product.subscription?.groupID,
                status: settings.isAskToBuyEnabled ? .askToBuy : .interrupted, purchaseDate: clock.now(), quantity: request.quantity,
                ownership: request.ownership, storefront: settings.storefront.alpha3, currency: settings.storefront.currency.code,
                appAccountToken: request.appAccountToken, offer: offer.map(Self.transactionOffer)
            )
            record.priceMilliunits = Self.milliunits(chargedPrice(of: product, offer: offer, quantity: request.quantity, in: settings.storefront).amount)
            record.id = try ledger.nextIDIn(database)
            record.originalID = record.id
            try ledger.insertIn(database, record)
            try ledger.appendChangeIn(database, .requestOpened, transactionID: record.id, origin: origin ?? self.origin, at: clock.now())
            return .pending(record)
        }
        CrashPoint.reach("purchase.after-commit")
        return outcome
    }

    /// Makes a purchase now, inside a write: what a direct purchase does, and what approving or resolving a
    /// waiting request (`pending`, whose row the transaction then takes over) does at that moment.
    ///
    /// The quantity, family sharing and storefront are checked first (the storefront may have changed while a
    /// request waited). An owned product is not bought again; a downgrade and a crossgrade to another period are
    /// scheduled for the next renewal, and so is a subscriber's code offer for the same product, a lower level or
    /// another period; an upgrade (or a crossgrade of equal period), with a code offer too, continues the
    /// subscription now, crediting the rest of the old period; a subscription bought again after the group's ended
    /// (or while it is in billing retry) continues the group's original transaction, as on the App Store, when it is
    /// bought for the same app account; anything else is a new transaction.
    func carryOut(_ request: PurchaseRequest, of product: Product, settings: SandboxSettings, in database: SQLiteDatabase,
                  origin: String, pending: LedgerRecord? = nil) throws -> StorePurchaseOutcome {
        try check(request, of: product, in: settings)
        if let owned = try entitlementBlocking(request, of: product, in: database) { return .alreadyEntitled(owned) }
        let change = try planChange(to: product, ownership: request.ownership, at: clock.now(), in: database)
        if request.offer?.kind == .code, let group = product.subscription?.groupID,
           let (subscription, current) = try activeSubscriptionIn(database, group: group, ownership: request.ownership, at: clock.now()) {
            // One code waits at a time. A subscriber's code for a plan that starts now (an upgrade) is bought below as
            // the plan change is; any other takes effect at the next renewal, as on the App Store.
            try refuseSecondCodeIn(database, request, of: product, pending: pending)
            if case .immediate? = change {} else {
                let offer = try chosenOffer(for: request, of: product, in: database)
                try schedule(product, codeOffer: offer.flatMap(Self.offerIdentifier), for: subscription, in: database, origin: origin)
                return .planChangeScheduled(current)
            }
        }
        try refuseChangeDroppingCode(request, change: change)
        if case .atRenewal(let subscription, let current) = change {
            // A request that waited may meet a change that waits for the renewal only now.
            try refuseOfferAtRenewalIn(database, request, of: product, change: change)
            try schedule(product, for: subscription, in: database, origin: origin)
            return .planChangeScheduled(current)
        }
        let offer = try chosenOffer(for: request, of: product, in: database)
        var record = LedgerRecord(
            id: pending?.id ?? 0, productID: product.id, productKind: product.kind, groupID: product.subscription?.groupID,
            status: .completed, purchaseDate: clock.now(), quantity: request.quantity, ownership: request.ownership,
            storefront: settings.storefront.alpha3, currency: settings.storefront.currency.code,
            appAccountToken: request.appAccountToken,
            offer: offer.map(Self.transactionOffer)
        )
        let charge = try chargeHeldToShown(request, of: product, offer: offer, change: change, settings: settings, in: database)
        record.priceMilliunits = Self.milliunits(charge.now.amount)
        var resubscribes = false
        if case .immediate(let subscription, _, _) = change {
            // The plan change continues the subscription; its charge credits the unused rest of the old period.
            try continueSubscription(subscription, with: &record, in: database)
        } else if change == nil, let group = product.subscription?.groupID, let ended = try subscriptionToContinueIn(database, group: group, for: request) {
            try continueSubscription(ended, with: &record, in: database)
            resubscribes = true
        }
        let completed = try complete(record, of: product, in: database, origin: origin, resubscribes: resubscribes)
        if case .immediate(_, let replaced, _)? = change, let refunded = charge.restRefunded {
            // What of the old plan's rest the change refunded is recorded with it, in the same write.
            try ledger.insertPlanChangeRefundIn(database, upgradeID: completed.id, replacedID: replaced.id, refunded: refunded)
        }
        return .completed(completed)
    }

    /// The subscription of a group a purchase continues when no plan change does: the newest of the group's ended ones
    /// (or one in billing retry) of the same ownership whose newest transaction was made for the same app account, so
    /// that another app account on the ledger (another customer of the app) starts a subscription of its own. A
    /// purchase or transaction without a token (`kiosk sandbox buy`) is for no particular account and matches any.
    private func subscriptionToContinueIn(_ database: SQLiteDatabase, group: String, for request: PurchaseRequest) throws -> SubscriptionRecord? {
        let candidates = try ledger.subscriptionsIn(database, groupID: group).filter { $0.ownership == request.ownership }
            .sorted { $0.latestTransactionID > $1.latestTransactionID }
        for subscription in candidates {
            let token = try ledger.recordIn(database, id: subscription.latestTransactionID)?.appAccountToken
            if token == nil || request.appAccountToken == nil || token == request.appAccountToken { return subscription }
        }
        return nil
    }

    /// Makes a new transaction continue a subscription: its original id and original purchase date.
    private func continueSubscription(_ subscription: SubscriptionRecord, with record: inout LedgerRecord, in database: SQLiteDatabase) throws {
        record.originalID = subscription.originalID
        record.originalPurchaseDate = (try ledger.recordIn(database, id: subscription.originalID))?.originalPurchaseDate ?? record.purchaseDate
    }

    /// Completes a new or waiting record: dates it now, works out its expiration, replaces an active
    /// subscription of the same group, signs it and logs the change; `resubscribes` when it continues a subscription
    /// that had ended (SUBSCRIBED with RESUBSCRIBE, not a plan change). Runs inside a write.
    func complete(_ pending: LedgerRecord, of product: Product, in database: SQLiteDatabase, origin: String,
                  resubscribes: Bool = false) throws -> LedgerRecord {
        var record = pending
        let now = clock.now()
        // Read once: nothing below changes a setting, and a read after a row changed would ask the ledger again.
        let settings = try self.settings()
        let isNew = record.id == 0
        if isNew { record.id = try ledger.nextIDIn(database) }
        if record.originalID == 0 { record.originalID = record.id }
        let isContinuation = record.originalID != record.id
        record.status = .completed
        record.purchaseDate = now
        if !isContinuation { record.originalPurchaseDate = now }
        var offer: SubscriptionOffer?
        if let subscription = product.subscription {
            offer = record.offer.flatMap { chosen in subscription.allOffers.first { Self.matches($0, chosen) } }
            record.expirationDate = Self.firstPeriodEnd(of: subscription, offer: offer, from: now, rate: settings.timeRate)
            record.willAutoRenew = true
            try replaceActiveSubscription(in: subscription.groupID, by: record, in: database, origin: origin)
        }
        try sign(&record)
        CrashPoint.reach("purchase.after-sign")
        if isNew {
            try ledger.insertIn(database, record)
        } else {
            try ledger.updateIn(database, record)
        }
        if let subscription = product.subscription, let expiration = record.expirationDate {
            let periodsLeft = offer.map(Self.periodsLeftAfterFirst) ?? 0
            try saveSubscriptionIn(database, SubscriptionRecord(
                originalID: record.originalID, groupID: subscription.groupID, productID: product.id, ownership: record.ownership,
                latestTransactionID: record.id, expirationDate: expiration, offerPeriodsLeft: periodsLeft))
        }
        try ledger.appendChangeIn(database, .transactionCompleted, transactionID: record.id, origin: origin, at: now)
        try notifyPurchaseIn(database, record, resubscribes: resubscribes, settings: settings)
        CrashPoint.reach("purchase.before-commit")
        return record
    }

    /// Keeps the current plan when the customer chooses it again while a plan change waits for its next renewal, as on
    /// the App Store: the change is dropped (`dropScheduledChangeIn`), nothing is charged and no Ask to Buy request is
    /// opened (nothing is bought); returns the current transaction, or nil when no change waits on this plan. A code
    /// offer is redeemed as usual; the refusal while a redeemed code waits stands (it would drop the code). `active` is
    /// the customer's active subscription of the product's group (`activeSubscriptionIn`).
    private func keepCurrentPlanIn(_ database: SQLiteDatabase, _ request: PurchaseRequest, of product: Product,
                                   active: (SubscriptionRecord, LedgerRecord)?) throws -> LedgerRecord? {
        guard request.offer?.kind != .code, let (found, current) = active,
              found.productID == product.id, found.willAutoRenew, found.autoRenewProductID != product.id else { return nil }
        if let refusal = Self.codeWaitingRefusal(found, currentProductID: current.productID) { throw refusal }
        var subscription = found
        try dropScheduledChangeIn(database, of: &subscription, latest: current)
        try saveSubscriptionIn(database, subscription)
        return current
    }

    /// Refuses a plan change that is already scheduled for the next renewal: choosing it again changes nothing,
    /// so nothing is written (no second scheduled change, no Ask to Buy request).
    private func refuseScheduledAgain(_ request: PurchaseRequest, of product: Product, change: PlanChange?) throws {
        guard request.offer?.kind != .code, case .atRenewal(let subscription, let current)? = change,
              subscription.willAutoRenew, subscription.autoRenewProductID == product.id, subscription.pendingCodeOffer == nil else { return }
        throw MarketplaceError(.purchaseNotAllowed, "\(product.id) is already scheduled to start at the next renewal of \(current.productID) "
                               + "on \(Timestamp(subscription.expirationDate).iso8601); nothing was changed.")
    }

    /// Refuses a code offer while another code offer of the group waits for approval (Ask to Buy; `pending`, the
    /// request being approved, aside) or for a subscriber's next renewal: only one would be given, and the code would
    /// be used up for nothing (nothing is written, so the code is not used).
    func refuseSecondCodeIn(_ database: SQLiteDatabase, _ request: PurchaseRequest, of product: Product, pending: LedgerRecord? = nil) throws {
        guard request.offer?.kind == .code, let group = product.subscription?.groupID else { return }
        let requests = try ledger.recordsIn(database, where: "group_id = ?1 AND status = 'askToBuy' AND offer_type = ?2",
                                            [.text(group), .integer(Int64(SubscriptionOffer.Kind.code.transactionOfferType))])
        if let open = requests.first(where: { $0.id != pending?.id }) {
            throw MarketplaceError(.purchaseNotAllowed, "A code offer, \(open.offer?.id ?? ""), waits for approval (request #\(open.id)); another code "
                                   + "can be redeemed once it is approved or declined. Nothing was redeemed.")
        }
        guard let (subscription, current) = try activeSubscriptionIn(database, group: group, ownership: request.ownership, at: clock.now()),
              let waiting = subscription.pendingCodeOffer else { return }
        throw MarketplaceError(.purchaseNotAllowed, "A code offer, \(waiting), already waits for the next renewal of \(current.productID) "
                               + "on \(Timestamp(subscription.expirationDate).iso8601); another code can be redeemed once it has started. Nothing was redeemed.")
    }

    /// Refuses a plan change while an offer code the subscriber redeemed waits for the next renewal: the change would
    /// drop the code, which redeeming used up (nothing is written).
    private func refuseChangeDroppingCode(_ request: PurchaseRequest, change: PlanChange?) throws {
        guard request.offer?.kind != .code, let change else { return }
        let (subscription, current) = switch change {
        case .immediate(let subscription, let current, _): (subscription, current)
        case .atRenewal(let subscription, let current): (subscription, current)
        }
        if let refusal = Self.codeWaitingRefusal(subscription, currentProductID: current.productID) { throw refusal }
    }

    /// The refusal of a plan change (or of choosing the current plan again) while an offer code the subscriber
    /// redeemed waits for the subscription's next renewal; nil when none waits.
    static func codeWaitingRefusal(_ subscription: SubscriptionRecord, currentProductID: String) -> MarketplaceError? {
        guard let code = subscription.pendingCodeOffer else { return nil }
        return MarketplaceError(.purchaseNotAllowed, "A code offer, \(code), waits for the next renewal of \(currentProductID) on "
                                + "\(Timestamp(subscription.expirationDate).iso8601); a plan change now would drop it. Change plans once it has "
                                + "started. Nothing was changed.")
    }

    /// Refuses a purchase whose terms differ from those the purchase sheet showed (`PurchaseRequest.agreedTerms`):
    /// the price or currency charged, the price of the offer asked for, or whether a replaced plan's rest is
    /// credited, as `charge` works them out. The prorated amount shown is not compared (`chargeHeldToShown`).
    private func refuseOtherTerms(_ request: PurchaseRequest, of product: Product, change: PlanChange?, settings: SandboxSettings,
                                  in database: SQLiteDatabase) throws {
        guard let agreed = request.agreedTerms else { return }
        let terms = try termsNow(request, of: product, change: change, settings: settings, in: database)
        guard terms != agreed.withoutProratedCharge else { return }
        throw PurchaseTermsChanged(shown: agreed, now: terms, locale: settings.locale)
    }

    /// Refuses to approve or resolve a waiting request (made now, as a direct purchase: `carryOut`) on terms other than
    /// those its row stated (`PurchaseRequest.agreedTerms`), as `refuseOtherTerms`; a promotional offer that a change
    /// waiting for the renewal cannot take is refused as such first.
    func refuseOtherTermsOfDeciding(_ request: PurchaseRequest, of product: Product, settings: SandboxSettings, in database: SQLiteDatabase) throws {
        guard request.agreedTerms != nil else { return }
        let change = try planChange(to: product, ownership: request.ownership, at: clock.now(), in: database)
        try refuseOfferAtRenewalIn(database, request, of: product, change: change)
        try refuseOtherTerms(request, of: product, change: change, settings: settings, in: database)
    }

    /// The terms buying comes to now (`PurchaseTerms`, without a prorated amount).
    private func termsNow(_ request: PurchaseRequest, of product: Product, change: PlanChange?, settings: SandboxSettings,
                          in database: SQLiteDatabase) throws -> PurchaseTerms {
        let changeCharge = change.map { self.charge(of: product, offer: nil, quantity: 1, change: $0, settings: settings) }
        return PurchaseTerms(price: priceBook.price(of: product, in: settings.storefront), charge: changeCharge,
                             offerPrice: try chargedOfferPrice(request, of: product, change: change, in: settings.storefront, database))
    }

    /// What a purchase made now charges (`charge`), held to the prorated amount the purchase sheet showed for a plan
    /// change that starts now and credits the old plan's rest (`PurchaseTerms.proratedCharge`, carried by its Confirm).
    /// The store charges the prorated amount at the moment of purchase, as StoreKit does; the credit for the old plan's
    /// unused rest shrinks as the clock runs, so that amount grows between the sheet's last read and Confirm (every
    /// second at an accelerated time rate), and the customer is then charged what the sheet showed, never more. An
    /// amount shown that this change never came to in the old plan's period (below its charge when the period began:
    /// worked out against another plan, which another process changed meanwhile) is not honoured: the terms changed
    /// (`PurchaseTermsChanged`), and nothing is charged. The charge's credit is the old plan's rest at the moment of purchase.
    private func chargeHeldToShown(_ request: PurchaseRequest, of product: Product, offer: SubscriptionOffer?, change: PlanChange?,
                                   settings: SandboxSettings, in database: SQLiteDatabase) throws -> PurchaseCharge {
        var charge = self.charge(of: product, offer: offer, quantity: request.quantity, change: change, settings: settings)
        guard let agreed = request.agreedTerms, let shown = agreed.proratedCharge, let prorated = charge.proratedNow,
              case .immediate(let subscription, let current, _)? = change,
              shown.currency == prorated.currency, shown.amount < prorated.amount else { return charge }
        let wholeRest = Self.unusedValue(of: current, worth: try periodWorth(of: current, in: database), at: current.purchaseDate)
        let atPeriodStart = self.charge(of: product, offer: offer, quantity: request.quantity,
                                        change: .immediate(subscription, replacing: current, credit: wholeRest), settings: settings).now
        guard shown.amount >= atPeriodStart.amount else {
            var now = try termsNow(request, of: product, change: change, settings: settings, in: database)
            now.proratedCharge = prorated
            throw PurchaseTermsChanged(shown: agreed, now: now, locale: settings.locale)
        }
        charge.now = shown
        return charge
    }

    /// Checks quantity, family sharing and storefront before anything is written.
    private func check(_ request: PurchaseRequest, of product: Product, in settings: SandboxSettings) throws {
        let maximum = product.kind == .consumable ? Self.maximumQuantity : 1
        guard (1...maximum).contains(request.quantity) else {
            throw MarketplaceError(.invalidQuantity, product.kind == .consumable
                ? "A quantity of \(request.quantity) is not allowed; buy 1 to \(maximum) of '\(product.id)' at a time."
                : "'\(product.id)' is \(product.kind.summaryNameWithArticle) and can only be bought one at a time.")
        }
        guard availability.isAvailable(product.id, in: settings.storefront) else { throw Self.notSold(product.id, in: settings.storefront) }
        if request.ownership == .familyShared, !product.isFamilyShareable {
            throw MarketplaceError(.purchaseNotAllowed, "'\(product.id)' is not family shareable, so a family member cannot share it.")
        }
    }

    /// The transaction that makes buying again pointless: an owned non-consumable, or an active subscription
    /// to the same product, of the same ownership (the customer's own, or a family member's share).
    func entitlementBlockingPurchase(of product: Product, ownership: OwnershipType, in database: SQLiteDatabase) throws -> LedgerRecord? {
        guard product.kind == .nonConsumable || product.kind == .autoRenewableSubscription,
              let latest = try ledger.latestEntitlingRecordIn(database, productID: product.id, ownership: ownership) else { return nil }
        if product.kind == .autoRenewableSubscription {
            guard let expiration = latest.expirationDate, expiration > clock.now() else { return nil }
        }
        return latest
    }

    /// What makes this purchase pointless (see `entitlementBlockingPurchase`); never for a code offer on a
    /// subscription, which a subscriber redeems for the next renewal.
    private func entitlementBlocking(_ request: PurchaseRequest, of product: Product, in database: SQLiteDatabase) throws -> LedgerRecord? {
        guard request.offer?.kind != .code || product.kind != .autoRenewableSubscription else { return nil }
        return try entitlementBlockingPurchase(of: product, ownership: request.ownership, in: database)
    }

    /// Ends what a new or continued subscription replaces, so the customer has one subscription per group
    /// (and ownership): every other subscription of the group still alive (subscribed, in its grace period or
    /// billing retry) stops renewing and ends now, and the newest transaction of a plan whose period is not
    /// over is marked upgraded and signed again.
    private func replaceActiveSubscription(in groupID: String, by record: LedgerRecord, in database: SQLiteDatabase, origin: String) throws {
        let settings = try self.settings()
        for var other in try ledger.subscriptionsIn(database, groupID: groupID) where other.ownership == record.ownership {
            guard var latest = try ledger.recordIn(database, id: other.latestTransactionID), latest.id != record.id else { continue }
            let state = status(of: other, latest: latest, at: record.purchaseDate, settings: settings).state
            guard state != .expired, state != .revoked else { continue }
            if let expiration = latest.expirationDate, expiration > record.purchaseDate {
                latest.isUpgraded = true
                latest.willAutoRenew = false
                try sign(&latest)
                try ledger.updateIn(database, latest)
                try ledger.appendChangeIn(database, .transactionUpdated, transactionID: latest.id, origin: origin, at: record.purchaseDate)
            }
            // A continued subscription's row is rewritten by the caller.
            guard other.originalID != record.originalID else { continue }
            other.willAutoRenew = false
            other.expirationDate = min(other.expirationDate, record.purchaseDate)
            other.billingRetryStart = nil
            try saveSubscriptionIn(database, other)
        }
    }
}
