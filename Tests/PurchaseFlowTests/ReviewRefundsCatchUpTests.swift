import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Deciding refund requests now (`review-refunds`, the transaction manager's grant and decline) first makes
/// what fell due before, in time order, like every other command (issue 13, case 5).
@Suite("Reviewing refunds now catches up first")
struct ReviewRefundsCatchUpTests {
    /// A monthly plan with a refund request reviewed after 48 hours, and the clock moved past both the review
    /// date and the next renewal without anything caught up yet (a long-running process between ticks).
    static func pastTheReviewAndTheRenewal() throws -> (SandboxHarness, LedgerRecord) {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        guard case .completed(let monthly) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly")) else {
            throw MarketplaceError(.unknown, "the plan was not bought")
        }
        _ = try sandbox.store.requestRefund(of: monthly.id, reason: .other)
        sandbox.clock.set(try #require(monthly.expirationDate).addingTimeInterval(86_400))
        return (sandbox, monthly)
    }

    /// What a request due before the renewal leads to: granted at its review date, the subscription revoked, no renewal.
    static func expectGrantedAtItsReviewDate(_ sandbox: SandboxHarness, _ monthly: LedgerRecord) throws {
        let request = try #require(try sandbox.store.ledger.refundRequests().first)
        #expect(request.status == .granted && request.decidedAt == request.reviewDate, "granted at its review date, \(request)")
        #expect(try sandbox.store.record(monthly.id).revocationDate == request.reviewDate)
        #expect(try sandbox.store.records().filter { $0.reason == .renewal }.isEmpty, "a revoked subscription is not renewed")
    }

    @Test(arguments: [false, true])
    func reviewRefundsDecidesOnlyWhatIsNotDueYet(grant: Bool) throws {
        let (sandbox, monthly) = try Self.pastTheReviewAndTheRenewal()
        #expect(try sandbox.store.reviewRefundRequests(grant: grant).isEmpty, "the request was due, so nothing is left to decide now")
        try Self.expectGrantedAtItsReviewDate(sandbox, monthly)
    }

    @Test func theTransactionManagersDecisionCatchesUpToo() throws {
        let (sandbox, monthly) = try Self.pastTheReviewAndTheRenewal()
        let error = #expect(throws: MarketplaceError.self) { try sandbox.store.reviewRefundRequest(of: monthly.id, grant: false) }
        #expect(error?.code == .nothingPending, "the request was due, so there is nothing left to decide now")
        // The refusal rolls its write back; the next read catches up to the same ledger.
        try sandbox.store.catchUp()
        try Self.expectGrantedAtItsReviewDate(sandbox, monthly)
    }
}
