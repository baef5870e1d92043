import Foundation
import PaywallModel

extension SandboxStore {
    /// Redeems an offer code, as the Offer Code Redeem Sheet does: the code is a code offer's reference
    /// name (case-insensitive, as in StoreKit Testing) and buys its subscription with the offer.
    ///
    /// A new or lapsed customer starts the subscription with the offer; a customer subscribed to the same
    /// product ends the current period now and continues the subscription (same original id) with the
    /// offer. Throws `invalidOffer` for an unknown code and `ineligibleForOffer`, saying why, when the code
    /// is not for this customer.
    public func redeem(code: String, appAccountToken: UUID? = nil) throws -> StorePurchaseOutcome {
        if let error = try settings().simulatedError(for: .offerCodeRedeemSheet) { throw error }
        let wanted = code.trimmingCharacters(in: .whitespaces).lowercased()
        for product in catalog.products(ofKind: .autoRenewableSubscription) {
            guard let offer = product.subscription?.codeOffers.first(where: { $0.referenceName?.lowercased() == wanted }),
                  let name = offer.referenceName else { continue }
            let outcome = try purchase(PurchaseRequest(productID: product.id, offer: OfferChoice(kind: .code, id: name), appAccountToken: appAccountToken))
            if case .completed(let record) = outcome {
                try ledger.database.write { database in
                    try database.statement("INSERT INTO code_redemptions (code, transaction_id, at) VALUES (?1, ?2, ?3)")
                        .run([.text(name), .integer(record.id), .integer(record.purchaseDate.millisecondsSince1970)])
                }
            }
            return outcome
        }
        throw MarketplaceError(.invalidOffer, "'\(code)' is not an offer code of this catalog.")
    }

    /// Ends the current period of a subscription now so that a redeemed code offer can start; it is signed again.
    func endPeriodForCode(_ owned: LedgerRecord, at now: Date, in database: SQLiteDatabase, origin: String) throws {
        var ended = owned
        ended.expirationDate = now
        ended.willAutoRenew = false
        try sign(&ended)
        try ledger.updateIn(database, ended)
        try ledger.appendChangeIn(database, .transactionUpdated, transactionID: ended.id, origin: origin, at: now)
    }
}
