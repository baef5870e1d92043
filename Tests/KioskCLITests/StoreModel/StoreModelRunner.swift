import Foundation
import PaywallModel
import KioskApp
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

    /// The state directory both stores share.
    let directory = TemporaryDirectory()
    /// The store the history runs on.
    let store: SandboxStore
    /// A second store on the same ledger and clock, as a second process would have.
    let secondProcess: SandboxStore
    var model: StoreModel
    var lastClock: Timestamp
    /// The signature each completed row had when last verified, so each version is verified once.
    var verified: [Int64: String] = [:]
    /// Each customer's session (as `kiosk sandbox ... --customer` makes it), made once per history.
    var customerSessions: [String: CustomerSession] = [:]
    /// The interactive program's store session, made once per history.
    var appSession: StoreEffectPerformer?

    init(catalog: Catalog) throws {
        // The first of January 2026, where every history's clock starts.
        let clock = ManualClock(Date(timeIntervalSince1970: 1_767_225_600))
        store = try SandboxStore(catalog: catalog, stateDirectory: directory.url, clock: clock, offerCodes: .demo)
        try store.set(SettingOverride(key: "time-rate", value: "real"))
        try store.set(SettingOverride(key: "refund-review", value: StoreModel.RefundReview.later.rawValue))
        try store.set(SettingOverride(key: "billing-grace-period", value: "off"))
        secondProcess = try SandboxStore(catalog: catalog, stateDirectory: directory.url, clock: clock, offerCodes: .demo)
        model = StoreModel(catalog: catalog, now: Timestamp(store.clock.now()))
        lastClock = model.now
    }

    /// Runs every step; throws the first `Failure`.
    static func run(_ steps: [StoreModelStep], catalog: Catalog) async throws {
        let runner = try StoreModelRunner(catalog: catalog)
        for (index, step) in steps.enumerated() {
            do {
                try await runner.apply(step)
                runner.model.lapseEndedChanges()
                try await runner.checkInvariants()
            } catch let failure as Failure {
                throw Failure(stepIndex: index, message: failure.message)
            } catch {
                throw Failure(stepIndex: index, message: "\(step) threw \(error)")
            }
        }
    }

    func fail(_ message: String) -> Failure { Failure(stepIndex: -1, message: message) }

    /// Unwraps a value or fails with a message (not `#require`: a shrinking replay must not record issues).
    func required<T>(_ value: T?, _ message: @autoclosure () -> String) throws -> T {
        guard let value else { throw fail(message()) }
        return value
    }

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw fail(message()) }
    }

    /// The waiting requests of one kind, oldest first.
    func waiting(_ state: StoreModel.RequestState) -> [Int64] {
        model.requests.filter { $0.value.state == state }.map(\.key).sorted()
    }

    // MARK: Steps

    func apply(_ step: StoreModelStep) async throws {
        switch step {
        case .buy(let productID): try buy(productID)
        case .redeem(let code): try redeem(code)
        case .setAskToBuy(let on):
            try store.set(SettingOverride(key: "ask-to-buy", value: on ? "on" : "off"))
            model.isAskToBuyOn = on
        case .setInterrupted(let on):
            try store.set(SettingOverride(key: "interrupted", value: on ? "on" : "off"))
            model.isInterruptedOn = on
        case .setGracePeriod(let on):
            try store.set(SettingOverride(key: "billing-grace-period", value: on ? "on" : "off"))
            model.isGracePeriodOn = on
        case .setRefundReview(let review):
            try store.set(SettingOverride(key: "refund-review", value: review.rawValue))
            model.refundReview = review
        case .approve(let index): try complete(index, waitingAs: .askToBuy) { try self.secondProcess.approve($0) }
        case .resolve(let index): try complete(index, waitingAs: .interrupted) { try self.secondProcess.resolve($0) }
        case .decline(let index): try decline(index)
        case .cancelRenewal(let group): try setAutoRenew(group, false)
        case .resumeRenewal(let group): try setAutoRenew(group, true)
        case .billingIssue(let group, let on): try setBillingIssue(group, on)
        case .expire(let group):
            guard let alive = model.alive(in: group) else { return }
            try store.expireSubscription(of: alive.productID)
            let now = model.now
            model.subscriptions[group]?.periodEnd = min(alive.periodEnd, now)
            model.subscriptions[group]?.willRenew = false
            model.subscriptions[group]?.retryStart = nil
        case .refundLatest(let group):
            guard let latest = try latestTransaction(of: group) else { return }
            try store.refund(latest)
            model.subscriptions[group]?.isRevoked = true
            model.subscriptions[group]?.willRenew = false
        case .requestRefund(let group): try requestRefund(group)
        case .reviewRefunds(let grant):
            let decided = try store.reviewRefundRequests(grant: grant)
            try expect(decided.count == model.refundRequests.count, "review-refunds decided \(decided.count); the model has \(model.refundRequests.count) waiting")
            if grant { model.refundRequests.forEach { model.grantRefund($0) } }
            model.refundRequests = []
        case .refundNonConsumable(let productID):
            guard model.owned.contains(productID) else { return }
            let owned = try store.ledger.database.read { try store.ledger.latestEntitlingRecordIn($0, productID: productID) }
            try store.refund(try required(owned, "\(productID) is owned but the ledger has no entitling row").id)
            model.owned.remove(productID)
            if let purchase = model.nonConsumablePurchases[productID] {
                model.refunded[productID, default: []].insert(model.restoredTo[purchase.originalID] ?? purchase.buyer)
            }
        case .advance(let advance): try self.advance(advance)
        case .buyAsSecondCustomer(let productID): try await buy(productID, as: StoreModel.customers[1])
        case .restore(let customer): try await restore(for: customer)
        case .deliver(let customer): try await deliver(to: customer)
        }
    }

    /// The id of the newest transaction of the group's subscription, unless it was refunded.
    private func latestTransaction(of group: String) throws -> Int64? {
        guard let subscription = model.subscriptions[group], !subscription.isRevoked else { return nil }
        let row = try store.ledger.database.read { try store.ledger.subscriptionIn($0, originalID: subscription.originalID) }
        return try required(row, "the ledger has no subscription \(subscription.originalID)").latestTransactionID
    }

    private func decline(_ index: Int) throws {
        let ids = waiting(.askToBuy)
        guard !ids.isEmpty else { return }
        let id = ids[index % ids.count]
        let record = try secondProcess.decline(id)
        try expect(record.status == .declined, "decline \(id) left it \(record.status)")
        model.requests[id]?.state = .declined
        // A declined request gives back the listed code it held.
        if let code = model.requests[id]?.listedCode { model.codeUses[code, default: 0] -= 1 }
    }

    private func setAutoRenew(_ group: String, _ isOn: Bool) throws {
        // Ended subscriptions refuse it (issue 13 case 2, tested on its own): only those still alive here.
        guard let alive = model.alive(in: group) else { return }
        if isOn, alive.willRenew, alive.renewProductID != alive.productID, alive.pendingCode != nil {
            // Choosing the current plan again would drop the code waiting for the renewal: refused, nothing changes.
            do {
                try store.setAutoRenew(of: alive.productID, isOn)
            } catch let error as MarketplaceError where error.code == .purchaseNotAllowed {
                return
            }
            throw fail("resume-renewal \(group) dropped the code waiting for the renewal; the model expected a refusal")
        }
        try store.setAutoRenew(of: alive.productID, isOn)
        model.subscriptions[group]?.willRenew = isOn
        if isOn { model.subscriptions[group]?.renewProductID = alive.productID }
    }

    private func setBillingIssue(_ group: String, _ isOn: Bool) throws {
        // Ended subscriptions refuse it, as they refuse resume (tested on its own): only those still alive here.
        guard let subscription = model.alive(in: group) else { return }
        try store.setBillingIssue(of: subscription.productID, isOn)
        if isOn {
            model.subscriptions[group]?.hasBillingIssue = true
        } else {
            model.fixBilling(group)
        }
    }

    private func requestRefund(_ group: String) throws {
        guard let latest = try latestTransaction(of: group), let subscription = model.subscriptions[group] else { return }
        let request = StoreModel.RefundRequest(group: group, originalID: subscription.originalID, transaction: subscription.transactions,
                                               reviewAt: model.now)
        if model.refundRequests.contains(where: { $0.originalID == request.originalID && $0.transaction == request.transaction }) {
            try expectRefusal(MarketplaceError.self, "a second refund request for \(latest)") { _ = try store.requestRefund(of: latest, reason: .other) }
            return
        }
        let filed = try store.requestRefund(of: latest, reason: .other)
        switch model.refundReview {
        case .immediate:
            try expect(filed.status == .granted, "refund request \(filed.id) is \(filed.status); the model grants it now")
            model.grantRefund(request)
        case .decline:
            try expect(filed.status == .declined, "refund request \(filed.id) is \(filed.status); the model declines it")
        case .later:
            try expect(filed.status == .pending, "refund request \(filed.id) is \(filed.status); the model reviews it in 48 hours")
            var later = request
            later.reviewAt = StoreModel.days(2, after: model.now)
            model.refundRequests.append(later)
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
        let count = { (model: StoreModel) in model.subscriptions.values.map(\.renewalStarts.count).reduce(0, +) }
        try expect(renewals.count == count(trial) - count(model), "advance \(advance) made \(renewals.count) renewals; the model expected \(count(trial) - count(model))")
        model = trial
    }

    func expectRefusal<E: Error>(_ type: E.Type, _ what: String, _ body: () throws -> Void) throws {
        let offset = try store.ledger.clockOffset(), rows = try store.ledger.allRecords().count
        do {
            try body()
            throw fail("\(what) was not refused")
        } catch is E {
            try expect(try store.ledger.clockOffset() == offset && store.ledger.allRecords().count == rows, "\(what) changed the ledger")
        }
    }
}
