import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("An ended subscription cannot be resumed, renewed or expired: the customer buys again")
struct EndedSubscriptionTests {
    static let monthly = "demo.plus.standard.monthly"

    /// Every action that only applies to a subscription that has not ended, each expected to be refused.
    static func expectEveryActionRefused(_ store: SandboxStore, _ productID: String, _ comment: Comment) {
        let actions: [(String, () throws -> LedgerRecord)] = [
            ("resume", { try store.setAutoRenew(of: productID, true) }), ("cancel", { try store.setAutoRenew(of: productID, false) }),
            ("renew", { try store.forceRenewal(of: productID) }), ("expire", { try store.expireSubscription(of: productID) }),
            ("billing issue on", { try store.setBillingIssue(of: productID, true) }),
            ("billing issue off", { try store.setBillingIssue(of: productID, false) }),
        ]
        for (name, action) in actions {
            let error = #expect(throws: MarketplaceError.self, "\(name): \(comment)") { try action() }
            #expect(error?.code == .subscriptionEnded, "\(name): \(comment)")
        }
    }

    @Test func anExpiredSubscriptionIsNeverChargedForTheTimeItWasExpired() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly))
        try sandbox.store.expireSubscription(of: Self.monthly)
        try sandbox.store.advanceClock(by: try #require(ClockStep("10m")))
        let before = try sandbox.store.records()
        Self.expectEveryActionRefused(sandbox.store, Self.monthly, "expired")
        #expect(try sandbox.store.records() == before, "nothing is renewed or charged")
        #expect(try sandbox.store.subscriptionStatuses(group: "KPLUS").map(\.state) == [.expired])

        guard case .completed(let again) = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly)) else {
            Issue.record("buying again starts the subscription over")
            return
        }
        #expect(again.purchaseTime == Timestamp(sandbox.store.clock.now()) && again.reason == .purchase)
    }

    @Test func aRefundedSubscriptionRefusesThemToo() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly)) else {
            Issue.record("the plan was not bought")
            return
        }
        try sandbox.store.refund(bought.id)
        Self.expectEveryActionRefused(sandbox.store, Self.monthly, "refunded")
        #expect(try sandbox.store.subscriptionStatuses(group: "KPLUS").map(\.state) == [.revoked])
    }

    @Test func thePlanAnUpgradeReplacedRefusesThemAndNamesThePlanItContinuesAs() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"))
        _ = try sandbox.store.purchase(PurchaseRequest(productID: Self.monthly))
        let error = #expect(throws: MarketplaceError.self) { try sandbox.store.setAutoRenew(of: "demo.plus.basic.weekly", true) }
        #expect(error?.code == .subscriptionEnded && error?.message.contains("continues as \(Self.monthly)") == true)
        #expect(try sandbox.store.subscriptionStatuses(group: "KPLUS").count == 1)
    }
}
