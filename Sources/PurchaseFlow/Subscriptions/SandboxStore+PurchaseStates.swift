import Foundation
import PaywallModel

extension SandboxStore {
    /// The state of a product now, from the ledger and the clock (after catching up renewals).
    ///
    /// `counts` picks whose rows count (one customer's, for instance): requests, purchases and subscriptions
    /// (by their newest transaction) it leaves out are as if they were not there. By default every row counts. A
    /// non-renewing subscription never ends here, as StoreKit has it (`purchaseStates(of:counting:termEnd:)` takes the
    /// rules' term).
    public func purchaseState(of productID: String, counting counts: (LedgerRecord) throws -> Bool = { _ in true }) throws -> ProductPurchaseState {
        try purchaseStates(of: [productID], counting: counts)[0]
    }

    /// The states of several products now (see `purchaseState(of:counting:)`), in their order: one catch-up, one
    /// settings read and one ledger read for all of them. `termEnd` says when a non-renewing subscription bought at a
    /// date ends (the term the storefront rules give it, which the store does not know): the purchase is `expired`
    /// from then until it is bought again. By default it never ends.
    ///
    /// A product the catalog no longer has (`removedProducts()`) gets its state from the ledger as any other, but is
    /// never `ready` with a price: `ready("")` when the customer has nothing of it.
    public func purchaseStates(of productIDs: [String], counting counts: (LedgerRecord) throws -> Bool = { _ in true },
                               termEnd: (_ productID: String, _ purchasedAt: Date) -> Date? = { _, _ in nil }) throws -> [ProductPurchaseState] {
        let removed = try productIDs.contains { catalog.product(withID: $0) == nil } ? removedProducts() : []
        let products = try productIDs.map { id in
            if let product = catalog.product(withID: id) { return StatedProduct(id: id, kind: product.kind, groupID: product.subscription?.groupID, product: product) }
            guard let gone = removed.first(where: { $0.id == id }) else { throw missingProduct(id) }
            return StatedProduct(id: id, kind: gone.kind, groupID: gone.groupID, product: nil)
        }
        try catchUp()
        let settings = try self.settings()
        let now = clock.now()
        return try ledger.database.read { database in
            try products.map { try stateIn(database, of: $0, settings: settings, at: now, counting: counts, termEnd: termEnd) }
        }
    }

    /// The products the ledger has rows of that the catalog no longer has (taken out of the `.storekit` file since),
    /// by id, with their kind and group.
    public func removedProducts() throws -> [(id: String, kind: ProductKind, groupID: String?)] {
        try ledger.ledgerProducts().filter { catalog.product(withID: $0.id) == nil }
    }

    /// The newest purchase of a one-time product that may entitle and that `counts`: the newest of all (one read), else,
    /// when that is someone else's (another customer bought it again since), the newest of those that count.
    private func newestCountedEntitlingRecordIn(_ database: SQLiteDatabase, productID: String,
                                                counting counts: (LedgerRecord) throws -> Bool) throws -> LedgerRecord? {
        guard let latest = try ledger.latestEntitlingRecordIn(database, productID: productID) else { return nil }
        if try counts(latest) { return latest }
        return try ledger.recordsIn(database, where: "product_id = ?1 AND status = 'completed' AND revocation_date IS NULL AND is_upgraded = 0",
                                    [.text(productID)]).last(where: counts)
    }

    /// What a product's state is worked out from: its kind and group, and its catalog entry while the catalog has it.
    private struct StatedProduct {
        var id: String
        var kind: ProductKind
        var groupID: String?
        var product: Product?
    }

    private func stateIn(_ database: SQLiteDatabase, of product: StatedProduct, settings: SandboxSettings, at now: Date,
                         counting counts: (LedgerRecord) throws -> Bool, termEnd: (String, Date) -> Date?) throws -> ProductPurchaseState {
        let productID = product.id
        if try ledger.recordsIn(database, where: "product_id = ?1 AND status IN ('askToBuy', 'interrupted')", [.text(productID)]).contains(where: counts) {
            return .pending
        }
        let price = product.product.flatMap { ProductInfo(product: $0, prices: priceBook, settings: settings).displayPrice }
        let ready = ProductPurchaseState.ready(price: price ?? "")
        guard let group = product.groupID, product.kind == .autoRenewableSubscription else {
            guard product.kind != .consumable else { return ready }
            if let owned = try newestCountedEntitlingRecordIn(database, productID: productID, counting: counts) {
                guard product.kind == .nonRenewingSubscription, let end = termEnd(productID, owned.purchaseDate) else { return .active }
                return end > now ? .active : .expired
            }
            let revoked = try ledger.recordsIn(database, where: "product_id = ?1 AND status = 'completed' AND revocation_date IS NOT NULL", [.text(productID)])
            return try revoked.contains(where: counts) ? .revoked : ready
        }
        for subscription in try ledger.subscriptionsIn(database, groupID: group) {
            guard let latest = try ledger.recordIn(database, id: subscription.latestTransactionID), try counts(latest) else { continue }
            let status = status(of: subscription, latest: latest, at: now, settings: settings)
            if subscription.productID == productID { return status.purchaseState(at: now) }
            if subscription.autoRenewProductID == productID, status.renewalInfo.willAutoRenew, let date = status.renewalInfo.renewalDate {
                return .upcoming(activationDate: date)
            }
        }
        return ready
    }
}
