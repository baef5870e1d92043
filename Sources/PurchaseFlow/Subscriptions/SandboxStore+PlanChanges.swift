import Foundation
import PaywallModel

extension SandboxStore {
    /// The plan change buying `product` makes, or nil when the customer has no active subscription to
    /// another product of its group.
    func planChange(to product: Product, ownership: OwnershipType, at now: Date, in database: SQLiteDatabase) throws -> PlanChange? {
        guard let details = product.subscription else { return nil }
        return try planChange(to: product, from: activeSubscriptionIn(database, group: details.groupID, ownership: ownership, at: now),
                              at: now, in: database)
    }

    /// The plan change buying `product` makes from the customer's active subscription of its group (`active`, from
    /// `activeSubscriptionIn`), or nil when there is none or it is to the same product.
    func planChange(to product: Product, from active: (SubscriptionRecord, LedgerRecord)?, at now: Date, in database: SQLiteDatabase) throws -> PlanChange? {
        guard let details = product.subscription, let (subscription, current) = active, subscription.productID != product.id else { return nil }
        // A plan the catalog no longer has cannot be ranked against the new one: the change waits for its renewal, so
        // the period paid for is kept (and nothing is credited or forfeited).
        guard let old = catalog.product(withID: subscription.productID)?.subscription else { return .atRenewal(subscription, current: current) }
        guard PlanChangeKind(from: old, to: details).isImmediate(from: old, to: details) else { return .atRenewal(subscription, current: current) }
        return .immediate(subscription, replacing: current, credit: Self.unusedValue(of: current, worth: try periodWorth(of: current, in: database), at: now))
    }

    /// The customer's subscription of a group that gives access now (in its grace period too), of an
    /// ownership, with its newest transaction; nil when there is none.
    func activeSubscriptionIn(_ database: SQLiteDatabase, group: String, ownership: OwnershipType, at now: Date) throws -> (SubscriptionRecord, LedgerRecord)? {
        let settings = try self.settings()
        for subscription in try ledger.subscriptionsIn(database, groupID: group)
        where subscription.ownership == ownership && !subscription.isRevoked && accessEnd(of: subscription, settings: settings) > now {
            if let current = try ledger.recordIn(database, id: subscription.latestTransactionID) { return (subscription, current) }
        }
        return nil
    }

    /// What the unused rest of a transaction's period is worth, in the transaction's currency: what the period was
    /// worth (`worth`, else what it charged) times the share of the period left, rounded to that currency's minor unit
    /// (whole yen, cents).
    static func unusedValue(of record: LedgerRecord, worth: Decimal? = nil, at now: Date) -> Decimal {
        guard let price = record.chargedPrice.map({ Price(worth ?? $0.amount, $0.currency) }), let end = record.expirationDate, end > now else { return 0 }
        let whole = end.timeIntervalSince(record.purchaseDate)
        guard whole > 0 else { return 0 }
        let share = min(1, end.timeIntervalSince(now) / whole)
        return Price(price.amount * Decimal(share), price.currency).roundedToMinorUnit.amount
    }

    /// How a transaction's charge counted the plan it replaced, read back from the ledger: for a plan change that
    /// started at once (a purchase continuing a subscription), the chain's transaction it marked upgraded then,
    /// whose unused rest at that moment was credited when paid in the same currency, else refunded; `.none` for any other
    /// transaction (a change that waits for the renewal charged nothing now, whatever came before it).
    public func credit(of record: LedgerRecord) throws -> PurchaseCharge.Credit {
        // Most transactions continue no plan: they are not read again (the transaction manager asks of every row).
        guard Self.mayReplace(record) else { return .none }
        return try ledger.database.read { database in try credit(of: record) { try ledger.transactionBeforeIn(database, $0) } }
    }

    /// What a plan change that started at once refunded of the unused rest of the plan it replaced, read from the ledger,
    /// where the write that committed the change recorded it, in the currency that plan was paid in: what its price could
    /// not take, or the whole rest paid in another currency. Nil when it recorded none: it credited the whole rest, it is
    /// no such change, or it was made before the ledger recorded them (schema version 15).
    public func restRefunded(atChange record: LedgerRecord) throws -> Price? {
        guard Self.mayReplace(record) else { return nil }
        return try ledger.database.read { try ledger.planChangeRefundIn($0, upgradeID: record.id) }
    }

    /// `credit(of:)`, with each transaction's predecessor in its chain (the completed transaction just before it, by
    /// purchase date, then id) given by `before`: read from the ledger, or looked up among records read already.
    func credit(of record: LedgerRecord, before: (LedgerRecord) throws -> LedgerRecord?) throws -> PurchaseCharge.Credit {
        guard let replaced = try self.replaced(by: record, before: before) else { return .none }
        let paidIn = replaced.chargedCurrency
        let rest = Self.unusedValue(of: replaced, worth: try periodWorth(of: replaced, before: before), at: record.purchaseDate)
        guard rest > 0 else { return .none }
        guard paidIn == record.chargedCurrency else { return .refunded(Price(rest, paidIn)) }
        // Only a change that charged nothing can have had a rest larger than its price.
        guard record.chargedPrice?.amount == 0, let price = priceBeforeCredit(of: record) else { return .credited(Price(rest, paidIn)) }
        return .credited(Price(rest, paidIn), refunded: Self.restRefunded(rest, beyond: price))
    }

    /// The transaction of its chain a plan change that started at once replaced (and marked upgraded then): the chain's
    /// completed transaction just before it (`before`), when that one was upgraded; nil for any other transaction. A
    /// purchase after an upgrade's subscription ended (refunded, expired) replaced nothing: the transaction just before
    /// it is the upgrade, not the plan the upgrade replaced and counted already.
    private func replaced(by record: LedgerRecord, before: (LedgerRecord) throws -> LedgerRecord?) throws -> LedgerRecord? {
        guard Self.mayReplace(record) else { return nil }
        let previous = try before(record)
        return previous?.isUpgraded == true ? previous : nil
    }

    /// Whether a transaction may have replaced another of its chain: a completed purchase that continues a chain.
    private static func mayReplace(_ record: LedgerRecord) -> Bool {
        record.status == .completed && record.reason == .purchase && record.originalID != record.id
    }

    /// What a transaction's period was worth when a plan change credited the rest of the plan before it against its
    /// price (in the same currency): that price, as the App Store charges it whole and refunds the rest apart; nil for
    /// any other transaction, whose period was worth what it charged.
    func periodWorth(of record: LedgerRecord, in database: SQLiteDatabase) throws -> Decimal? {
        try periodWorth(of: record) { try ledger.transactionBeforeIn(database, $0) }
    }

    private func periodWorth(of record: LedgerRecord, before: (LedgerRecord) throws -> LedgerRecord?) throws -> Decimal? {
        guard let replaced = try replaced(by: record, before: before), replaced.chargedCurrency == record.chargedCurrency,
              let price = priceBeforeCredit(of: record), price.currency == record.chargedCurrency else { return nil }
        return price.amount
    }

    /// What a transaction's product cost where it was bought, with the offer it used, before any credit; nil when
    /// the catalog no longer has the product or the storefront.
    private func priceBeforeCredit(of record: LedgerRecord) -> Price? {
        guard let product = catalog.product(withID: record.productID), let storefront = Storefront(code: record.storefront) else { return nil }
        let offer = record.offer.flatMap { chosen in product.subscription?.allOffers.first { Self.matches($0, chosen) } }
        return chargedPrice(of: product, offer: offer, quantity: record.quantity, in: storefront)
    }

    /// The part of a replaced plan's unused rest that a price cannot take, refunded; nil when the price takes it all.
    static func restRefunded(_ rest: Decimal, beyond price: Price) -> Price? {
        rest > price.amount ? Price(rest - price.amount, price.currency) : nil
    }


    /// What a purchase charges now and at its renewals under the settings: the price in the storefront in force
    /// (an offer's first payment, else the price times the quantity), less, for a plan change that starts now,
    /// the unused rest of the replaced plan when that was paid in the same currency; rounded to the currency's
    /// minor unit. A rest paid in another currency is not converted: the whole price is charged and the rest is
    /// refunded in the currency it was paid in, as on the App Store. A change at the next renewal charges nothing
    /// now, then the product's price where the subscription renews. The one computation buying charges with
    /// and the purchase sheet shows (`charges(of:settings:)`).
    func charge(of product: Product, offer: SubscriptionOffer?, quantity: Int, change: PlanChange?, settings: SandboxSettings) -> PurchaseCharge {
        if case .atRenewal(let subscription, let current)? = change {
            let storefront = renewalStorefront(after: current, settings: settings)
            let renewal = priceBook.price(of: product, in: storefront)
            return PurchaseCharge(now: Price(0, renewal.currency), credit: .none, startsAtRenewal: true, renewal: renewal, renewalStorefront: storefront,
                                  replacedPlan: subscription.productID)
        }
        let price = chargedPrice(of: product, offer: offer, quantity: quantity, in: settings.storefront)
        var charge = PurchaseCharge(now: price, credit: .none)
        guard case .immediate(let subscription, let replaced, let credit)? = change else { return charge }
        charge.replacedPlan = subscription.productID
        let paidIn = replaced.chargedCurrency
        // Nothing left to credit (a free period, or one about to end): the whole price, with no credit to speak of.
        guard credit > 0 else { return charge }
        guard paidIn == price.currency else {
            charge.credit = .refunded(Price(credit, paidIn))
            return charge
        }
        charge.now = Price(max(0, price.amount - credit), price.currency).roundedToMinorUnit
        charge.credit = .credited(Price(credit, paidIn), refunded: Self.restRefunded(credit, beyond: price))
        return charge
    }

    /// What buying each product that changes a plan would charge now and at its renewals, for the customer as they
    /// stand: a plain purchase (one, the customer's own, the offer buying would apply), worked out as buying does
    /// (the same plan change, offer and `charge`), in one read; what the plan change screens and the purchase sheet
    /// show. Products that change no plan (nothing subscribed in their group) are left out: the app reads every
    /// second, and their price is the catalog's.
    public func charges(of productIDs: [String], settings: SandboxSettings) throws -> [String: PurchaseCharge] {
        let now = clock.now()
        return try ledger.database.read { database in
            var charges: [String: PurchaseCharge] = [:]
            for id in productIDs {
                guard let product = catalog.product(withID: id) else { continue }
                charges[id] = try planChangeCharge(PurchaseRequest(productID: id), of: product, at: now, in: database, settings: settings)
            }
            return charges
        }
    }

    /// What buying each product with each of its promotional offers would charge when that changes a plan and starts
    /// now, by product id and offer id, worked out as `charges(of:settings:)` does: what the purchase sheet shows
    /// for a paywall's promotional offer on a plan change. Offers the customer may not have, and changes that wait
    /// for the renewal (which refuse the offer), are left out.
    public func promotionalCharges(of productIDs: [String], settings: SandboxSettings) throws -> [String: [String: PurchaseCharge]] {
        let now = clock.now()
        return try ledger.database.read { database in
            var charges: [String: [String: PurchaseCharge]] = [:]
            for id in productIDs {
                guard let product = catalog.product(withID: id) else { continue }
                for offerID in product.subscription?.promotionalOffers.compactMap(\.offerID) ?? [] {
                    let request = PurchaseRequest(productID: id, offer: OfferChoice(kind: .promotional, id: offerID))
                    guard let charge = try? planChangeCharge(request, of: product, at: now, in: database, settings: settings),
                          !charge.startsAtRenewal else { continue }
                    charges[id, default: [:]][offerID] = charge
                }
            }
            return charges
        }
    }

    /// What a purchase that changes a plan would charge (inside a read), with the offer buying would apply; nil when
    /// it changes none. Throws when the offer asked for is not the customer's.
    private func planChangeCharge(_ request: PurchaseRequest, of product: Product, at now: Date, in database: SQLiteDatabase,
                                  settings: SandboxSettings) throws -> PurchaseCharge? {
        guard let change = try planChange(to: product, ownership: .purchased, at: now, in: database) else { return nil }
        var offer: SubscriptionOffer?
        if case .immediate = change { offer = try chosenOffer(for: request, of: product, in: database) }
        return charge(of: product, offer: offer, quantity: 1, change: change, settings: settings)
    }

    /// Where a subscription renews: the storefront of its newest transaction (where it was bought or last
    /// renewed), whatever storefront is in force now. Renewals, their renewal info and the purchase sheet ask it.
    func renewalStorefront(after latest: LedgerRecord, settings: SandboxSettings) -> Storefront {
        Storefront(code: latest.storefront) ?? settings.storefront
    }

    /// Schedules a downgrade, a crossgrade to another period, or a subscriber's code offer (by its
    /// reference name) for the next renewal; a plan change without a code drops a code scheduled before. A code is
    /// notified as OFFER_REDEEMED, with DOWNGRADE when it is for another product than the current one.
    func schedule(_ product: Product, codeOffer: String? = nil, for subscription: SubscriptionRecord, in database: SQLiteDatabase, origin: String) throws {
        var scheduled = subscription
        scheduled.autoRenewProductID = product.id
        scheduled.willAutoRenew = true
        scheduled.pendingCodeOffer = codeOffer
        try saveSubscriptionIn(database, scheduled)
        try ledger.appendChangeIn(database, .transactionUpdated, transactionID: subscription.latestTransactionID, origin: origin, at: clock.now())
        let subtype: ServerNotificationSubtype? = codeOffer != nil && product.id == subscription.productID ? nil : .downgrade
        try notifyIn(database, codeOffer == nil ? .didChangeRenewalPref : .offerRedeemed, subtype,
                     transactionID: subscription.latestTransactionID, originalID: subscription.originalID, at: clock.now())
    }
}
