import Foundation
import PaywallModel

/// The Marketplace client on the local sandbox store: it verifies every transaction's JWS before it hands
/// anything over, and follows the ledger so it sees what other processes change.
public final class SandboxMarketplace: MarketplaceClient {
    /// Asks the customer to confirm a purchase; false cancels it.
    public typealias Confirmation = @Sendable (_ product: ProductInfo, _ quantity: Int) async -> Bool

    /// The store behind the client.
    public let store: SandboxStore
    /// This client's name in the change log; its own purchases are not repeated in its updates.
    public let clientID: String
    private let verifier: TransactionVerifier
    private let confirm: Confirmation
    private let pollInterval: Duration
    /// Where the app was installed from, as configured (`--installation-source`, `KIOSK_INSTALLATION_SOURCE`).
    let configuredInstallationSource: InstallationSource

    /// Creates a client on a store; `confirmPurchase` plays the purchase sheet (by default it confirms);
    /// `installationSource` is what `installationSource` answers
    /// (the program's edge reads `KIOSK_INSTALLATION_SOURCE` for it).
    public init(store: SandboxStore, pollInterval: Duration = .milliseconds(50),
                confirmPurchase: @escaping Confirmation = { _, _ in true },
                installationSource: InstallationSource) {
        self.store = store
        self.configuredInstallationSource = installationSource
        self.clientID = "client-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        self.verifier = store.verifier
        self.confirm = confirmPurchase
        self.pollInterval = pollInterval
    }

    // MARK: Installation

    /// Where the app was installed from, as configured when the client was made (`--installation-source`, else
    /// `KIOSK_INSTALLATION_SOURCE`; `.unknown` when neither is set).
    public var installationSource: InstallationSource {
        get async { configuredInstallationSource }
    }

    // MARK: Products

    public func fetchProducts(for ids: [String], subscription: Bool) async throws -> [ProductInfo] {
        try await productFetchReport(for: ids, subscription: subscription).products
    }

    /// Fetches products and says which identifiers were left out and why.
    public func productFetchReport(for ids: [String], subscription: Bool) async throws -> ProductFetchReport {
        let settings = try store.settings()
        if let error = settings.simulatedError(for: .loadProducts) { throw error }
        var products: [ProductInfo] = []
        var unknown: [String] = []
        var otherKind: [String] = []
        var unavailable: [String] = []
        for id in ids {
            guard let product = store.catalog.product(withID: id) else {
                unknown.append(id)
                continue
            }
            guard product.isSubscription == subscription else {
                otherKind.append(id)
                continue
            }
            guard store.availability.isAvailable(id, in: settings.storefront) else {
                unavailable.append(id)
                continue
            }
            products.append(ProductInfo(product: product, prices: store.priceBook, settings: settings))
        }
        return ProductFetchReport(products: products, unknownIDs: unknown, otherKindIDs: otherKind,
                                  unavailableIDs: unavailable, storefront: settings.storefront.alpha3)
    }

    // MARK: Purchasing

    public func purchase(item: ProductInfo, offer: SubscriptionOfferInfo?, quantity: Int, appAccountToken: UUID?) async throws -> PurchaseResult {
        try await purchase(item: item, offerChoice: offer?.choice, quantity: quantity, appAccountToken: appAccountToken)
    }

    public func purchase(item: ProductInfo, offer: SubscriptionOfferInfo?, quantity: Int, appAccountToken: UUID?,
                         simulating simulation: PurchaseSimulation?, agreeing terms: PurchaseTerms?) async throws -> PurchaseResult {
        try await purchase(item: item, offerChoice: offer?.choice, quantity: quantity, appAccountToken: appAccountToken,
                           simulating: simulation, agreeing: terms)
    }

    /// Buys a product with an offer named by kind and id (a code offer's reference name, for instance),
    /// optionally as a family member sharing it, with an outcome picked for this purchase alone, and only on the
    /// terms a purchase sheet showed (else `PurchaseTermsChanged` is thrown and nothing is charged).
    public func purchase(item: ProductInfo, offerChoice: OfferChoice?, quantity: Int = 1, appAccountToken: UUID? = nil,
                         ownership: OwnershipType = .purchased, simulating simulation: PurchaseSimulation? = nil,
                         agreeing terms: PurchaseTerms? = nil) async throws -> PurchaseResult {
        guard await confirm(item, quantity) else { return .cancelled }
        var request = PurchaseRequest(productID: item.id, offer: offerChoice, quantity: quantity,
                                      appAccountToken: appAccountToken, ownership: ownership)
        request.simulation = simulation
        request.agreedTerms = terms
        let outcome: StorePurchaseOutcome
        do {
            outcome = try store.purchase(request, origin: clientID)
        } catch let error as MarketplaceError where error.code == .userCancelled {
            return .cancelled
        }
        return try result(of: outcome)
    }

    /// What a store outcome means to the app, with its transaction verified.
    func result(of outcome: StorePurchaseOutcome) throws -> PurchaseResult {
        let settings = try store.settings()
        switch outcome {
        case .completed(let record):
            return .purchased(try verifiedOrThrow(record, settings: settings))
        case .alreadyEntitled(let record):
            return .alreadyEntitled(try verifiedOrThrow(record, settings: settings))
        case .planChangeScheduled(let record):
            // As in StoreKit, a deferred plan change succeeds; the current plan's transaction comes back.
            return .purchased(try verifiedOrThrow(record, settings: settings))
        case .pending(let record):
            return .pending(PendingPurchase(requestID: record.id, productID: record.productID,
                                            reason: record.status == .askToBuy ? .askToBuy : .interrupted))
        }
    }

    public func finish(_ transaction: PurchaseTransaction) async throws {
        try store.finish(Int64(transaction.id), origin: clientID)
    }

    // MARK: Entitlements

    public func fetchEntitlements() async throws -> [PurchaseTransaction] {
        try fetchEntitlementResults().compactMap(\.verifiedTransaction)
    }

    /// The entitling transactions as verification results, so unverified ones can be reported.
    ///
    /// Non-consumables and non-renewing subscriptions entitle by their latest transaction; an
    /// auto-renewable subscription while unexpired, one per group (the latest bought).
    public func fetchEntitlementResults() throws -> [VerificationResult] {
        try store.catchUp()
        let settings = try store.settings()
        let now = store.clock.now()
        var activeByGroup: [String: LedgerRecord] = [:]
        var records: [LedgerRecord] = []
        let graceEnds = try store.graceEnds(settings: settings)
        for record in try store.signingDeferred(store.ledger.latestEntitlingRecords()) {
            if record.productKind == .autoRenewableSubscription {
                guard let expiration = record.expirationDate, max(expiration, graceEnds[record.originalID] ?? expiration) > now else { continue }
                let group = record.groupID ?? record.productID
                if let other = activeByGroup[group], other.purchaseDate >= record.purchaseDate { continue }
                activeByGroup[group] = record
            } else {
                records.append(record)
            }
        }
        return (records + activeByGroup.values).sorted { $0.id < $1.id }.map { verify($0, settings: settings) }
    }

    public func unfinishedTransactions() async throws -> [VerificationResult] {
        let settings = try store.settings()
        return try store.signingDeferred(store.ledger.unfinishedRecords()).map { verify($0, settings: settings) }
    }

    /// One unfinished transaction as `unfinishedTransactions` gives it (signed first when its signature waits), without
    /// reading the others; nil when transaction `id` is not a completed, unfinished one.
    public func unfinishedTransaction(id: Int64) throws -> VerificationResult? {
        let record = try store.record(id)
        guard record.status == .completed, !record.isFinished else { return nil }
        let settings = try store.settings()
        return try store.signingDeferred([record]).first.map { verify($0, settings: settings) }
    }

    public func refunds(after cursor: Int64) async throws -> (transactions: [PurchaseTransaction], cursor: Int64) {
        try store.catchUp()
        let entries = try store.ledger.refunds(after: cursor)
        guard !entries.isEmpty else { return ([], cursor) }
        let settings = try store.settings()
        var refunded: [PurchaseTransaction] = [], readThrough = cursor, isEveryOneVerified = true
        // A row the record of revocations names verifies only as refunded (one put back is tampering).
        for (seq, record) in entries {
            guard let transaction = verify(record, settings: settings).verifiedTransaction else {
                isEveryOneVerified = false
                continue
            }
            refunded.append(transaction)
            if isEveryOneVerified { readThrough = seq }
        }
        return (refunded, readThrough)
    }

    public func restore() async throws -> [PurchaseTransaction] {
        if let error = try store.settings().simulatedError(for: .appStoreSync) { throw error }
        return try await fetchEntitlements()
    }

    // MARK: Updates

    public func transactionUpdates() -> AsyncStream<VerificationResult> {
        let store = store
        let clientID = clientID
        let pollInterval = pollInterval
        // Taken now, so a change made right after this call is never missed, however late the task starts.
        let start = try? store.ledger.latestChangeSequence()
        return AsyncStream { continuation in
            let task = Task { [self] in
                do {
                    guard let start else { throw MarketplaceError(.systemError, "The ledger could not be read.") }
                    var delivered = Set<Int64>()
                    for result in try await unfinishedTransactions() {
                        delivered.insert(Self.transactionID(of: result))
                        continuation.yield(result)
                    }
                    for await change in LedgerWatcher.changes(ofLedgerAt: store.ledger.database.path, after: start, pollInterval: pollInterval) {
                        guard change.kind.isTransactionUpdate, change.origin != clientID, let id = change.transactionID,
                              !(change.kind == .transactionCompleted && delivered.contains(id)),
                              let record = try store.ledger.database.read({ try store.ledger.recordIn($0, id: id) }) else { continue }
                        continuation.yield(verify(try store.signingDeferred([record])[0], settings: try store.settings()))
                    }
                } catch {
                    // The ledger became unreadable: the stream ends.
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Every change to the ledger (settings, resets, deletions included), for screens that show the ledger.
    public func ledgerChanges() -> AsyncStream<LedgerChange> {
        LedgerWatcher.changes(ofLedgerAt: store.ledger.database.path, after: try? store.ledger.latestChangeSequence(),
                              pollInterval: pollInterval)
    }

    // MARK: Verification

    private func verify(_ record: LedgerRecord, settings: SandboxSettings) -> VerificationResult {
        if let error = settings.simulatedError(for: .verification) {
            return .unverified(UnverifiedTransaction(transactionID: record.id, productID: record.productID, reason: error.message))
        }
        return verifier.verify(record)
    }

    private func verifiedOrThrow(_ record: LedgerRecord, settings: SandboxSettings) throws -> PurchaseTransaction {
        switch verify(record, settings: settings) {
        case .verified(let transaction): return transaction
        case .unverified(let failure): throw MarketplaceError(.unverifiedTransaction, failure.description)
        }
    }

    private static func transactionID(of result: VerificationResult) -> Int64 {
        switch result {
        case .verified(let transaction): Int64(transaction.id)
        case .unverified(let failure): failure.transactionID
        }
    }
}
