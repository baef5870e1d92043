import Foundation

/// What an app calls to sell: products, purchases, finishing, entitlements, restore, updates, its app
/// transaction and where it was installed from.
///
/// Shaped like the Marketplace API (reference/marketplace-api.md) with StoreKit's semantics. The sandbox
/// implements it with `SandboxMarketplace`; tests of screens may implement it with fakes. What only the
/// sandbox offers (the transaction manager's actions, the clock, settings, typing in an offer code) is not here:
/// it is `SandboxStore`'s, and `SandboxMarketplace.redeem(code:)`. The app buys, restores and reads subscriptions
/// through this protocol alone.
public protocol MarketplaceClient: Sendable {
    /// The products with these identifiers, of subscriptions or of one-time products; unknown ones are left out.
    func fetchProducts(for ids: [String], subscription: Bool) async throws -> [ProductInfo]
    /// Buys a product, optionally with a subscription offer, a quantity and the app's account token.
    func purchase(item: ProductInfo, offer: SubscriptionOfferInfo?, quantity: Int, appAccountToken: UUID?) async throws -> PurchaseResult
    /// Buys as `purchase(item:offer:quantity:appAccountToken:)` does, with the outcome a tester picked on the
    /// app's purchase sheet for this purchase alone and only on the terms that sheet showed (on the App Store the
    /// store's own sheet shows and keeps the terms, so a client for it has neither to honour).
    func purchase(item: ProductInfo, offer: SubscriptionOfferInfo?, quantity: Int, appAccountToken: UUID?,
                  simulating simulation: PurchaseSimulation?, agreeing terms: PurchaseTerms?) async throws -> PurchaseResult
    /// Every subscription of a group with its renewal state and renewal info, newest first (StoreKit's
    /// `Product.SubscriptionInfo.status`).
    func subscriptionStatus(group: String) async throws -> [SubscriptionStatus]
    /// Tells the store the transaction's content was delivered.
    func finish(_ transaction: PurchaseTransaction) async throws
    /// The verified transactions that entitle the customer now (never consumables).
    func fetchEntitlements() async throws -> [PurchaseTransaction]
    /// Every completed transaction the app has not finished, verified or not.
    func unfinishedTransactions() async throws -> [VerificationResult]
    /// The transactions refunded (revoked) after the point `cursor` names (0: from the first) that verify, with the
    /// cursor to ask from next time: what an app learns of refunds from `Transaction.updates`, where StoreKit
    /// delivers a revoked transaction. A refund that does not verify is left out and left for a later ask: the cursor
    /// goes no further than the refund before it, so the verified ones after it come again (a caller acts on each once).
    func refunds(after cursor: Int64) async throws -> (transactions: [PurchaseTransaction], cursor: Int64)
    /// Syncs with the store and returns the entitlements.
    func restore() async throws -> [PurchaseTransaction]
    /// Transactions that change outside a `purchase` call (approvals, resolutions, refunds, other processes),
    /// starting with the unfinished ones.
    func transactionUpdates() -> AsyncStream<VerificationResult>
    /// The customer's app transaction (the app's own purchase): issued at their first launch of
    /// `appVersion`; without an app version, the one issued before, or nil before the first launch.
    func appTransaction(for customer: Customer, launching appVersion: String?) async throws -> AppTransactionResult?
    /// Where the app was installed from (the Marketplace API's `installationSource`; `AppDistributor.current` on iOS).
    var installationSource: InstallationSource { get async }
}

extension MarketplaceClient {
    /// Buys a product without an offer, one of it, with no account token.
    public func purchase(item: ProductInfo) async throws -> PurchaseResult {
        try await purchase(item: item, offer: nil, quantity: 1, appAccountToken: nil)
    }
}
