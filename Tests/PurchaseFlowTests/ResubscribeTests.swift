import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: buying a subscription again after it ended started a second original transaction, so the group
/// listed two subscriptions. On the App Store a customer who resubscribes within a group keeps the group's original
/// transaction id and original purchase date, and the server hears SUBSCRIBED with RESUBSCRIBE.
@Suite("Resubscribing within a group")
struct ResubscribeTests {
    let monthly = "demo.plus.premium.monthly", yearly = "demo.plus.standard.yearly"

    @Test(arguments: ["expire", "refund"])
    func buyingAgainAfterTheSubscriptionEndedContinuesItsOriginalTransaction(ending: String) throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        guard case .completed(let first) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            Issue.record("\(monthly) was not bought")
            return
        }
        sandbox.clock.set(SandboxHarness.start.addingTimeInterval(3 * 86_400))
        if ending == "expire" { try sandbox.store.expireSubscription(of: monthly) } else { try sandbox.store.refund(first.id) }
        sandbox.clock.set(SandboxHarness.start.addingTimeInterval(5 * 86_400))

        guard case .completed(let again) = try sandbox.store.purchase(PurchaseRequest(productID: yearly)) else {
            Issue.record("\(yearly) was not bought")
            return
        }
        #expect(again.id != first.id && again.originalID == first.originalID)
        #expect(again.originalPurchaseDate == first.originalPurchaseDate)
        let verified = try #require(sandbox.store.verifier.verify(again).verifiedTransaction)
        #expect(verified.originalID == UInt64(first.originalID))

        let statuses = try sandbox.store.subscriptionStatuses(group: "KPLUS")
        #expect(statuses.count == 1, "one subscription in the group")
        #expect(statuses.first?.state == .subscribed && statuses.first?.latest.id == again.id && statuses.first?.subscription.productID == yearly)
        let subscribed = try sandbox.store.notifications().filter { $0.transactionID == again.id }
        #expect(subscribed.map(\.type) == [.subscribed] && subscribed.first?.subtype == .resubscribe)
        if ending == "refund" {
            #expect(try sandbox.store.record(first.id).revocationDate != nil, "the refunded transaction stays refunded")
        }
    }

    /// Found in review: continuing a subscription another app account had (moved to a third by a restore) gave the
    /// new buyer's purchase to that owner. A subscription is continued only for the app account whose it was.
    @Test func anotherAppAccountStartsASubscriptionOfItsOwn() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let alice = UUID(), bob = UUID()
        guard case .completed(let first) = try sandbox.store.purchase(PurchaseRequest(productID: monthly, appAccountToken: alice)) else {
            Issue.record("\(monthly) was not bought")
            return
        }
        try sandbox.store.expireSubscription(of: monthly)
        guard case .completed(let other) = try sandbox.store.purchase(PurchaseRequest(productID: monthly, appAccountToken: bob)) else {
            Issue.record("bob's purchase did not complete")
            return
        }
        #expect(other.originalID == other.id && other.originalID != first.originalID)
        try sandbox.store.expireSubscription(of: monthly)
        guard case .completed(let again) = try sandbox.store.purchase(PurchaseRequest(productID: monthly, appAccountToken: bob)) else {
            Issue.record("bob's second purchase did not complete")
            return
        }
        #expect(again.originalID == other.originalID, "bob's own subscription is continued")
    }

    /// Found trying it: `kiosk sandbox buy` makes purchases with no app account token and the app makes the default
    /// customer's with theirs, so the same customer alternated between two original ids. A purchase with no token is
    /// for no particular app account, and continues the newest ended subscription whatever its token (and the reverse).
    @Test func aPurchaseWithoutAnAppAccountContinuesTheSubscription() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let token = UUID()
        guard case .completed(let first) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            Issue.record("\(monthly) was not bought")
            return
        }
        try sandbox.store.expireSubscription(of: monthly)
        guard case .completed(let tokened) = try sandbox.store.purchase(PurchaseRequest(productID: monthly, appAccountToken: token)) else {
            Issue.record("the purchase with a token did not complete")
            return
        }
        #expect(tokened.originalID == first.originalID)
        try sandbox.store.expireSubscription(of: monthly)
        guard case .completed(let untokened) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            Issue.record("the purchase without a token did not complete")
            return
        }
        #expect(untokened.originalID == first.originalID)
    }
}
