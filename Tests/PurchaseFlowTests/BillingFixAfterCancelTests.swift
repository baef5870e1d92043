import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by the store model: fixing billing renewed a subscription whose customer had turned auto-renew off
/// during its billing retry, charging someone who had cancelled.
@Suite("Fixing billing after the customer cancelled")
struct BillingFixAfterCancelTests {
    @Test(arguments: [false, true])
    func fixingBillingDoesNotRenewACancelledSubscription(inGracePeriod: Bool) throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("billing-grace-period", inGracePeriod ? "on" : "off")
        let monthly = "demo.plus.standard.monthly"
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            Issue.record("\(monthly) was not bought")
            return
        }
        try sandbox.store.setBillingIssue(of: monthly, true)
        sandbox.clock.set(try #require(bought.expirationDate).addingTimeInterval(86_400))
        let retrying = try #require(try sandbox.store.subscriptionStatuses(group: "KPLUS").first)
        #expect(retrying.state == (inGracePeriod ? .inGracePeriod : .inBillingRetryPeriod))

        try sandbox.store.setAutoRenew(of: monthly, false)
        try sandbox.store.setBillingIssue(of: monthly, false)
        #expect(try sandbox.store.records().filter { $0.reason == .renewal }.isEmpty, "nothing is charged for a cancelled subscription")
        let ended = try #require(try sandbox.store.subscriptionStatuses(group: "KPLUS").first)
        #expect(ended.state == .expired && !ended.renewalInfo.willAutoRenew)
    }
}
