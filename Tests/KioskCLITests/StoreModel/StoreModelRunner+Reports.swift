import Foundation
import KioskApp
@testable import KioskCLI
import PaywallModel
@testable import PurchaseFlow

/// What people read agrees with the model: `kiosk sandbox subscriptions` and `kiosk sandbox status` (the
/// reports those commands print, made by the same code) and the interactive program's store snapshot.
extension StoreModelRunner {
    func checkReports() async throws {
        let now = store.clock.now()
        let expectedStates = Dictionary(uniqueKeysWithValues: model.catalog.products.map { ($0.id, model.expectedState(of: $0.id)) })

        // `kiosk sandbox subscriptions`: every subscription of every group, and every product's state.
        let report = try SandboxStatusReport(store: store, rules: try RulesInput.load(nil, catalogPath: nil, catalog: store.catalog))
        let reported = report.subscriptions.map { entry in
            "\(entry.originalTransactionID) \(entry.productID) \(entry.state) until \(entry.expirationDate)"
                + (entry.renewalDate.map { " renews \($0) into \(entry.autoRenewPreference)" } ?? "")
        }.sorted()
        let expectedEntries = model.catalog.subscriptionGroups.flatMap { group in
            model.allSubscriptions(in: group.id).map { subscription in
                let state = model.state(of: subscription)
                let words = switch state {
                case .subscribed: RenewalState.subscribed
                case .inGracePeriod: RenewalState.inGracePeriod
                case .inBillingRetry: RenewalState.inBillingRetryPeriod
                case .expired: RenewalState.expired
                case .revoked: RenewalState.revoked
                }
                let end = SandboxTransactionRow.iso(subscription.periodEnd.date)
                return "\(subscription.originalID) \(subscription.productID) \(words.rawValue) until \(end)"
                    + (model.renews(subscription) ? " renews \(end) into \(subscription.renewProductID)" : "")
            }
        }.sorted()
        try expect(reported == expectedEntries, "'subscriptions' lists\n\(reported.joined(separator: "\n"))\nthe model says\n\(expectedEntries.joined(separator: "\n"))")
        for product in report.products {
            let state = try store.purchaseState(of: product.productID)
            let storefront = try store.settings().storefront
            let price = store.catalog.product(withID: product.productID).map { store.priceBook.price(of: $0, in: storefront) }
            try expect(product.state == SandboxStatusReport.describe(state, now: now, price: price), "'subscriptions' shows \(product.productID) \(product.state), not its state")
            try expect(StoreModel.words(state, now: now) == expectedStates[product.productID],
                       "'subscriptions' shows \(product.productID) \(product.state); the model says \(expectedStates[product.productID] ?? "nothing")")
        }

        // `kiosk sandbox status --customer NAME`: each entitlement is active exactly while a product granting it
        // and owned by that customer gives access, until that access ends.
        for customer in StoreModel.customers {
            let session = try await session(for: customer)
            let owned = model.productsEntitling(customer)
            let status = try await SandboxCustomerStatus(session: session) { _ in true }
            for entitlement in status.entitlements {
                let definition = try required(session.rules.entitlements.first { $0.key == entitlement.key }, "status shows an entitlement \(entitlement.key) the rules lack")
                let ends = definition.productIDs.filter(owned.contains).compactMap(accessEnd)
                // An entitlement the app's original version grants is active with no product behind it.
                if ends.isEmpty, entitlement.originalAppVersion != nil { continue }
                try expect(entitlement.isActive == !ends.isEmpty,
                           "status for \(customer) shows \(entitlement.key) \(entitlement.isActive ? "active" : "inactive"); the model says the opposite")
                let end = ends.contains { $0 == nil } ? nil : ends.compactMap { $0 }.max()
                try expect(entitlement.expiresAt == end.map { RulesSummary.timestamp($0.date) },
                           "status for \(customer) shows \(entitlement.key) until \(entitlement.expiresAt ?? "no end"); the model says \(end.map { "\($0.date)" } ?? "no end")")
            }
        }

        // The interactive program's snapshot, for the default customer (it delivers their consumables first):
        // each product's state, their subscriptions, their waiting requests.
        let snapshot = try await appStoreSession().snapshot()
        model.deliver(to: Customer.defaultName, rules: try await session(for: Customer.defaultName).rules)
        for (productID, state) in snapshot.states {
            let expected = model.expectedState(of: productID, for: Customer.defaultName)
            try expect(StoreModel.words(state, now: now) == expected, "the app shows \(productID) \(state); the model says \(expected)")
        }
        let shown = Set(snapshot.subscriptions.map { "\($0.subscription.originalID) \($0.subscription.productID) \(StoreModel.words($0.state))" })
        let expected = Set(model.catalog.subscriptionGroups.flatMap { group in
            model.allSubscriptions(in: group.id).filter { model.owner(of: $0) == Customer.defaultName }
                .map { "\($0.originalID) \($0.productID) \(model.state(of: $0))" }
        })
        try expect(shown == expected, "the app shows subscriptions \(shown.sorted()); the model says \(expected.sorted())")
        let theirs = (waiting(.askToBuy) + waiting(.interrupted)).filter { model.requests[$0]?.customer == Customer.defaultName }.sorted()
        try expect(snapshot.waitingRequests.map(\.id) == theirs, "the app shows requests \(snapshot.waitingRequests.map(\.id)) waiting; the model says \(theirs)")
    }

    /// The interactive program's store session, made once per history.
    private func appStoreSession() throws -> StoreEffectPerformer {
        if let appSession { return appSession }
        let rules = try RulesInput.load(nil, catalogPath: nil, catalog: store.catalog)
        let made = StoreEffectPerformer(store: store, installationSource: .unknown, rules: rules)
        appSession = made
        return made
    }

    /// When the access a product gives ends (`.some(nil)`: never, for a non-consumable owned), or nil when it gives none now.
    private func accessEnd(of productID: String) -> Timestamp?? {
        if model.owned.contains(productID) { return .some(nil) }
        guard let group = model.product(productID).subscription?.groupID, let subscription = model.subscriptions[group],
              subscription.productID == productID, !subscription.isRevoked else { return nil }
        let end = model.accessEnd(of: subscription)
        return end > model.now ? .some(end) : nil
    }
}
