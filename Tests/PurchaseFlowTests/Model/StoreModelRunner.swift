import Foundation
import PaywallModel
import TestSupport
@testable import PurchaseFlow

/// Runs a history on a real sandbox store (and a second store on the same ledger for approvals, as a
/// second process) and on the model, checking after every step that they agree and that the ledger
/// keeps its invariants. Returns the first disagreement.
final class StoreModelRunner {
    struct Failure: Error, CustomStringConvertible {
        let stepIndex: Int
        let message: String
        var description: String { "after step \(stepIndex + 1): \(message)" }
    }

    let sandbox: SandboxHarness
    let secondProcess: SandboxHarness
    var model: StoreModel
    private var lastClock: Timestamp
    /// The signature each completed row had when last verified, so each version is verified once.
    private var verified: [Int64: String] = [:]

    init(catalog: Catalog) throws {
        sandbox = try SandboxHarness(catalog: catalog)
        try sandbox.set("time-rate", "real")
        secondProcess = try sandbox.reopened()
        model = StoreModel(catalog: catalog, now: Timestamp(sandbox.store.clock.now()))
        lastClock = model.now
    }

    /// Runs every step; throws the first `Failure`.
    static func run(_ steps: [StoreModelStep], catalog: Catalog) throws {
        let runner = try StoreModelRunner(catalog: catalog)
        for (index, step) in steps.enumerated() {
            do {
                try runner.apply(step)
                runner.model.lapseEndedChanges()
                try runner.checkInvariants()
            } catch let failure as Failure {
                throw Failure(stepIndex: index, message: failure.message)
            } catch {
                throw Failure(stepIndex: index, message: "\(step) threw \(error)")
            }
        }
    }

    private var store: SandboxStore { sandbox.store }

    private func fail(_ message: String) -> Failure { Failure(stepIndex: -1, message: message) }

    /// Unwraps a value or fails with a message (not `#require`: a shrinking replay must not record issues).
    private func required<T>(_ value: T?, _ message: @autoclosure () -> String) throws -> T {
        guard let value else { throw fail(message()) }
        return value
    }

    private func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw fail(message()) }
    }

    /// The waiting requests of one kind, oldest first.
    private func waiting(_ state: StoreModel.RequestState) -> [Int64] {
        model.requests.filter { $0.value.state == state }.map(\.key).sorted()
    }

    // MARK: Steps

    func apply(_ step: StoreModelStep) throws {
        switch step {
        case .buy(let productID): try buy(productID)
        case .setAskToBuy(let on):
            try sandbox.set("ask-to-buy", on ? "on" : "off")
            model.isAskToBuyOn = on
        case .setInterrupted(let on):
            try sandbox.set("interrupted", on ? "on" : "off")
            model.isInterruptedOn = on
        case .approve(let index): try complete(index, waitingAs: .askToBuy) { try self.secondProcess.store.approve($0) }
        case .resolve(let index): try complete(index, waitingAs: .interrupted) { try self.secondProcess.store.resolve($0) }
        case .decline(let index):
            let ids = waiting(.askToBuy)
            guard !ids.isEmpty else { return }
            let id = ids[index % ids.count]
            let record = try secondProcess.store.decline(id)
            try expect(record.status == .declined, "decline \(id) left it \(record.status)")
            model.requests[id]?.state = .declined
        case .cancelRenewal(let group):
            guard let active = model.active(in: group) else { return }
            try store.setAutoRenew(of: active.productID, false)
            model.subscriptions[group]?.willRenew = false
        case .resumeRenewal(let group):
            // Resuming an expired subscription is issue 13 case 2 (fixed elsewhere): only active ones here.
            guard let active = model.active(in: group) else { return }
            try store.setAutoRenew(of: active.productID, true)
            model.subscriptions[group]?.willRenew = true
            model.subscriptions[group]?.renewProductID = active.productID
        case .expire(let group):
            guard let active = model.active(in: group) else { return }
            try store.expireSubscription(of: active.productID)
            let now = model.now
            model.subscriptions[group]?.periodEnd = now
            model.subscriptions[group]?.willRenew = false
        case .refundLatest(let group):
            guard let subscription = model.subscriptions[group], !subscription.isRevoked else { return }
            let row = try store.ledger.database.read { try store.ledger.subscriptionIn($0, originalID: subscription.originalID) }
            let latest = try required(row, "the ledger has no subscription \(subscription.originalID)").latestTransactionID
            try store.refund(latest)
            model.subscriptions[group]?.isRevoked = true
            model.subscriptions[group]?.willRenew = false
        case .refundNonConsumable(let productID):
            guard model.owned.contains(productID) else { return }
            let owned = try store.ledger.database.read { try store.ledger.latestEntitlingRecordIn($0, productID: productID) }
            try store.refund(try required(owned, "\(productID) is owned but the ledger has no entitling row").id)
            model.owned.remove(productID)
        case .advance(let advance): try self.advance(advance)
        }
    }

    /// What buying a product now does, by the rules: nothing for what the customer owns, else (with Ask to
    /// Buy or interruptions on) a request, else a plan change or a new purchase.
    private enum Decision: Equatable {
        case alreadyEntitled, pending, new
        /// A plan change continuing the subscription now (`true`) or at its next renewal.
        case planChange(originalID: Int64, now: Bool)
    }

    private func decide(_ productID: String, canWait: Bool) -> Decision {
        let product = model.product(productID)
        if product.kind == .nonConsumable, model.owned.contains(productID) { return .alreadyEntitled }
        let details = product.subscription
        let active = details.flatMap { model.active(in: $0.groupID) }
        if active?.productID == productID { return .alreadyEntitled }
        if canWait, model.isAskToBuyOn || model.isInterruptedOn { return .pending }
        guard let details, let active else { return .new }
        let old = model.product(active.productID).subscription!
        return .planChange(originalID: active.originalID, now: PlanChangeKind(from: old, to: details).isImmediate(from: old, to: details))
    }

    private func buy(_ productID: String) throws {
        let decision = decide(productID, canWait: true)
        let outcome = try store.purchase(PurchaseRequest(productID: productID))
        switch outcome {
        case .pending(let record):
            try expect(decision == .pending, "buy \(productID) opened request \(record.id); the model expected \(decision)")
            model.requests[record.id] = StoreModel.Request(productID: productID, state: model.isAskToBuyOn ? .askToBuy : .interrupted)
        case .alreadyEntitled(let record):
            try expect(decision == .alreadyEntitled, "buy \(productID) said already entitled by \(record.id); the model expected \(decision)")
        case .completed(let record), .planChangeScheduled(let record):
            try carriedOut(productID, decision: decision, record: record, scheduled: { if case .planChangeScheduled = outcome { true } else { false } }())
        }
    }

    /// Checks and applies what a purchase made now (direct, approved or resolved) did.
    private func carriedOut(_ productID: String, decision: Decision, record: LedgerRecord, scheduled: Bool) throws {
        let group = model.product(productID).subscription?.groupID
        switch decision {
        case .planChange(_, now: false):
            try expect(scheduled, "\(productID) should wait for the next renewal, but \(record.id) is \(record.status)")
            model.subscriptions[group!]?.renewProductID = productID
            model.subscriptions[group!]?.willRenew = true
        case .planChange(let originalID, now: true):
            try expect(!scheduled && record.status == .completed, "\(productID) should change plan now, but \(record.id) is \(record.status)")
            try expect(record.originalID == originalID, "a plan change to \(productID) has original id \(record.originalID), not \(originalID)")
            model.start(productID, originalID: originalID, offer: model.introductoryOffer(for: productID))
        case .new:
            try expect(!scheduled && record.status == .completed, "buying \(productID) made \(record.id) \(record.status)")
            switch model.product(productID).kind {
            case .consumable: model.consumablesBought += 1
            case .nonConsumable: model.owned.insert(productID)
            default:
                try expect(record.originalID == record.id, "a new subscription \(record.id) has original id \(record.originalID)")
                model.start(productID, originalID: record.id, offer: model.introductoryOffer(for: productID))
            }
        case .alreadyEntitled, .pending:
            throw fail("\(productID) was bought (\(record.id), \(record.status)); the model expected \(decision)")
        }
    }

    private func complete(_ index: Int, waitingAs state: StoreModel.RequestState, _ action: (Int64) throws -> LedgerRecord) throws {
        let ids = waiting(state)
        guard !ids.isEmpty else { return }
        let id = ids[index % ids.count]
        let productID = model.requests[id]!.productID
        let decision = decide(productID, canWait: false)
        do {
            let record = try action(id)
            try expect(record.id == id, "request \(id) became \(record.id)")
            try carriedOut(productID, decision: decision, record: record, scheduled: record.status == .scheduled)
            model.requests[id]?.state = record.status == .scheduled ? .scheduled : .completed
            if record.status == .scheduled, let group = model.product(productID).subscription?.groupID {
                let originalID = model.subscriptions[group]?.originalID
                model.requests[id]?.group = group
                model.requests[id]?.originalID = originalID
            }
        } catch let error as MarketplaceError where decision == .alreadyEntitled && error.code == .purchaseNotAllowed {
            // Refused because the customer owns it: the request still waits.
        }
    }

    private func advance(_ advance: StoreModelStep.Advance) throws {
        let end: Timestamp?
        switch advance {
        case .milliseconds(let milliseconds):
            end = milliseconds <= SandboxClockRange.latest.milliseconds - model.now.milliseconds
                ? Timestamp(milliseconds: model.now.milliseconds + milliseconds) : nil
        case .period(let period):
            let years = period.unit == .year ? period.value : 0
            let candidate = years > 9_999 ? nil : StoreModel.end(of: period, from: model.now)
            end = candidate.flatMap { $0 <= SandboxClockRange.latest ? $0 : nil }
        }
        guard let end else {
            try expectRefusal(ClockRangeError.self, "advance \(advance) past the range") { _ = try store.advanceClock(by: advance.clockStep) }
            return
        }
        var trial = model
        guard trial.advance(to: end, limit: SandboxStore.maximumRenewalsPerAdvance) != nil else {
            try expectRefusal(RenewalLimitError.self, "advance \(advance) making over the renewal bound") { _ = try store.advanceClock(by: advance.clockStep) }
            return
        }
        let renewals = try store.advanceClock(by: advance.clockStep)
        let expectedCount = trial.subscriptions.values.map(\.renewals).reduce(0, +) - model.subscriptions.values.map(\.renewals).reduce(0, +)
        try expect(renewals.count == expectedCount, "advance \(advance) made \(renewals.count) renewals; the model expected \(expectedCount)")
        model = trial
    }

    private func expectRefusal<E: Error>(_ type: E.Type, _ what: String, _ body: () throws -> Void) throws {
        let offset = try store.ledger.clockOffset(), rows = try store.ledger.allRecords().count
        do {
            try body()
            throw fail("\(what) was not refused")
        } catch is E {
            try expect(try store.ledger.clockOffset() == offset && store.ledger.allRecords().count == rows, "\(what) changed the ledger")
        }
    }

    // MARK: Invariants

    func checkInvariants() throws {
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

        // Requests: each waits, completed or declined as the model says (so each resolved exactly once).
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

        // Consumables are charged once per completed purchase; non-consumables owned as the model says.
        let consumables = records.filter { $0.productKind == .consumable && $0.status == .completed }.count
        try expect(consumables == model.consumablesBought, "\(consumables) consumable purchases; the model has \(model.consumablesBought)")
        let entitling = try store.ledger.latestEntitlingRecords()
        let owned = Set(entitling.filter { $0.productKind == .nonConsumable }.map(\.productID))
        try expect(owned == model.owned, "non-consumables owned \(owned.sorted()); the model says \(model.owned.sorted())")

        try checkSubscriptions(records, entitling: entitling, now: now)
    }

    private func checkSubscriptions(_ records: [LedgerRecord], entitling: [LedgerRecord], now: Timestamp) throws {
        let subscriptionRows = records.filter { $0.productKind == .autoRenewableSubscription && $0.status == .completed }
        for group in Set(model.catalog.products.compactMap { $0.subscription?.groupID }) {
            // At most one active subscription per group, and it is the model's.
            let statuses = try store.subscriptionStatuses(group: group)
            let active = statuses.filter { $0.state == .subscribed }
            try expect(active.count <= 1, "\(group) has \(active.count) active subscriptions: \(active.map(\.subscription.originalID))")
            let modelActive = model.active(in: group)
            try expect(active.first?.subscription.originalID == modelActive?.originalID
                       && active.first?.subscription.productID == modelActive?.productID,
                       "\(group) has \(active.first.map { "\($0.subscription.productID) (\($0.subscription.originalID))" } ?? "nothing") active; the model says \(modelActive.map { "\($0.productID) (\($0.originalID))" } ?? "nothing")")
            if let status = active.first, let modelActive {
                try expect(status.subscription.expirationTime == modelActive.periodEnd,
                           "\(group) ends \(status.subscription.expirationDate); the model says \(modelActive.periodEnd.date)")
                try expect(status.renewalInfo.willAutoRenew == modelActive.willRenew, "\(group) will renew: \(status.renewalInfo.willAutoRenew); the model says \(modelActive.willRenew)")
                if modelActive.willRenew {
                    try expect(status.subscription.autoRenewProductID == modelActive.renewProductID,
                               "\(group) renews into \(status.subscription.autoRenewProductID); the model says \(modelActive.renewProductID)")
                }
            }
            let entitled = entitling.filter {
                $0.groupID == group && ($0.expirationTime ?? now) > now
            }
            try expect(entitled.count <= 1, "\(group) has \(entitled.count) entitling transactions: \(entitled.map(\.id))")
            // The model's subscription was charged its renewals, each starting where the last period ended.
            if let subscription = model.subscriptions[group] {
                // In time order: an approved request keeps its row's (older) id.
                let chain = subscriptionRows.filter { $0.originalID == subscription.originalID }
                    .sorted { ($0.purchaseTime, $0.id) < ($1.purchaseTime, $1.id) }
                let renewals = chain.filter { $0.reason == .renewal }
                try expect(renewals.count == subscription.renewals, "\(group) subscription \(subscription.originalID) has \(renewals.count) renewals; the model says \(subscription.renewals)")
                for renewal in renewals {
                    // What it renews: the newest transaction before it that a plan change did not replace.
                    let previous = try required(chain.prefix { $0 != renewal }.last { !$0.isUpgraded }, "renewal \(renewal.id) has nothing before it")
                    try expect(renewal.purchaseTime == previous.expirationTime,
                               "renewal \(renewal.id) starts \(renewal.purchaseDate), not where \(previous.id) ended (\(String(describing: previous.expirationDate))): a charge for time without access")
                }
            }
        }
    }
}
