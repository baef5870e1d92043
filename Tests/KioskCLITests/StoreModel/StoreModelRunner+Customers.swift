import Foundation
import KioskApp
@testable import KioskCLI
import PaywallModel
@testable import PurchaseFlow

/// Buying as a customer of the app under the rules, restoring and delivering, each checked against the model.
extension StoreModelRunner {
    /// A customer's session, made as `kiosk sandbox ... --customer NAME` makes it (once per history).
    func session(for customer: String) async throws -> CustomerSession {
        if let session = customerSessions[customer] { return session }
        let rules = try RulesInput.load(nil, catalogPath: nil, catalog: store.catalog)
        let client = SandboxMarketplace(store: store, installationSource: .unknown), book = try CustomerBook(directory: store.stateDirectory)
        let known = try book.customer(named: customer, at: Date())
        let session = try CustomerSession(customerNamed: known.name, client: client, book: book, rules: rules, catalog: store.catalog,
                                          clock: store.clock, originalAppVersion: await client.verifiedOriginalAppVersion(for: known))
        customerSessions[customer] = session
        return session
    }

    /// Why buying `productID` would add nothing for `customer` under the rules: every entitlement it grants
    /// comes from another product they are entitled to (not itself, not a plan of its group; for a non-consumable,
    /// which never ends, only another non-consumable). Nil otherwise.
    func alreadyEntitledByRules(_ productID: String, customer: String, rules: StorefrontRules) -> String? {
        let product = model.product(productID)
        let granted = rules.entitlementKeys(grantedBy: productID)
        guard product.kind != .consumable, !granted.isEmpty else { return nil }
        let others = model.productsEntitling(customer).filter { id in
            id != productID && (product.subscription == nil || model.product(id).subscription?.groupID != product.subscription?.groupID)
                && (product.kind != .nonConsumable || model.product(id).kind == .nonConsumable)
        }
        let covered = granted.allSatisfy { key in others.contains { rules.entitlementKeys(grantedBy: $0).contains(key) } }
        return covered ? granted.first : nil
    }

    /// `kiosk sandbox buy PRODUCT --customer NAME`: the rules first, then the store; a completed purchase is
    /// delivered (a consumable credited once) and finished.
    func buy(_ productID: String, as customer: String) async throws {
        let session = try await session(for: customer)
        let product = model.product(productID)
        let item = try required(try await session.client.fetchProducts(for: [productID], subscription: product.subscription != nil).first,
                                "the store does not sell \(productID)")
        let byRules = alreadyEntitledByRules(productID, customer: customer, rules: session.rules)
        // A plan of a group whose subscription is another customer's is theirs to change, not this customer's.
        let groupOwner = product.subscription.flatMap { model.accessible(in: $0.groupID) }.map(model.owner(of:))
        let decision = groupOwner.map { $0 == customer } == false ? .alreadyEntitled : decide(productID, canWait: true)
        let result: CustomerPurchaseResult
        do {
            result = try await session.purchase(item)
        } catch let error as MarketplaceError where decision.isRefused && error.code == .purchaseNotAllowed {
            return
        }
        switch result {
        case .alreadyEntitled(let answer):
            let bySelf = decision == .alreadyEntitled && modelOwner(ofEntitling: productID) == customer
            try expect(byRules != nil || bySelf, "\(customer) buying \(productID) was refused as already entitled (\(answer)); the model expected \(decision)")
        case .ownedByAnotherCustomer(let transaction, let owner):
            let expectedOwner = groupOwner ?? modelOwner(ofEntitling: productID)
            try expect(byRules == nil && decision == .alreadyEntitled && expectedOwner != customer,
                       "\(customer) buying \(productID) was refused as owned by \(owner); the model expected \(decision)")
            try expect(owner == expectedOwner, "\(transaction.productID) is \(owner)'s; the model says \(expectedOwner ?? "nobody's")")
        case .pending(let pending):
            try expect(byRules == nil && decision == .pending, "\(customer) buying \(productID) opened request \(pending.requestID); the model expected \(decision)")
            model.requests[pending.requestID] = StoreModel.Request(productID: productID, state: model.isAskToBuyOn ? .askToBuy : .interrupted,
                                                                   customer: customer)
        case .purchased(let transaction, let credit):
            try expect(byRules == nil, "\(customer) bought \(productID) though the rules say \(byRules ?? "") is already theirs")
            // A change at the next renewal comes back with the current plan's transaction.
            let scheduled = transaction.productID != productID
            let record = try required(try store.records().first { $0.id == Int64(transaction.id) }, "\(customer) bought \(productID) but the ledger has no row \(transaction.id)")
            try carriedOut(productID, decision: decision, record: record, scheduled: scheduled, code: nil, customer: customer)
            if product.kind == .consumable {
                // Delivered now: credited to this customer once.
                model.undeliveredConsumables[record.id] = nil
                let grant = try required(session.rules.balanceGrant(for: productID), "the rules credit nothing for \(productID)")
                try expect(credit?.amount == grant.amount && credit?.isNew == true, "\(productID) credited \(String(describing: credit)); the model expected \(grant.amount) new")
                model.balances[customer, default: [:]][grant.balance.key, default: 0] += grant.amount
            }
        case .cancelled:
            throw fail("\(customer) buying \(productID) was cancelled; nothing cancels in the model")
        }
    }

    /// The owner of what entitles the Apple ID to `productID` now, by the model.
    private func modelOwner(ofEntitling productID: String) -> String? {
        model.entitling().first { $0.productID == productID }?.owner
    }

    /// `kiosk sandbox restore --customer NAME`: everything entitling that another customer owns moves to them.
    func restore(for customer: String) async throws {
        let session = try await session(for: customer)
        let moved = try await session.restore()
        let expected = model.entitling().filter { $0.owner != customer }
        let movedLines = Set(moved.map { "\($0.productID) from \($0.fromCustomer)" })
        let expectedLines = Set(expected.map { "\($0.productID) from \($0.owner)" })
        try expect(movedLines == expectedLines, "restore for \(customer) moved \(movedLines.sorted()); the model expected \(expectedLines.sorted())")
        for entitling in expected { model.restoredTo[entitling.originalID] = customer }
    }

    /// `kiosk sandbox deliver --customer NAME`: each of their undelivered consumables is credited once.
    func deliver(to customer: String) async throws {
        let session = try await session(for: customer)
        let credits = try await session.deliverUnfinished()
        let expected = model.undeliveredConsumables.filter { $0.value.customer == customer }
        try expect(Set(credits.map(\.transactionID)) == Set(expected.keys.map(UInt64.init)) && credits.allSatisfy(\.isNew),
                   "delivering to \(customer) credited \(credits.map { "\($0.transactionID)\($0.isNew ? "" : " (again)")" }); the model expected \(expected.keys.sorted())")
        model.deliver(to: customer, rules: session.rules)
    }

    /// Each customer's balances hold what the model credited.
    func checkBalances() async throws {
        for customer in StoreModel.customers {
            let session = try await session(for: customer)
            for (key, amount) in try await session.balances() {
                let expected = model.balances[customer]?[key] ?? 0
                try expect(amount == expected, "\(customer) has \(amount) \(key); the model credited \(expected)")
            }
        }
    }
}
