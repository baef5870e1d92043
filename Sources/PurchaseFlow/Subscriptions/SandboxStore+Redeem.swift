import Foundation
import PaywallModel

extension SandboxStore {
    /// Redeems an offer code, as the Offer Code Redeem Sheet does, and records the redemption.
    ///
    /// The code is a code offer's reference name (case-insensitive, as in StoreKit Testing, any number of
    /// times) or a code the offer code sidecar lists for it (within its limit and before its expiry). A new or
    /// lapsed customer starts the subscription with the offer now. A customer subscribed to the group changes plan by
    /// the store's rule: a code for a higher level (or an equal level of the same period) starts now as an upgrade
    /// (`completed`, the rest of the old period credited); one for the same product, a lower level or another period
    /// keeps the current period and gets the offer at the next renewal (`planChangeScheduled`, the renewal shows it
    /// as upcoming). The checks, the purchase and the record are one SQL transaction, so a one-time code is
    /// used once even when processes redeem it at once. Throws `invalidOffer` for an unknown, used-up or
    /// expired code and `ineligibleForOffer`, saying why, when the code is not for this customer.
    public func redeem(code: String, appAccountToken: UUID? = nil) throws -> StorePurchaseOutcome {
        if let error = try self.settings().simulatedError(for: .offerCodeRedeemSheet) { throw error }
        let (productID, offerName, listed) = try resolve(code: code)
        return try ledger.database.write { database in
            if let listed { try checkUsable(listed, in: database) }
            let outcome = try purchase(PurchaseRequest(productID: productID, offer: OfferChoice(kind: .code, id: offerName), appAccountToken: appAccountToken))
            switch outcome {
            case .completed(let record), .planChangeScheduled(let record), .pending(let record):
                // A request waiting for approval holds the code too; declining it gives the code back.
                try database.statement("INSERT INTO code_redemptions (code, transaction_id, at) VALUES (?1, ?2, ?3)")
                    .run([.text(listed?.code ?? offerName), .integer(record.id), .integer(clock.now().millisecondsSince1970)])
            case .alreadyEntitled:
                break
            }
            return outcome
        }
    }

    /// The terms an offer code redeems at, the code checked as `redeem` checks it (unknown, used up, expired, not for
    /// this customer) without redeeming it.
    public func terms(ofCode code: String) throws -> CodeOfferTerms {
        let (productID, offerName, listed) = try resolve(code: code)
        guard let product = catalog.product(withID: productID), let group = product.subscription?.groupID else {
            throw MarketplaceError(.invalidOffer, "'\(code)' is not an offer code of this catalog.")
        }
        let request = PurchaseRequest(productID: productID, offer: OfferChoice(kind: .code, id: offerName))
        _ = try catchUp()
        let (offer, renewing, replaced) = try ledger.database.read { database in
            if let listed { try checkUsable(listed, in: database) }
            try refuseSecondCodeIn(database, request, of: product)
            // As redeeming decides: the customer's own subscription of the group, grace period included, waits for its
            // renewal unless the code's plan replaces it now (`planChange`).
            let active = try activeSubscriptionIn(database, group: group, ownership: request.ownership, at: clock.now())
            let offer = try chosenOffer(for: request, of: product, in: database)
            guard case .immediate(_, let current, _)? = try planChange(to: product, from: active, at: clock.now(), in: database) else {
                return (offer, active?.1, nil as LedgerRecord?)
            }
            return (offer, nil, current)
        }
        // A subscriber's code is charged by the renewal, where the subscription renews (its newest transaction's storefront).
        var settings = try settings()
        if let renewing, let storefront = Storefront(code: renewing.storefront) { settings.storefront = storefront }
        guard let offer, let info = ProductInfo(product: product, prices: priceBook, settings: settings, codeOffers: [offer]).subscriptionOffers?.last else {
            throw MarketplaceError(.invalidOffer, "'\(code)' is not an offer code of this catalog.")
        }
        // Redeeming is a purchase: under Ask to Buy (else interrupted purchases) it opens a request first, subscriber or not.
        let waitsFor: PendingPurchase.Reason? = settings.isAskToBuyEnabled ? .askToBuy : (settings.isInterruptedPurchasesEnabled ? .interrupted : nil)
        return CodeOfferTerms(code: code, productID: productID, offer: info, startsAtNextRenewal: renewing != nil,
                              replacesNow: replaced?.productID, waitsFor: waitsFor)
    }

    /// The product a code redeems (a code offer's reference name, or a code the sidecar lists); nil for an unknown code.
    public func productRedeemed(by code: String) -> String? {
        try? resolve(code: code).productID
    }

    /// The product and code offer (reference name) a code redeems, and the sidecar's entry when it lists the code.
    private func resolve(code: String) throws -> (productID: String, offerName: String, listed: OfferCodeSidecar.Code?) {
        let wanted = code.trimmingCharacters(in: .whitespaces).lowercased()
        for product in catalog.products(ofKind: .autoRenewableSubscription) {
            if let name = product.subscription?.codeOffers.first(where: { $0.referenceName?.lowercased() == wanted })?.referenceName {
                return (product.id, name, nil)
            }
        }
        if let listed = offerCodes.code(matching: code) {
            return (listed.productID, listed.offerName, listed)
        }
        throw MarketplaceError(.invalidOffer, "'\(code)' is not an offer code of this catalog.")
    }

    /// Checks that a sidecar code has not expired and has redemptions left.
    private func checkUsable(_ code: OfferCodeSidecar.Code, in database: SQLiteDatabase) throws {
        if let expires = code.expires, clock.now() >= expires {
            throw MarketplaceError(.invalidOffer, "The offer code \(code.code) expired on \(expires.formatted(.iso8601)).")
        }
        let used = try database.statement("SELECT COUNT(*) FROM code_redemptions WHERE code = ?1 COLLATE NOCASE")
            .firstRow([.text(code.code)]) { $0.int(0) } ?? 0
        let waiting = try database.statement("""
            SELECT r.transaction_id FROM code_redemptions r JOIN transactions t ON t.id = r.transaction_id
            WHERE r.code = ?1 COLLATE NOCASE AND t.status = 'askToBuy' ORDER BY r.rowid DESC LIMIT 1
            """).firstRow([.text(code.code)]) { $0.int64(0) }
        switch code.limit {
        case .once where used >= 1:
            if let request = waiting {
                throw MarketplaceError(.invalidOffer, "The offer code \(code.code) waits in Ask to Buy request #\(request); it is used once that is "
                                       + "approved, and declining it gives the code back.")
            }
            throw MarketplaceError(.invalidOffer, "The offer code \(code.code) was already used; a one-time code redeems once.")
        case .times(let maximum) where used >= maximum:
            throw MarketplaceError(.invalidOffer, "The offer code \(code.code) has been redeemed \(used) times, its limit.")
        default:
            break
        }
    }
}
