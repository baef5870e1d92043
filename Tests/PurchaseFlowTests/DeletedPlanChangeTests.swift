import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Deleting the transaction of a plan change that started at once")
struct DeletedPlanChangeTests {
    private let day: TimeInterval = 86_400

    /// The demo catalog on real time (a month lasts a month), a standard plan bought, then, a day later, an upgrade
    /// to premium that credits the rest of the standard plan.
    private func upgraded() async throws -> (sandbox: SandboxHarness, old: LedgerRecord, upgrade: LedgerRecord) {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("time-rate", "0")
        let old = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        sandbox.clock.advance(by: day)
        let upgrade = try #require(try await sandbox.buy("demo.plus.premium.monthly").transaction)
        #expect(upgrade.originalID == old.originalID)
        #expect(try sandbox.store.record(Int64(old.id)).isUpgraded)
        return (sandbox, try sandbox.store.record(Int64(old.id)), try sandbox.store.record(Int64(upgrade.id)))
    }

    /// The upgrade is gone as if never made: the plan it replaced is the customer's again, signed again without
    /// the upgraded flag, renewing as before (QA: the paid standard period showed as no subscription at all).
    @Test func deletingAnUpgradeGivesBackThePlanItReplaced() async throws {
        let (sandbox, old, upgrade) = try await upgraded()
        try sandbox.store.delete(upgrade.id)
        let restored = try sandbox.store.record(old.id)
        #expect(!restored.isUpgraded)
        #expect(restored.willAutoRenew)
        #expect(restored.expirationDate == old.expirationDate)
        #expect(restored.jws != old.jws, "signed again, without the upgraded flag")
        #expect(try await sandbox.entitledProductIDs() == ["demo.plus.standard.monthly"])
        let status = try #require(try sandbox.store.subscriptionStatus(of: "demo.plus.standard.monthly"))
        #expect(status.latest.id == old.id)
        #expect(status.subscription.productID == "demo.plus.standard.monthly")
        #expect(status.subscription.autoRenewProductID == "demo.plus.standard.monthly")
        #expect(status.subscription.expirationDate == old.expirationDate)
        #expect(status.state == .subscribed)
        #expect(!status.hasEnded)
        #expect(status.subscription.offerPeriodsLeft == 2, "two more months of the three at the introductory price")
        sandbox.clock.advance(by: 32 * day)
        let renewal = try #require(try sandbox.store.catchUp().first)
        #expect(renewal.reason == .renewal && renewal.productID == "demo.plus.standard.monthly")
        #expect(renewal.priceMilliunits == 1_990, "the introductory offer continues")
    }

    /// Upgrading again after the delete credits the rest of the plan again, and the credit read back from the ledger
    /// is the one charged (QA: "charged 12.99 USD now (prorated: 1.99 USD was credited)", the full price).
    @Test func upgradingAgainAfterTheDeleteCreditsWhatItCharges() async throws {
        let (sandbox, old, upgrade) = try await upgraded()
        try sandbox.store.delete(upgrade.id)
        sandbox.clock.advance(by: day)
        let again = try sandbox.store.record(Int64(try #require(try await sandbox.buy("demo.plus.premium.monthly").transaction).id))
        let rest = SandboxStore.unusedValue(of: try sandbox.store.record(old.id), at: sandbox.clock.now())
        let full = sandbox.store.priceBook.price(of: try #require(Catalog.demo.product(withID: "demo.plus.premium.monthly")),
                                                 in: try #require(Storefront(code: "USA")))
        #expect(rest > 0)
        #expect(Decimal(try #require(again.priceMilliunits)) / 1_000 == full.amount - rest)
        #expect(try sandbox.store.credit(of: again) == .credited(Price(rest, full.currency)))
    }

    /// A purchase that continues a chain whose upgrade was deleted, once the replaced plan has ended, credits nothing and
    /// says so when read back.
    @Test func aResubscriptionAfterTheReplacedPlanEndedCreditsNothing() async throws {
        let (sandbox, old, upgrade) = try await upgraded()
        try sandbox.store.delete(upgrade.id)
        _ = try sandbox.store.setAutoRenew(of: "demo.plus.standard.monthly", false)
        sandbox.clock.advance(by: 40 * day)
        let again = try sandbox.store.record(Int64(try #require(try await sandbox.buy("demo.plus.premium.monthly").transaction).id))
        #expect(again.originalID == old.originalID)
        #expect(again.priceMilliunits == 12_990)
        #expect(try sandbox.store.credit(of: again) == PurchaseCharge.Credit.none)
    }

    /// Found by QA: deleting an approved Ask to Buy downgrade that waited for the renewal left the renewal into it.
    @Test func deletingAnApprovedChangeThatWaitsDropsIt() async throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("time-rate", "0")
        _ = try await sandbox.buy("demo.plus.premium.monthly")
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly")) else {
            Issue.record("no request")
            return
        }
        #expect(try sandbox.store.approve(request.id).status == .scheduled)
        try sandbox.store.delete(request.id)
        #expect(try sandbox.store.scheduledPlanChanges().isEmpty)
        #expect(try sandbox.store.planGivenBack(byDeleting: request) == nil, "no plan was replaced")
        sandbox.clock.advance(by: 32 * day)
        let renewal = try #require(try sandbox.store.catchUp().first)
        #expect(renewal.productID == "demo.plus.premium.monthly" && renewal.priceMilliunits == 12_990)
    }

    /// Found by QA: deleting a refunded upgrade gave back a plan shown revoked, which could be neither resumed nor bought.
    @Test func deletingARefundedUpgradeGivesBackThePlanUnrevoked() async throws {
        let (sandbox, old, upgrade) = try await upgraded()
        _ = try sandbox.store.refund(upgrade.id)
        try sandbox.store.delete(upgrade.id)
        let status = try #require(try sandbox.store.subscriptionStatus(of: "demo.plus.standard.monthly"))
        #expect(status.latest.id == old.id && status.state == .subscribed && !status.subscription.isRevoked)
        #expect(try await sandbox.entitledProductIDs() == ["demo.plus.standard.monthly"])
    }

    /// Found by QA: deleting a subscription's newest renewal made the subscription vanish, and acting on it named the
    /// deleted transaction. It ends with the transaction before.
    @Test func deletingTheNewestRenewalEndsTheSubscriptionWithTheOneBefore() async throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("time-rate", "0")
        let first = try #require(try await sandbox.buy("demo.news.digital.monthly").transaction)
        sandbox.clock.advance(by: 32 * day)
        let renewal = try #require(try sandbox.store.catchUp().first)
        try sandbox.store.delete(renewal.id)
        let status = try #require(try sandbox.store.subscriptionStatus(of: "demo.news.digital.monthly"))
        #expect(status.latest.id == Int64(first.id) && status.state == .expired && !status.renewalInfo.willAutoRenew)
        let refused = #expect(throws: MarketplaceError.self) { try sandbox.store.forceRenewal(of: "demo.news.digital.monthly") }
        #expect(refused?.code == .subscriptionEnded, "\(refused?.message ?? "")")
        sandbox.clock.advance(by: 40 * day)
        #expect(try sandbox.store.catchUp().isEmpty, "nothing renews it")
    }

    /// Deleting an upgrade once the plan it replaced would have ended gives nothing back and charges nothing: the
    /// subscription ends with that plan's period (QA: renewals of it were charged for the time since, without a word).
    @Test func deletingAnUpgradeAfterTheReplacedPeriodEndsChargesNothing() async throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        try sandbox.set("time-rate", "0")
        let old = try sandbox.store.record(Int64(try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction).id))
        sandbox.clock.advance(by: 10 * day)
        let upgrade = try sandbox.store.record(Int64(try #require(try await sandbox.buy("demo.plus.premium.yearly").transaction).id))
        sandbox.clock.advance(by: 60 * day)
        _ = try sandbox.store.catchUp()
        let before = try sandbox.store.records().count
        try sandbox.store.delete(upgrade.id)
        #expect(try sandbox.store.catchUp().isEmpty)
        #expect(try sandbox.store.records().count == before - 1)
        let status = try #require(try sandbox.store.subscriptionStatus(of: "demo.plus.standard.monthly"))
        #expect(status.latest.id == old.id && status.state == .expired && !status.latest.isUpgraded)
        #expect(try sandbox.store.planGivenBack(byDeleting: upgrade) == nil)
    }

    /// Found by QA: after every transaction of a subscription was deleted, a new purchase continued the deleted
    /// original transaction. It starts a subscription of its own.
    @Test func aPurchaseAfterTheWholeChainWasDeletedStartsAnew() async throws {
        let sandbox = try SandboxHarness(catalog: .demo, prices: .demo)
        let first = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        try sandbox.store.delete(Int64(first.id))
        let again = try #require(try await sandbox.buy("demo.plus.standard.monthly").transaction)
        #expect(again.originalID == again.id && again.id != first.id)
    }
}
