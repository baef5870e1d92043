import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// The store refunds or deletes a record only while its facts are those a screen stated (`RecordFacts`): what changes
/// what the action takes refuses it, with nothing changed; what does not (a finish, auto-renew) leaves it as it was.
@Suite("Refunding or deleting only while the record stands as stated")
struct RecordFactsTests {
    private let monthly = "demo.plus.premium.monthly"

    /// A record's facts as the store has them now.
    private func facts(_ id: Int64, _ store: SandboxStore) throws -> RecordFacts {
        let record = try store.record(id)
        let newest = try store.subscriptionStatus(containing: record).map { $0.latest.id == id } ?? false
        return RecordFacts(record, isNewestOfItsSubscription: newest, planChangeWaiting: try store.planChangeWaiting(on: record))
    }

    @Test func aFinishOrAutoRenewTurnedOffChangesNothingStated() async throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        let bought = try #require(try await sandbox.buy(monthly).transaction)
        let stated = try facts(Int64(bought.id), sandbox.store)
        try sandbox.store.finish(Int64(bought.id))
        _ = try sandbox.store.setAutoRenew(of: monthly, false)
        #expect(try sandbox.store.refund(Int64(bought.id), expecting: stated).revocationDate != nil)
    }

    @Test func aRenewalSinceRefusesTheRefundOfTheOldPeriod() async throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        let bought = try #require(try await sandbox.buy(monthly).transaction)
        let stated = try facts(Int64(bought.id), sandbox.store)
        _ = try sandbox.store.forceRenewal(of: monthly)
        #expect(throws: MarketplaceError.self) { try sandbox.store.refund(Int64(bought.id), expecting: stated) }
        #expect(try sandbox.store.record(Int64(bought.id)).revocationDate == nil, "nothing refunded")
    }

    /// Found by QA: a downgrade scheduled since the facts were stated was dropped by the refund, which revokes the
    /// subscription, though what was stated named no plan change. The refund is refused; the downgrade still waits.
    @Test func aPlanChangeScheduledSinceRefusesTheRefundThatWouldDropIt() throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"))
        guard case .completed(let upgrade) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            Issue.record("no upgrade")
            return
        }
        let stated = try facts(upgrade.id, sandbox.store)
        guard case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly")) else {
            Issue.record("no downgrade scheduled")
            return
        }
        do {
            _ = try sandbox.store.refund(upgrade.id, expecting: stated)
            Issue.record("refunded, dropping the downgrade scheduled since")
        } catch let error as MarketplaceError {
            #expect(error.message.contains("changed since it was shown") && error.message.contains("nothing was refunded"), "\(error.message)")
        }
        #expect(try sandbox.store.record(upgrade.id).revocationDate == nil, "nothing refunded")
        #expect(try sandbox.store.subscriptionStatus(of: monthly)?.scheduledPlanChange == "demo.plus.standard.monthly", "the downgrade still waits")
        // Stated with the downgrade, the refund drops it, as stated.
        #expect(try sandbox.store.refund(upgrade.id, expecting: facts(upgrade.id, sandbox.store)).revocationDate != nil)
    }

    /// Refunding an older period leaves the subscription and its plan change going on, so a downgrade scheduled since
    /// changes nothing it takes: the refund goes ahead and the downgrade still waits.
    @Test func aPlanChangeScheduledSinceLeavesTheRefundOfAnOlderPeriod() async throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        let bought = try #require(try await sandbox.buy(monthly).transaction)
        _ = try sandbox.store.forceRenewal(of: monthly)
        let stated = try facts(Int64(bought.id), sandbox.store)
        guard case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly")) else {
            Issue.record("no downgrade scheduled")
            return
        }
        #expect(try sandbox.store.refund(Int64(bought.id), expecting: stated).revocationDate != nil)
        #expect(try sandbox.store.subscriptionStatus(of: monthly)?.scheduledPlanChange == "demo.plus.standard.monthly", "the downgrade still waits")
    }

    @Test func anApprovalSinceRefusesTheDeleteOfTheRequestAndNoExpectationChecksNothing() throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("ask-to-buy", "on")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime"))
        let stated = try facts(1, sandbox.store)
        _ = try sandbox.store.approve(1)
        do {
            _ = try sandbox.store.delete(1, expecting: stated)
            Issue.record("the paid purchase was deleted")
        } catch let error as MarketplaceError {
            #expect(error.message.contains("changed since it was shown") && error.message.contains("nothing was deleted"), "\(error.message)")
        }
        #expect(try sandbox.store.record(1).status == .completed)
        _ = try sandbox.store.delete(1)
        #expect(try sandbox.store.records().isEmpty, "without an expectation, as the command line deletes")
    }
}
