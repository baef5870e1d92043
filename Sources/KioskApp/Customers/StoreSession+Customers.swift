import Foundation
import PaywallModel
import PurchaseFlow

extension StoreSession {
    /// The current customer's session under the rules, with the original app version of their verified app
    /// transaction when they have one.
    func customerSession() async throws -> CustomerSession {
        try await customerSessionAndAppTransaction().session
    }

    /// The current customer's session, and what reading their app transaction came to: read once, for the
    /// session's original app version and for settings to show.
    func customerSessionAndAppTransaction() async throws -> (session: CustomerSession, appTransaction: Result<AppTransactionResult?, any Error>) {
        let book = try customers.book()
        let customer = try book.customer(named: customers.currentName, at: store.clock.now())
        let appTransaction: Result<AppTransactionResult?, any Error>
        do {
            appTransaction = .success(try await marketplace.appTransaction(for: customer, launching: nil))
        } catch {
            appTransaction = .failure(error)
        }
        // An app transaction that cannot be had or verified grants nothing.
        let originalAppVersion = (try? appTransaction.get())??.verifiedAppTransaction?.originalAppVersion
        let session = try CustomerSession(customerNamed: customer.name, client: marketplace, book: book, rules: rules,
                                          catalog: store.catalog, clock: store.clock, originalAppVersion: originalAppVersion)
        return (session, appTransaction)
    }

    /// Launches the app for the current customer: their app transaction is issued at their first launch of
    /// `launchedAppVersion` (one that cannot be had, its simulated error, is left for settings to show).
    func launchForCurrentCustomer() async {
        guard let launchedAppVersion, let book = try? customers.book(),
              let customer = try? book.customer(named: customers.currentName, at: store.clock.now()) else { return }
        _ = try? await marketplace.appTransaction(for: customer, launching: launchedAppVersion)
    }

    /// The store read again for the current customer, as a message.
    func refreshed() async -> Message {
        do {
            return .effectFinished(.refreshed(try await snapshot()))
        } catch {
            return .effectFinished(.refreshFailed(Self.describe(error)))
        }
    }

    /// A snapshot as one customer sees it: a product whose latest transaction belongs to another customer of
    /// this Apple ID is for sale to them (and noted as the other's), other customers' subscriptions, waiting
    /// requests and refund requests are left out, and their standing under the rules is added.
    func customerView(of snapshot: StoreSnapshot, session: CustomerSession) async throws -> StoreSnapshot {
        let book = session.book, name = session.customer.name
        // Each row's owner, asked of the customer book once per chain and token.
        var ownerOf: [OwnerKey: String] = [:]
        func owner(_ record: LedgerRecord) throws -> String {
            let key = OwnerKey(originalID: record.originalID, token: record.appAccountToken)
            if let known = ownerOf[key] { return known }
            let found = try book.owner(originalID: record.originalID, appAccountToken: record.appAccountToken)
            ownerOf[key] = found
            return found
        }
        func isTheirs(_ record: LedgerRecord) throws -> Bool { try owner(record) == name }
        var view = snapshot
        var owners: [Int64: String] = [:]
        for record in snapshot.records where owners[record.originalID] == nil {
            owners[record.originalID] = try owner(record)
        }
        view.ledger = LedgerOverview(owners: owners, subscriptions: snapshot.subscriptions, refundRequests: snapshot.refundRequests)
        // Each product as this customer has it: their requests, purchases and subscriptions only. What the
        // Apple ID has for another customer is theirs (a restore moves it here).
        let theirStates = try store.purchaseStates(of: snapshot.products.map(\.id), counting: isTheirs)
        var ownedByOthers: [String: String] = [:]
        for (product, state) in zip(snapshot.products, theirStates) {
            view.states[product.id] = state
            guard ProductText.isEntitled(snapshot.states[product.id]), !ProductText.isEntitled(state),
                  let latest = snapshot.records.first(where: { $0.productID == product.id && $0.status == .completed }) else { continue }
            ownedByOthers[product.id] = try owner(latest)
        }
        view.subscriptions = try snapshot.subscriptions.filter { try isTheirs($0.latest) }
        view.waitingRequests = try Self.waitingRequests(in: snapshot.records, isTheirs: isTheirs)
        view.refundRequests = try snapshot.refundRequests.filter { request in
            guard let record = snapshot.record(request.transactionID) else { return false }
            return try isTheirs(record)
        }
        let entitling = try await session.entitlements()
        view.customer = CustomerStanding(
            name: name, customers: try book.customers().map(\.name), access: session.access(owning: entitling),
            entitlementStates: try await session.entitlementStates(from: entitling), balances: try session.balances(),
            ownedByOthers: ownedByOthers, locale: snapshot.settings.locale)
        return view
    }

    /// Buys a product for the current customer under the rules: nothing is charged when what it grants is
    /// already theirs, or when this Apple ID bought it for another customer, and nothing new is asked while a
    /// request of theirs for it waits. A plan change that waits for the renewal says so, as the ledger has it.
    func purchase(_ productID: String, simulating simulation: PurchaseSimulation? = nil) async -> EffectResult.Outcome {
        do {
            guard let product = store.catalog.product(withID: productID),
                  let info = try await marketplace.fetchProducts(for: [productID], subscription: product.isSubscription).first else {
                return .failed("\(displayName(of: productID)) is not for sale here.")
            }
            let session = try await customerSession()
            if let waiting = try waitingRequest(for: productID, of: session) { return waiting.alreadyWaiting(name: displayName(of: productID)) }
            switch try await session.purchase(info, simulating: simulation) {
            case .purchased(let transaction, let credit):
                // A plan change that waits for the renewal comes back with the current plan's transaction.
                let scheduled = transaction.productID == productID ? nil : try scheduledChangeText(transaction)
                let text = try scheduled ?? (purchasedText(transaction) + planChangeChargeText(transaction))
                guard let credit, let balance = rules.balances.first(where: { $0.key == credit.balance }) else { return .succeeded(text) }
                let total = try session.book.balance(credit.balance, customer: session.customer.name)
                return .succeeded("\(text) \(credit.amount) added to \(balance.name); \(total) now.")
            case .pending(let pending):
                return WaitingRequest(pending).opened(name: displayName(of: productID))
            case .cancelled:
                return .cancelled
            case .alreadyEntitled(let decision):
                return .notCharged(CustomerStanding.explanation(decision, rules: rules, name: displayName(of:)))
            case .ownedByAnotherCustomer(let transaction, let owner):
                let name = displayName(of: transaction.productID)
                return .notCharged("this Apple ID already bought \(name) for \(owner). Restore purchases moves it to \(session.customer.name).")
            }
        } catch let error as MarketplaceError where error.code == .purchaseNotAllowed {
            return (try? alreadyScheduledText(productID)).flatMap { $0.map(EffectResult.Outcome.notCharged) } ?? .failed(error.message)
        } catch {
            return .failed(Self.describe(error))
        }
    }

    /// The plan change into a product already scheduled for the next renewal (which the store refuses to choose
    /// again), read back from the ledger: `Plus Basic, Weekly starts at your next renewal on …; you keep Plus
    /// Premium, Monthly until then. It was already chosen; nothing was changed.`; nil when none is.
    private func alreadyScheduledText(_ productID: String) throws -> String? {
        guard let group = store.catalog.product(withID: productID)?.subscription?.groupID,
              let status = ChangeText.scheduledChange(to: productID, among: try store.subscriptionStatuses(group: group)),
              let scheduled = ChangeText.scheduled(status, name: displayName(of:)) else { return nil }
        return "\(scheduled) It was already chosen; nothing was changed."
    }

    /// The customer's request for a product that still waits in the ledger (Ask to Buy, interrupted), if any:
    /// buying again asks nothing new.
    private func waitingRequest(for productID: String, of session: CustomerSession) throws -> WaitingRequest? {
        guard case .pending = try store.purchaseState(of: productID) else { return nil }
        let name = session.customer.name, book = session.book
        return try Self.waitingRequests(in: store.records()) {
            try book.owner(originalID: $0.originalID, appAccountToken: $0.appAccountToken) == name
        }.first { $0.productID == productID }
    }

    /// A customer's requests among ledger records that still wait (Ask to Buy, interrupted), oldest first.
    static func waitingRequests(in records: [LedgerRecord], isTheirs: (LedgerRecord) throws -> Bool) throws -> [WaitingRequest] {
        try records.sorted { $0.id < $1.id }.filter { try WaitingRequest($0) != nil && isTheirs($0) }.compactMap(WaitingRequest.init)
    }

    /// A ledger chain and the app account token a row of it carries: what decides the row's owner.
    private struct OwnerKey: Hashable {
        var originalID: Int64
        var token: UUID?
    }

    /// Restores purchases for the current customer: what was restored, and what moved to them from another
    /// customer.
    func restore() async -> EffectResult.Outcome {
        do {
            let session = try await customerSession()
            let moved = try await session.restore()
            let restored = try await session.entitlements()
            guard !restored.isEmpty else { return .succeeded("There was nothing to restore.") }
            var lines = ["Restored \(restored.count == 1 ? "1 purchase" : "\(restored.count) purchases"):"]
            lines += restored.map { "  \(displayName(of: $0.productID))" + ($0.expirationDate.map { ", active until \(DateText.day($0))" } ?? "") }
            lines += moved.map { "\(displayName(of: $0.productID)) moved from \($0.fromCustomer) to \(session.customer.name)." }
            return .succeeded(lines.joined(separator: "\n"))
        } catch {
            return .failed(Self.describe(error))
        }
    }

    /// Spends from one of the current customer's balances.
    func spend(_ amount: Int, from key: String) -> EffectResult.Outcome {
        do {
            let book = try customers.book()
            let name = customers.currentName
            let left = try book.spend(amount, from: key, customer: name, reason: "spent in the kiosk store", at: store.clock.now())
            let balance = rules.balances.first { $0.key == key }?.name ?? key
            return .succeeded("Spent \(amount) \(balance); \(left) left.")
        } catch let error as InsufficientBalanceError {
            let balance = rules.balances.first { $0.key == key }?.name ?? key
            return .failed("\(balance) holds \(error.available), not enough to spend \(error.requested).")
        } catch {
            return .failed(Self.describe(error))
        }
    }
}
