import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by the store model (seed 6379): a product bought again after a refund is the subscription its
/// actions change, even when the refunded one (which had a longer free trial) ends later.
@Suite("Subscription actions after a refund and a new purchase")
struct RebuyAfterRefundTests {
    @Test func cancellingRenewalActsOnTheLiveSubscriptionNotTheRefundedOne() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let monthly = "demo.news.allaccess.monthly"
        guard case .completed(let first) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            Issue.record("the first purchase did not complete")
            return
        }
        try sandbox.store.refund(first.id)
        guard case .completed(let second) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            Issue.record("buying again did not complete")
            return
        }
        // The first had the introductory two months, so its (refunded) period ends after the second's.
        #expect(try #require(first.expirationDate) > (try #require(second.expirationDate)))

        try sandbox.store.setAutoRenew(of: monthly, false)
        let statuses = try sandbox.store.subscriptionStatuses(group: try #require(second.groupID))
        let live = try #require(statuses.first { $0.subscription.originalID == second.originalID })
        #expect(live.state == .subscribed && !live.subscription.willAutoRenew, "the live subscription no longer renews")
    }
}
