import Foundation
import PaywallModel

extension SandboxStore {
    /// The offer a purchase uses: the one asked for (checked for eligibility), else an introductory offer the
    /// customer is eligible for, else none.
    func chosenOffer(for request: PurchaseRequest, of product: Product, in database: SQLiteDatabase) throws -> SubscriptionOffer? {
        guard let subscription = product.subscription else {
            if let choice = request.offer {
                throw MarketplaceError(.invalidOffer, "'\(product.id)' is not an auto-renewable subscription and has no \(choice.kind.rawValue) offer.")
            }
            return nil
        }
        let group = subscription.groupID
        guard let choice = request.offer else {
            guard let intro = subscription.introductoryOffer,
                  try isEligibleForIntroductoryOffer(group: group, ownership: request.ownership, in: database) else { return nil }
            return intro
        }
        guard let offer = subscription.allOffers.first(where: { Self.matches($0, choice) }) else {
            let named = choice.id.map { " '\($0)'" } ?? ""
            throw MarketplaceError(.invalidOffer, "'\(product.id)' has no \(choice.kind.rawValue) offer\(named).")
        }
        let hadSubscription = try ledger.groupHasTransactionIn(database, groupID: group)
        let isSubscribed = try hasActiveSubscription(in: group, database: database)
        switch offer.kind {
        case .introductory:
            guard try isEligibleForIntroductoryOffer(group: group, ownership: request.ownership, in: database) else {
                throw MarketplaceError(.ineligibleForOffer, "Introductory offers are given once per subscription group, and this customer already had one in it.")
            }
        case .winBack:
            try checkWinBackEligibility(offer, group: group, in: database)
        case .code:
            let status: SubscriptionOffer.Eligibility = isSubscribed ? .existing : (hadSubscription ? .expired : .new)
            guard offer.eligibility.isEmpty || offer.eligibility.contains(status) else {
                let allowed = SubscriptionOffer.Eligibility.allCases.filter(offer.eligibility.contains).map(\.rawValue).joined(separator: " or ")
                let why = switch status {
                case .new: "has never subscribed to this group"
                case .existing: "subscribes to this group now"
                case .expired: "subscribed to this group before"
                }
                throw MarketplaceError(.ineligibleForOffer, "The offer code \(offer.referenceName ?? "") is only for \(allowed) customers, and this customer \(why).")
            }
        case .promotional:
            // Apple gives promotional offers to customers with a current or expired subscription in the group.
            guard hadSubscription else {
                throw MarketplaceError(.ineligibleForOffer, "The promotional offer \(offer.offerID ?? "") is only for current and lapsed subscribers "
                                       + "of this subscription group, and this customer never subscribed to it; nothing was charged.")
            }
        }
        return offer
    }

    /// What one payment of the offer a purchase is charged with costs in a storefront: the one it asks for
    /// (`requestedOfferPrice`), else, for a purchase or a plan change that starts now, the introductory offer the
    /// customer is eligible for (`chosenOffer`); nil when it is charged with none.
    func chargedOfferPrice(_ request: PurchaseRequest, of product: Product, change: PlanChange?, in storefront: Storefront,
                           _ database: SQLiteDatabase) throws -> Price? {
        if request.offer != nil { return requestedOfferPrice(request, of: product, in: storefront) }
        if case .atRenewal? = change { return nil }
        return try chosenOffer(for: request, of: product, in: database).map { priceBook.price(of: $0, on: product, in: storefront) }
    }

    /// What one payment of the offer a request names costs in a storefront (whether the customer may have it or
    /// not: buying checks that); nil when it names none or one the product lacks.
    func requestedOfferPrice(_ request: PurchaseRequest, of product: Product, in storefront: Storefront) -> Price? {
        guard let choice = request.offer, let offer = product.subscription?.allOffers.first(where: { Self.matches($0, choice) }) else { return nil }
        return priceBook.price(of: offer, on: product, in: storefront)
    }

    /// Refuses a promotional offer on a plan change that waits for the next renewal (a downgrade, a crossgrade to
    /// another period): the sandbox applies one to a subscription that starts now, and scheduling the change without
    /// it would charge what the customer was not shown.
    func refuseOfferAtRenewalIn(_ database: SQLiteDatabase, _ request: PurchaseRequest, of product: Product, change: PlanChange?) throws {
        guard case .atRenewal(_, let current)? = change else { return }
        // A subscriber is never won back, and one who had the group's introductory offer may not have it again:
        // `chosenOffer` refuses them, saying why.
        if request.offer?.kind == .introductory || request.offer?.kind == .winBack { _ = try chosenOffer(for: request, of: product, in: database) }
        let article = switch request.offer?.kind {
        case .promotional?: "A promotional"
        case .introductory?: "An introductory"
        default: nil as String?
        }
        guard let article else { return }
        throw MarketplaceError(.ineligibleForOffer, "\(article) offer applies to a subscription that starts now, and changing from "
                               + "\(current.productID) to \(product.id) waits for the next renewal; nothing was changed or charged.")
    }

    /// The offer a purchase that may wait (Ask to Buy, interrupted) records, worked out as `chosenOffer`: none by itself
    /// on a plan change that waits for the renewal, which starts without an introductory offer (one asked for is
    /// refused before, `refuseOfferAtRenewalIn`).
    func requestedOffer(for request: PurchaseRequest, of product: Product, change: PlanChange?, in database: SQLiteDatabase) throws -> SubscriptionOffer? {
        if request.offer == nil, case .atRenewal? = change { return nil }
        return try chosenOffer(for: request, of: product, in: database)
    }

    /// Whether the customer may have a subscription group's introductory offer, as `Product.SubscriptionInfo
    /// .isEligibleForIntroOffer` says: only while they never received one for any product of the group (one refunded
    /// or revoked since counts). Having subscribed without one (a plan without an introductory offer, a promotional
    /// offer, an offer code) does not count, so such a subscriber's upgrade gets it. `ownership` is whose purchases
    /// count: the customer's own (`purchased`), or for a purchase a family member shares (`familyShared`), theirs.
    public func isEligibleForIntroductoryOffer(group: String, ownership: OwnershipType = .purchased) throws -> Bool {
        try ledger.database.read { try isEligibleForIntroductoryOffer(group: group, ownership: ownership, in: $0) }
    }

    /// Whether the customer (of an ownership) never had a group's introductory offer, inside a read or write: the one
    /// rule for introductory offers that buying, approving, resolving, the purchase sheet's charge, the paywalls and
    /// the subscription store all ask.
    func isEligibleForIntroductoryOffer(group: String, ownership: OwnershipType, in database: SQLiteDatabase) throws -> Bool {
        try !ledger.groupHadIntroductoryOfferIn(database, groupID: group, ownership: ownership)
    }

    /// Whether any product of a group has an unexpired subscription.
    func hasActiveSubscription(in group: String, database: SQLiteDatabase) throws -> Bool {
        let now = clock.now()
        return try catalog.subscriptions(inGroup: group).contains { member in
            guard let latest = try ledger.latestEntitlingRecordIn(database, productID: member.id) else { return false }
            return (latest.expirationDate ?? .distantPast) > now
        }
    }

    static func matches(_ offer: SubscriptionOffer, _ choice: OfferChoice) -> Bool {
        guard offer.kind == choice.kind else { return false }
        guard let id = choice.id else { return offer.kind == .introductory }
        if offer.kind == .code {
            return offer.referenceName?.lowercased() == id.lowercased() || offer.offerID == id
        }
        return offer.offerID == id || (offer.kind == .introductory && offer.internalID == id)
    }

    static func matches(_ offer: SubscriptionOffer, _ recorded: TransactionOffer) -> Bool {
        matches(offer, OfferChoice(kind: recorded.kind, id: recorded.id))
    }

    /// The identifier a transaction records for an offer: none for introductory offers, the reference
    /// name of a code offer, the offer id otherwise.
    static func offerIdentifier(_ offer: SubscriptionOffer) -> String? {
        switch offer.kind {
        case .introductory: nil
        case .code: offer.referenceName ?? offer.offerID
        case .promotional, .winBack: offer.offerID
        }
    }

    /// How a transaction records an offer it used.
    static func transactionOffer(_ offer: SubscriptionOffer) -> TransactionOffer {
        TransactionOffer(kind: offer.kind, id: offerIdentifier(offer), paymentMode: offer.paymentMode, period: offer.period.iso8601)
    }

    /// How many renewals after the first period still use an offer: the rest of a pay-as-you-go offer's periods.
    static func periodsLeftAfterFirst(of offer: SubscriptionOffer) -> Int {
        offer.paymentMode == .payAsYouGo ? offer.numberOfPeriods - 1 : 0
    }

    // MARK: Dates and prices

    /// When the first paid-for period ends at a time rate: after the whole offer for free trials and
    /// pay-up-front offers, after one offer period for pay-as-you-go, after one subscription period without an offer.
    static func firstPeriodEnd(of subscription: SubscriptionDetails, offer: SubscriptionOffer?, from date: Date, rate: TimeRate) -> Date {
        guard let offer else { return rate.end(of: subscription.period, from: date) }
        switch offer.paymentMode {
        case .freeTrial, .payUpFront: return rate.end(of: offer.period, times: offer.numberOfPeriods, from: date)
        case .payAsYouGo: return rate.end(of: offer.period, from: date)
        }
    }

    /// What the first transaction charges in a storefront: the offer's first payment, else the price times the quantity.
    func chargedPrice(of product: Product, offer: SubscriptionOffer?, quantity: Int, in storefront: Storefront) -> Price {
        guard let offer else {
            let price = priceBook.price(of: product, in: storefront)
            return Price(price.amount * Decimal(quantity), price.currency)
        }
        return priceBook.price(of: offer, on: product, in: storefront)
    }

    /// A price in thousandths of its currency unit, as StoreKit's payloads carry it.
    static func milliunits(_ price: Decimal) -> Int64 {
        NSDecimalNumber(decimal: price * 1_000).int64Value
    }
}
