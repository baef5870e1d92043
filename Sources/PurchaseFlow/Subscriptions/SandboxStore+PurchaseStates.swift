import Foundation
import PaywallModel

extension SandboxStore {
    /// The state of a product now, from the ledger and the clock (after catching up renewals).
    ///
    /// `counts` picks whose rows count (one customer's, for instance): requests, purchases and subscriptions
    /// (by their newest transaction) it leaves out are as if they were not there. By default every row counts.
    public func purchaseState(of productID: String, counting counts: (LedgerRecord) throws -> Bool = { _ in true }) throws -> ProductPurchaseState {
        try purchaseStates(of: [productID], counting: counts)[0]
    }

    /// The states of several products now (see `purchaseState(of:counting:)`), in their order: one catch-up, one
    /// settings read and one ledger read for all of them.
    public func purchaseStates(of productIDs: [String], counting counts: (LedgerRecord) throws -> Bool = { _ in true }) throws -> [ProductPurchaseState] {
        let products = try productIDs.map(product)
        try catchUp()
        let settings = try self.settings()
        let now = clock.now()
        return try ledger.database.read { database in
            try products.map { try stateIn(database, of: $0, settings: settings, at: now, counting: counts) }
        }
    }

    private func stateIn(_ database: SQLiteDatabase, of product: Product, settings: SandboxSettings, at now: Date,
                         counting counts: (LedgerRecord) throws -> Bool) throws -> ProductPurchaseState {
        let productID = product.id
        if try ledger.recordsIn(database, where: "product_id = ?1 AND status IN ('askToBuy', 'interrupted')", [.text(productID)]).contains(where: counts) {
            return .pending
        }
        let ready = ProductPurchaseState.ready(price: ProductInfo(product: product, prices: priceBook, settings: settings).displayPrice ?? "")
        guard let group = product.subscription?.groupID else {
            guard product.kind != .consumable else { return ready }
            if let owned = try ledger.latestEntitlingRecordIn(database, productID: productID), try counts(owned) { return .active }
            let revoked = try ledger.recordsIn(database, where: "product_id = ?1 AND status = 'completed' AND revocation_date IS NOT NULL", [.text(productID)])
            return try revoked.contains(where: counts) ? .revoked : ready
        }
        for subscription in try ledger.subscriptionsIn(database, groupID: group) {
            guard let latest = try ledger.recordIn(database, id: subscription.latestTransactionID), try counts(latest) else { continue }
            let status = status(of: subscription, latest: latest, at: now, settings: settings)
            if subscription.productID == productID {
                switch status.state {
                case .subscribed:
                    return status.renewalInfo.willAutoRenew ? .active : .cancelled(timeRemaining: subscription.expirationDate.timeIntervalSince(now))
                case .inGracePeriod: return .inGracePeriod
                case .inBillingRetryPeriod: return .inBillingRetry
                case .revoked: return .revoked
                case .expired: return .expired
                }
            }
            if subscription.autoRenewProductID == productID, status.renewalInfo.willAutoRenew, let date = status.renewalInfo.renewalDate {
                return .upcoming(activationDate: date)
            }
        }
        return ready
    }
}
