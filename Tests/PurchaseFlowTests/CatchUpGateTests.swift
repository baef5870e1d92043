import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// A write asks one statement whether anything may be due (`mayHaveAnythingDueIn`) before the five that find what;
/// it must answer yes whenever any of them would find something.
@Suite("The catch-up's first question")
struct CatchUpGateTests {
    private static let monthly = "demo.plus.premium.monthly"

    /// The gate's answer, and whether the full check (what `catchUpIn` looks for) finds anything, at the clock's time.
    private func answers(_ sandbox: SandboxHarness) throws -> (gate: Bool, due: Bool) {
        let now = sandbox.store.clock.now()
        return try sandbox.store.ledger.database.read { database in
            let store = sandbox.store
            let due = try !store.ledger.dueSubscriptionsIn(database, at: now).isEmpty
                || !store.ledger.pendingRefundRequestsIn(database, dueBy: now).isEmpty
                || !store.subscriptionsWithEndedChangesIn(database, at: now).isEmpty || !store.lapsesIn(database, at: now).isEmpty
            return (try store.mayHaveAnythingDueIn(database, at: now), due)
        }
    }

    @Test func nothingIsDueOnALedgerOfFinishedConsumablesAndOwnedProducts() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        for product in ["demo.coins.100", "demo.lifetime"] {
            let bought = try sandbox.completed(PurchaseRequest(productID: product))
            _ = try sandbox.store.finish(bought.id)
        }
        let (gate, due) = try answers(sandbox)
        #expect(!gate && !due)
    }

    @Test func aRenewalDueIsSeenAndMade() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let bought = try sandbox.completed(PurchaseRequest(productID: Self.monthly))
        #expect(try answers(sandbox) == (false, false))
        sandbox.clock.set(try #require(bought.expirationDate).addingTimeInterval(60))
        #expect(try answers(sandbox) == (true, true))
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.coins.100"))
        #expect(try sandbox.store.records().filter { $0.productID == Self.monthly }.count == 2, "the purchase's write made the renewal")
    }

    @Test func aRefundReviewDueIsSeen() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("refund-review", "48h")
        let bought = try sandbox.completed(PurchaseRequest(productID: "demo.lifetime"))
        try sandbox.store.requestRefund(of: bought.id, reason: .other)
        #expect(try answers(sandbox) == (false, false))
        sandbox.clock.set(SandboxHarness.start.addingTimeInterval(49 * 3_600))
        #expect(try answers(sandbox) == (true, true))
    }

    @Test func aScheduledChangeMakesTheGateLookAndALapseIsSeen() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let bought = try sandbox.completed(PurchaseRequest(productID: Self.monthly))
        // A downgrade approved through Ask to Buy waits for the renewal as a `scheduled` row.
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly")) else {
            Issue.record("the downgrade did not wait for approval")
            return
        }
        try sandbox.set("ask-to-buy", "off")
        #expect(try answers(sandbox) == (false, false))
        _ = try sandbox.store.approve(request.id)
        #expect(try sandbox.store.ledger.database.read { try sandbox.store.ledger.scheduledRecordsIn($0).count } == 1)
        #expect(try answers(sandbox).gate, "a change waits for the renewal")
        _ = try sandbox.store.setAutoRenew(of: Self.monthly, false)
        sandbox.clock.set(try #require(bought.expirationDate).addingTimeInterval(60))
        #expect(try answers(sandbox) == (true, true), "the subscription lapsed, unreported")
        try sandbox.store.catchUp()
        let after = try answers(sandbox)
        let changeWaits = try !sandbox.store.ledger.database.read { try sandbox.store.ledger.scheduledRecordsIn($0).isEmpty }
        #expect(!after.due && after.gate == changeWaits)
    }
}
