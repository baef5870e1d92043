import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: the Delete (or Refund) question stayed armed on "Delete transaction #1" when another process changed
/// what it would destroy: an Ask to Buy request approved meanwhile was redrawn as completed and charged with no notice,
/// and Enter then deleted the paid purchase; a refund question's "the subscription is revoked" silently became "only
/// this period is revoked". When a store read changes what the question states, Keep it is selected again and the
/// status line says what changed.
@Suite("A delete or refund question whose facts another process changed goes back to Keep it and says so")
struct TransactionQuestionChangeTests {
    /// What the question states, its rows' words in one line (however they wrap).
    private func stated(_ session: StorePilot) -> String {
        ScreenContent.of(session.pilot.state).rows.map { "\($0.label) \($0.detail)" }.joined(separator: " ")
    }

    /// The delete question of an Ask to Buy request for the Lifetime Unlock (#1), "Delete transaction #1" selected.
    private func deletingARequest() async throws -> StorePilot {
        var session = try StorePilot(height: 40)
        try await session.askToBuyRequestOpen("demo.lifetime")
        await session.pilot.choose("Delete")
        session.pilot.select("Delete transaction #1")
        return session
    }

    /// The refund question of a Plus Premium, Monthly subscription's first period (#1).
    private func refundingASubscription() async throws -> StorePilot {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#1", "Refund"])
        return session
    }

    @Test func aRequestApprovedElsewhereSelectsKeepItAgainAndEnterDeletesNothing() async throws {
        var session = try await deletingARequest()
        _ = try session.anotherShell().approve(1)
        await session.tick()
        #expect(session.pilot.selectedLabel == "Keep it", "\(session.pilot.selectedLabel ?? "nothing")")
        let notice = session.pilot.state.notice ?? "no notice"
        #expect(notice == "Transaction #1 changed (state, price charged); Keep it is selected again.", "\(notice)")
        let charged = try #require(ChargedPrice.text(session.store.record(1), locale: Locale(identifier: "en_US")))
        #expect(stated(session).contains(charged), "the question states the new price: \(stated(session))")
        session.pilot.press(.enter)
        await session.tick()
        #expect(try session.store.record(1).status == .completed, "Enter deleted the purchase paid meanwhile")
        // What the user has now seen stated is deleted on the question's own item, as before.
        await session.pilot.choose("Delete")
        await session.pilot.choose("Delete transaction #1")
        #expect(try session.store.records().isEmpty)
    }

    /// Found in review (helper-108): a change made after the last store read and before Enter (under a second) was not
    /// caught, and Enter deleted the purchase approved in that moment. The store deletes or refunds only a record that
    /// still stands as the question stated it; otherwise nothing is done and the question says so.
    @Test func aRequestApprovedJustBeforeEnterIsNotDeleted() async throws {
        var session = try await deletingARequest()
        _ = try session.anotherShell().approve(1)
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.record(1).status == .completed, "Enter deleted the purchase approved in the moment before it")
        guard case .failed(let reason)? = session.pilot.state.current.outcome else {
            Issue.record("outcome \(String(describing: session.pilot.state.current.outcome)): \(session.pilot.screenText)")
            return
        }
        #expect(reason.contains("changed since it was shown") && reason.contains("nothing was deleted"), "\(reason)")
    }

    @Test func aRenewalJustBeforeEnterRefundsNothing() async throws {
        var session = try await refundingASubscription()
        session.pilot.select("Refund transaction #1")
        _ = try session.anotherShell().forceRenewal(of: "demo.plus.premium.monthly")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.record(1).revocationDate == nil, "refunded an older period than the question stated")
        // The question unchanged meanwhile refunds as before.
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#2", "Refund"])
        await session.pilot.choose("Refund transaction #2")
        #expect(try session.store.record(2).revocationDate != nil)
    }

    /// Found by QA: a downgrade scheduled in another shell after the last store read and before Enter was dropped by the
    /// refund, though the question (read before it) named no plan change. The waiting plan change is one of the facts
    /// the store checks: nothing is refunded, the downgrade still waits, and the question says why.
    @Test func aDowngradeScheduledJustBeforeEnterRefundsNothing() async throws {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"), origin: "test")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#2", "Refund"])
        #expect(!stated(session).contains("dropped"), "no plan change waits yet: \(stated(session))")
        session.pilot.select("Refund transaction #2")
        guard case .planChangeScheduled = try session.anotherShell().purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "other") else {
            throw StorePilot.NotBought(productID: "demo.plus.standard.monthly")
        }
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.record(2).revocationDate == nil, "refunded, dropping a downgrade the question did not state")
        #expect(try session.store.subscriptionStatus(of: "demo.plus.premium.monthly")?.scheduledPlanChange == "demo.plus.standard.monthly")
        guard case .failed(let reason)? = session.pilot.state.current.outcome else {
            Issue.record("outcome \(String(describing: session.pilot.state.current.outcome)): \(session.pilot.screenText)")
            return
        }
        #expect(reason.contains("changed since it was shown") && reason.contains("nothing was refunded"), "\(reason)")
    }

    /// Granting a refund request asks the refund's question, and the store grants it only while the transaction stands
    /// as the question stated it: a renewal just before Enter (the request's period no longer the newest) grants nothing.
    @Test func aRenewalJustBeforeEnterGrantsNoRefundRequest() async throws {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        _ = try session.store.requestRefund(of: 1, reason: .other)
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#1", "Grant the refund request now"])
        session.pilot.select("Grant the refund request on transaction #1")
        _ = try session.anotherShell().forceRenewal(of: "demo.plus.premium.monthly")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.record(1).revocationDate == nil, "granted on terms the question did not state")
        #expect(try session.store.ledger.refundRequests().first?.status == .pending, "the request still waits")
        guard case .failed(let reason)? = session.pilot.state.current.outcome else {
            Issue.record("outcome \(String(describing: session.pilot.state.current.outcome)): \(session.pilot.screenText)")
            return
        }
        #expect(reason.contains("changed since it was shown") && reason.contains("nothing was refunded"), "\(reason)")
    }

    @Test func aRenewalElsewhereChangesWhatRefundingTakesAndSelectsKeepItAgain() async throws {
        var session = try await refundingASubscription()
        #expect(stated(session).contains("the subscription is revoked"), "\(stated(session))")
        session.pilot.select("Refund transaction #1")
        _ = try session.anotherShell().forceRenewal(of: "demo.plus.premium.monthly")
        await session.tick()
        #expect(stated(session).contains("only this period is revoked"), "\(stated(session))")
        #expect(session.pilot.selectedLabel == "Keep it", "\(session.pilot.selectedLabel ?? "nothing")")
        let notice = session.pilot.state.notice ?? "no notice"
        #expect(notice == "Transaction #1 changed (what refunding takes); Keep it is selected again.", "\(notice)")
        session.pilot.press(.enter)
        await session.tick()
        #expect(try session.store.record(1).revocationDate == nil, "Enter refunded on terms the question did not state")
    }

    @Test func aReadThatChangesNothingTheQuestionStatesLeavesTheSelectionAlone() async throws {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#1", "Delete"])
        session.pilot.select("Delete transaction #1")
        // Another transaction, which the question does not state, changes the ledger.
        _ = try session.anotherShell().purchase(PurchaseRequest(productID: "demo.coins.100"), origin: "other")
        await session.tick()
        #expect(session.pilot.selectedLabel == "Delete transaction #1", "\(session.pilot.selectedLabel ?? "nothing")")
        #expect(session.pilot.state.notice == nil)
    }

    /// What approving a waiting upgrade would charge now is prorated, so it changes as the clock runs (every second,
    /// at an accelerated time rate): that is no change to what deleting the request destroys, which charged nothing,
    /// and the question keeps the selection (it went back to Keep it on every read).
    @Test func aWaitingRequestsProratedPriceChangingWithTheClockLeavesTheSelectionAlone() async throws {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "test")
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#2", "Delete"])
        session.pilot.select("Delete transaction #2")
        let price = { (session: StorePilot) in ScreenContent.of(session.pilot.state).rows.first { $0.label == "Price charged" }?.detail }
        let before = price(session)
        session.clock.advance(by: 86_400)
        await session.tick()
        #expect(price(session) != before, "the prorated price shown changed: \(price(session) ?? "none")")
        #expect(session.pilot.selectedLabel == "Delete transaction #2", "\(session.pilot.selectedLabel ?? "nothing")")
        #expect(session.pilot.state.notice == nil, "\(session.pilot.state.notice ?? "")")
    }
}
