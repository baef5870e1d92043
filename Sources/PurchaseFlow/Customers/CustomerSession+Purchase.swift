import Foundation
import PaywallModel

extension CustomerSession {
    /// Buys a product for this customer.
    ///
    /// Asks the rules first: when every entitlement the product grants is already active from another
    /// product, or the product is a non-renewing subscription whose term still runs, the answer is
    /// `.alreadyEntitled` and the store is never asked, so nothing is charged.
    /// A plan of a group whose subscription (giving access now) is another customer's is not sold either: the
    /// change would be made to their subscription; a restore moves it to this customer first.
    /// Otherwise the purchase carries the customer's app account token; a completed transaction is delivered
    /// (a consumable credited to its balance once) and only then finished. A delivery that throws leaves the
    /// transaction unfinished and the error is passed on.
    public func purchase(_ item: ProductInfo, offer: SubscriptionOfferInfo? = nil, quantity: Int = 1,
                         simulating simulation: PurchaseSimulation? = nil, agreeing terms: PurchaseTerms? = nil) async throws -> CustomerPurchaseResult {
        let entitling = try await client.fetchEntitlements()
        let owners = try entitling.map { try book.owner(of: $0) }
        let mine = self.mine(entitling, owners: owners)
        if let decision = access(owning: mine).alreadyEntitled(buying: item.id) { return .alreadyEntitled(decision) }
        if item.type == .nonRenewingSubscription, let running = mine.first(where: { $0.productID == item.id }) {
            // Apps must not sell a non-renewing subscription over one that runs (StoreKit would charge again).
            let term = AlreadyEntitled.RunningTerm(end: rules.termEnd(of: item.id, purchasedAt: running.purchaseDate))
            return .alreadyEntitled(AlreadyEntitled(productID: item.id, entitlement: rules.entitlementKeys(grantedBy: item.id).first ?? item.id,
                                                    sourceProductID: item.id, runningTerm: term))
        }
        if let group = item.subscriptionGroupID, let (transaction, owner) = Self.otherCustomers(group, entitling: entitling, owners: owners, not: customer.name) {
            return .ownedByAnotherCustomer(transaction, owner: owner)
        }
        switch try await buy(item, offer: offer, quantity: quantity, simulating: simulation, agreeing: terms) {
        case .purchased(let transaction):
            return .purchased(transaction, credit: try await deliver(transaction))
        case .alreadyEntitled(let transaction):
            let owner = try book.owner(of: transaction)
            if owner != customer.name { return .ownedByAnotherCustomer(transaction, owner: owner) }
            let key = rules.entitlementKeys(grantedBy: item.id).first ?? item.id
            return .alreadyEntitled(AlreadyEntitled(productID: item.id, entitlement: key, sourceProductID: transaction.productID))
        case .pending(let pending):
            return .pending(pending)
        case .cancelled:
            return .cancelled
        }
    }

    /// The entitling transaction of a subscription group another customer of this Apple ID owns, with its owner; nil when
    /// the group's subscription is `name`'s or there is none.
    static func otherCustomers(_ group: String, entitling: [PurchaseTransaction], owners: [String], not name: String) -> (PurchaseTransaction, String)? {
        guard let index = entitling.firstIndex(where: { $0.subscriptionGroupID == group }), owners[index] != name else { return nil }
        return (entitling[index], owners[index])
    }

    /// The entitling transaction of a subscription group another customer of this Apple ID owns, with its owner: what
    /// buying a plan of the group, or redeeming a code for one, would change; nil when it is this customer's or none.
    public func anotherCustomersSubscription(in group: String) async throws -> (PurchaseTransaction, owner: String)? {
        let entitling = try await client.fetchEntitlements()
        return Self.otherCustomers(group, entitling: entitling, owners: try entitling.map { try book.owner(of: $0) }, not: customer.name)
            .map { ($0.0, owner: $0.1) }
    }

    /// Asks the client for a purchase with the customer's app account token, the outcome picked for this purchase
    /// alone and the terms the purchase sheet showed.
    private func buy(_ item: ProductInfo, offer: SubscriptionOfferInfo?, quantity: Int, simulating simulation: PurchaseSimulation?,
                     agreeing terms: PurchaseTerms?) async throws -> PurchaseResult {
        try await client.purchase(item: item, offer: offer, quantity: quantity, appAccountToken: customer.appAccountToken,
                                  simulating: simulation, agreeing: terms)
    }

    /// Delivers and finishes this customer's unfinished transactions (after a crash, a failed delivery, an
    /// approval in another process); other customers' are left for them. Returns the credits given.
    @discardableResult
    public func deliverUnfinished() async throws -> [ConsumableCredit] {
        var credits: [ConsumableCredit] = []
        for result in try await client.unfinishedTransactions() {
            guard let transaction = result.verifiedTransaction, try book.owner(of: transaction) == customer.name else { continue }
            if let credit = try await deliver(transaction) { credits.append(credit) }
        }
        return credits
    }

    /// Delivers one verified transaction of this customer and then finishes it: a consumable runs the
    /// delivery handler and is credited to its balance (once per transaction id), unless it was refunded (revoked)
    /// before it was delivered; anything else only needs finishing, since entitlements come from the store.
    @discardableResult
    public func deliver(_ transaction: PurchaseTransaction) async throws -> ConsumableCredit? {
        var credit: ConsumableCredit?
        if transaction.productType == .consumable, !transaction.isRevoked, let grant = rules.balanceGrant(for: transaction.productID) {
            let amount = grant.amount * transaction.quantity
            if try !book.isDelivered(transactionID: transaction.id) { try deliveryHandler(transaction) }
            let isNew = try book.recordDelivery(transactionID: transaction.id, customer: customer.name, balance: grant.balance.key,
                                                amount: amount, at: clock.now())
            credit = ConsumableCredit(transactionID: transaction.id, balance: grant.balance.key, amount: amount, isNew: isNew)
            CrashPoint.reach("delivery.before-finish")
        }
        try await client.finish(transaction)
        return credit
    }
}
