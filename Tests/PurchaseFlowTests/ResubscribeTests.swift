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
        let first = try sandbox.completed(PurchaseRequest(productID: monthly))
        sandbox.clock.set(SandboxHarness.start.addingTimeInterval(3 * 86_400))
        if ending == "expire" { try sandbox.store.expireSubscription(of: monthly) } else { try sandbox.store.refund(first.id) }
        sandbox.clock.set(SandboxHarness.start.addingTimeInterval(5 * 86_400))

        let again = try sandbox.completed(PurchaseRequest(productID: yearly))
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
        let first = try sandbox.completed(PurchaseRequest(productID: monthly, appAccountToken: alice))
        try sandbox.store.expireSubscription(of: monthly)
        let other = try sandbox.completed(PurchaseRequest(productID: monthly, appAccountToken: bob))
        #expect(other.originalID == other.id && other.originalID != first.originalID)
        try sandbox.store.expireSubscription(of: monthly)
        let again = try sandbox.completed(PurchaseRequest(productID: monthly, appAccountToken: bob))
        #expect(again.originalID == other.originalID, "bob's own subscription is continued")
    }

    /// Found trying it: `kiosk sandbox buy` makes purchases with no app account token and the app makes the default
    /// customer's with theirs, so the same customer alternated between two original ids. A purchase with no token is
    /// for no particular app account, and continues the newest ended subscription whatever its token (and the reverse).
    @Test func aPurchaseWithoutAnAppAccountContinuesTheSubscription() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let token = UUID()
        let first = try sandbox.completed(PurchaseRequest(productID: monthly))
        try sandbox.store.expireSubscription(of: monthly)
        let tokened = try sandbox.completed(PurchaseRequest(productID: monthly, appAccountToken: token))
        #expect(tokened.originalID == first.originalID)
        try sandbox.store.expireSubscription(of: monthly)
        let untokened = try sandbox.completed(PurchaseRequest(productID: monthly))
        #expect(untokened.originalID == first.originalID)
    }
}
