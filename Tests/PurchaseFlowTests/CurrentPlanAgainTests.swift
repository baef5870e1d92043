import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: with a downgrade scheduled, buying the current plan again was refused as "already owns"; on the App
/// Store choosing the current plan again cancels the pending change, and nothing is charged.
@Suite("Choosing the current plan again while a plan change waits for the renewal")
struct CurrentPlanAgainTests {
    let premium = "demo.plus.premium.monthly", standard = "demo.plus.standard.monthly"

    /// Premium bought, then a downgrade to standard scheduled for the renewal.
    func downgradeScheduled() throws -> (SandboxHarness, LedgerRecord) {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: premium)),
              case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: standard)) else {
            throw MarketplaceError(.productUnavailable, "the downgrade was not scheduled")
        }
        return (sandbox, bought)
    }

    @Test func buyingTheCurrentPlanAgainDropsTheScheduledChangeAndChargesNothing() throws {
        let (sandbox, bought) = try downgradeScheduled()
        let before = try sandbox.store.records()
        let outcome = try sandbox.store.purchase(PurchaseRequest(productID: premium))
        #expect(outcome == .planChangeScheduled(try sandbox.store.record(bought.id)), "the current transaction comes back")
        #expect(try sandbox.store.records() == before, "nothing charged, no transaction written")
        let status = try #require(try sandbox.store.subscriptionStatus(of: premium))
        #expect(status.renewalInfo.autoRenewPreference == premium && status.renewalInfo.willAutoRenew)
        #expect(try sandbox.store.scheduledPlanChanges().isEmpty)
        #expect(try sandbox.store.notifications().last?.type == .didChangeRenewalPref)
    }

    /// With Ask to Buy on, no request waits: keeping the plan buys nothing, as resuming auto-renew asks no one.
    @Test func withAskToBuyOnNoRequestIsOpened() throws {
        let (sandbox, _) = try downgradeScheduled()
        try sandbox.set("ask-to-buy", "on")
        guard case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: premium)) else {
            Issue.record("the current plan was not kept")
            return
        }
        #expect(try sandbox.store.records().allSatisfy { $0.status == .completed })
        #expect(try sandbox.store.scheduledPlanChanges().isEmpty)
    }

    /// An approved Ask to Buy downgrade that waits for the renewal lapses when the current plan is chosen again.
    @Test func anApprovedDowngradeWaitingForTheRenewalLapses() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: premium))
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: standard)) else {
            Issue.record("no request")
            return
        }
        #expect(try sandbox.store.approve(request.id).status == .scheduled)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: premium))
        #expect(try sandbox.store.record(request.id).status == .lapsed)
        #expect(try sandbox.store.scheduledPlanChanges().isEmpty)
    }

    /// Without a change scheduled, the current plan is still owned: nothing to buy.
    @Test func withoutAScheduledChangeTheCurrentPlanIsAlreadyOwned() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: premium))
        guard case .alreadyEntitled = try sandbox.store.purchase(PurchaseRequest(productID: premium)) else {
            Issue.record("bought twice")
            return
        }
    }
}
