import Foundation
import PaywallModel
@testable import PurchaseFlow

/// What must hold after every step: the ledger's own invariants, and the store agreeing with the model.
extension StoreModelRunner {
    func checkInvariants() async throws {
        let now = Timestamp(store.clock.now())
        try expect(now == model.now, "the clock shows \(now.date), the model \(model.now.date)")
        try expect(now >= lastClock, "the clock went back from \(lastClock.date) to \(now.date)")
        lastClock = now
        let records = try store.records()

        // Every completed transaction verifies (each signed version once).
        for record in records where record.status == .completed && verified[record.id] != record.jws {
            let result = store.verifier.verify(record)
            try expect(result.verifiedTransaction != nil, "transaction \(record.id) (\(record.productID)) does not verify: \(result)")
            verified[record.id] = record.jws
        }

        // Requests: each waits, completed, declined, scheduled or ended as the model says (so each resolved exactly once).
        for (id, request) in model.requests {
            let record = try required(records.first { $0.id == id }, "request \(id) is gone")
            let expected: LedgerStatus = switch request.state {
            case .askToBuy: .askToBuy
            case .interrupted: .interrupted
            case .completed: .completed
            case .declined: .declined
            case .scheduled: .scheduled
            case .applied: .applied
            case .lapsed: .lapsed
            }
            try expect(record.status == expected, "request \(id) is \(record.status); the model says \(expected)")
        }
        let open = Set(records.filter { $0.status == .askToBuy || $0.status == .interrupted }.map(\.id))
        try expect(open == Set(waiting(.askToBuy) + waiting(.interrupted)), "open requests \(open.sorted()) differ from the model's")

        // Refund requests wait as the model says.
        let pendingRefunds = try store.ledger.refundRequests().filter { $0.status == .pending }.count
        try expect(pendingRefunds == model.refundRequests.count, "\(pendingRefunds) refund requests wait; the model has \(model.refundRequests.count)")

        // Consumables are charged once per completed purchase; non-consumables owned as the model says.
        let consumables = records.filter { $0.productKind == .consumable && $0.status == .completed }.count
        try expect(consumables == model.consumablesBought, "\(consumables) consumable purchases; the model has \(model.consumablesBought)")
        let entitling = try store.ledger.latestEntitlingRecords()
        let owned = Set(entitling.filter { $0.productKind == .nonConsumable }.map(\.productID))
        try expect(owned == model.owned, "non-consumables owned \(owned.sorted()); the model says \(model.owned.sorted())")

        try checkSubscriptions(records, entitling: entitling, now: now)
        try await checkBalances()
        try await checkReports()
    }

    private func checkSubscriptions(_ records: [LedgerRecord], entitling: [LedgerRecord], now: Timestamp) throws {
        let chains = Dictionary(grouping: records.filter { $0.productKind == .autoRenewableSubscription && $0.status == .completed }, by: \.originalID)
        for group in Set(model.catalog.products.compactMap { $0.subscription?.groupID }) {
            // At most one subscription of the group gives access, and every subscription stands as the model says.
            let statuses = try store.subscriptionStatuses(group: group)
            let alive = statuses.filter { [.subscribed, .inGracePeriod, .inBillingRetryPeriod].contains($0.state) }
            try expect(alive.count <= 1, "\(group) has \(alive.count) live subscriptions: \(alive.map(\.subscription.originalID))")
            let lines = statuses.map { status in
                StoreModel.statusLine(originalID: status.subscription.originalID, productID: status.subscription.productID,
                                      state: StoreModel.words(status.state), periodEnd: status.subscription.expirationTime,
                                      renewsInto: status.renewalInfo.willAutoRenew ? status.renewalInfo.autoRenewPreference : nil)
            }
            try expect(lines == model.expectedStatuses(in: group), "\(group) subscriptions:\n\(lines.joined(separator: "\n"))\nthe model says:\n\(model.expectedStatuses(in: group).joined(separator: "\n"))")
            let entitled = entitling.filter { $0.groupID == group && ($0.expirationTime ?? now) > now }
            try expect(entitled.count <= 1, "\(group) has \(entitled.count) entitling transactions: \(entitled.map(\.id))")

            // Each subscription was charged exactly the renewals the model has, each starting when the model
            // says: where the last period ended, or when billing was fixed after access stopped.
            for subscription in model.allSubscriptions(in: group) {
                // In time order: an approved request keeps its row's (older) id.
                let chain = (chains[subscription.originalID] ?? []).sorted { ($0.purchaseTime, $0.id) < ($1.purchaseTime, $1.id) }
                let renewals = chain.filter { $0.reason == .renewal }
                try expect(renewals.map(\.purchaseTime) == subscription.renewalStarts,
                           "\(group) subscription \(subscription.originalID) renewed at \(renewals.map(\.purchaseDate)); the model says \(subscription.renewalStarts.map(\.date))")
                for renewal in renewals {
                    // What it renews: the newest transaction before it that a plan change did not replace.
                    let previous = try required(chain.prefix { $0 != renewal }.last { !$0.isUpgraded }, "renewal \(renewal.id) has nothing before it")
                    try expect(renewal.purchaseTime >= (previous.expirationTime ?? renewal.purchaseTime),
                               "renewal \(renewal.id) starts \(renewal.purchaseDate), before \(previous.id) ended: a second charge for the same time")
                }
            }
        }
    }
}
