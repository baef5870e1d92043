import Foundation
import PaywallModel
import PurchaseFlow

extension StoreEffectPerformer {
    /// The current customer's session under the rules, with the original app version of their verified app
    /// transaction when they have one.
    func customerSession() async throws -> CustomerSession {
        try await customerSessionAndAppTransaction().session
    }

    /// The current customer's session, and what reading their app transaction came to: read once, for the
    /// session's original app version and for settings to show; issued again when the app was launched for them in this
    /// run and it was removed since.
    func customerSessionAndAppTransaction() async throws -> (session: CustomerSession, appTransaction: Result<AppTransactionResult?, any Error>) {
        let book = try customers.book()
        let customer = try book.customer(named: customers.currentName, at: store.clock.now())
        let appTransaction: Result<AppTransactionResult?, any Error>
        do {
            var read = try await client.appTransaction(for: customer, launching: nil)
            // The running app has one, as StoreKit's AppTransaction.shared gives every installed app: one removed since
            // the launch (a reset in another process) is issued again now, as at a first launch.
            if read == nil, let launchedAppVersion, hasLaunched(customer.name) {
                read = try await client.appTransaction(for: customer, launching: launchedAppVersion)
            }
            appTransaction = .success(read)
        } catch {
            appTransaction = .failure(error)
        }
        // An app transaction that cannot be had or verified grants nothing.
        let originalAppVersion = (try? appTransaction.get())??.verifiedAppTransaction?.originalAppVersion
        let session = try CustomerSession(customerNamed: customer.name, client: client, book: book,
                                          rules: try rules.covering { try store.removedProducts().map { ($0.id, $0.kind) } },
                                          catalog: store.catalog, clock: store.clock, originalAppVersion: originalAppVersion)
        return (session, appTransaction)
    }

    /// Launches the app for the current customer: their app transaction is issued at their first launch of
    /// `launchedAppVersion` (one that cannot be had, its simulated error, is left for settings to show).
    func launchForCurrentCustomer() async {
        guard let launchedAppVersion, let book = try? customers.book(),
              let customer = try? book.customer(named: customers.currentName, at: store.clock.now()) else { return }
        noteLaunched(customer.name)
        _ = try? await client.appTransaction(for: customer, launching: launchedAppVersion)
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
    /// requests and refund requests are left out, and so are the plan changes' charges of a group whose
    /// subscription is another customer's (the store works them out on the group's subscription, whoever's); their
    /// standing under the rules is added. The whole ledger's overview (every customer's) says whose each row is, and
    /// which waiting requests the store would refuse to complete, as they would change another customer's subscription.
    func customerView(of snapshot: StoreSnapshot, session: CustomerSession) async throws -> StoreSnapshot {
        let book = session.book, name = session.customer.name
        // Each row's owner, asked of the customer book once per chain and token.
        var ownerOf: [OwnerKey: String] = [:]
        func owner(_ record: LedgerRecord) throws -> String {
            let key = OwnerKey(originalID: record.originalID, token: record.appAccountToken)
            if let known = ownerOf[key] { return known }
            let found = try book.owner(of: record)
            ownerOf[key] = found
            return found
        }
        func isTheirs(_ record: LedgerRecord) throws -> Bool { try owner(record) == name }
        var view = snapshot
        var owners: [Int64: String] = [:]
        for record in snapshot.records where owners[record.originalID] == nil {
            owners[record.originalID] = try owner(record)
        }
        // Each waiting request the store would refuse to complete, as it would change another customer's subscription;
        // the group's subscription giving access, as the store picks it, is read once a group, not once a request, and
        // kept for the requests' plan change markers (`LedgerOverview.requestsPlanChange`).
        var accessGiving: [String: SandboxSubscriptionStatus?] = [:]
        func accessGivingSubscription(in group: String) throws -> SandboxSubscriptionStatus? {
            if let known = accessGiving[group] { return known }
            let found = try store.accessGivingSubscription(in: group)
            accessGiving[group] = .some(found)
            return found
        }
        var othersSubscriptions: [Int64: String] = [:]
        for record in snapshot.records where WaitingRequest(record) != nil {
            othersSubscriptions[record.id] = try book.anotherCustomersSubscription(completing: record, accessGiving: accessGivingSubscription)?.holder
        }
        view.ledger = LedgerOverview(owners: owners, subscriptions: snapshot.subscriptions, refundRequests: snapshot.refundRequests,
                                     refundAmounts: try store.refundAmounts(ofLedger: snapshot.records),
                                     restsRefunded: try store.ledger.planChangeRefundsByReplaced(), othersSubscriptionOfRequest: othersSubscriptions,
                                     accessGivingSubscriptions: accessGiving.compactMapValues { $0 })
        // Each product as this customer has it: their requests, purchases and subscriptions only. What the
        // Apple ID has for another customer is theirs (a restore moves it here).
        let ids = snapshot.products.map(\.id) + snapshot.removedProductIDs
        // A non-renewing subscription whose term (the rules') has ended is expired: listed as ended, and buyable again.
        let theirStates = try store.purchaseStates(of: ids, counting: isTheirs, termEnd: session.rules.termEnd(of:purchasedAt:))
        var ownedByOthers: [String: String] = [:]
        for (id, state) in zip(ids, theirStates) {
            view.states[id] = state
            guard ProductText.isEntitled(snapshot.states[id]), !ProductText.isEntitled(state),
                  let latest = snapshot.records.first(where: { $0.productID == id && $0.status == .completed }) else { continue }
            let owner = try owner(latest)
            if owner != name { ownedByOthers[id] = owner }
        }
        view.subscriptions = try snapshot.subscriptions.filter { try isTheirs($0.latest) }
        view.waitingRequests = try Self.waitingRequests(in: snapshot.records, isTheirs: isTheirs)
        view.refundRequests = try snapshot.refundRequests.filter { request in
            guard let record = snapshot.record(request.transactionID) else { return false }
            return try isTheirs(record)
        }
        let (entitling, othersGroups) = try await session.entitlementsAndOthersGroups()
        let othersPlans = Set(store.catalog.products.filter { $0.subscription.map { othersGroups[$0.groupID] != nil } ?? false }.map(\.id))
        view.charges = snapshot.charges.filter { !othersPlans.contains($0.key) }
        view.promotionalCharges = snapshot.promotionalCharges.filter { !othersPlans.contains($0.key) }
        view.customer = CustomerStanding(
            name: name, customers: try book.customers().map(\.name), access: session.access(owning: entitling),
            entitlementStates: try await session.entitlementStates(from: entitling), balances: try await session.balances(),
            ownedByOthers: ownedByOthers, groupsOwnedByOthers: othersGroups, locale: snapshot.settings.locale)
        return view
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

    /// Spends from one of the current customer's balances (after what refunds take back).
    func spend(_ amount: Int, from key: String) async -> EffectResult.Outcome {
        do {
            let left = try await customerSession().spend(amount, from: key, reason: "spent in the kiosk store")
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
