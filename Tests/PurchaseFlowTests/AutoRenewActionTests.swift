import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: `renew` turned a cancelled subscription's auto-renew back on and charged it; turning auto-renew on
/// or off when it already was wrote a notification each time; resuming with a downgrade scheduled said only
/// AUTO_RENEW_ENABLED though what changed was the renewal preference.
@Suite("Auto-renew and forced renewals")
struct AutoRenewActionTests {
    let monthly = "demo.plus.premium.monthly", standard = "demo.plus.standard.monthly"

    func bought() throws -> SandboxHarness {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        guard case .completed = try sandbox.store.purchase(PurchaseRequest(productID: monthly)) else {
            throw MarketplaceError(.productUnavailable, "\(monthly) was not bought")
        }
        return sandbox
    }

    @Test func aCancelledSubscriptionIsNotRenewedByForce() throws {
        let sandbox = try bought()
        try sandbox.store.setAutoRenew(of: monthly, false)
        let before = try sandbox.store.records()
        let refused = #expect(throws: MarketplaceError.self) { try sandbox.store.forceRenewal(of: monthly) }
        #expect(refused?.message.contains("auto-renew is off") == true, "\(refused?.message ?? "")")
        #expect(try sandbox.store.records() == before, "nothing charged, nothing re-signed")
        #expect(try sandbox.store.subscriptionStatus(of: monthly)?.renewalInfo.willAutoRenew == false)
    }

    @Test func turningAutoRenewToWhatItIsWritesNothing() throws {
        let sandbox = try bought()
        try sandbox.store.setAutoRenew(of: monthly, true)
        #expect(try sandbox.store.notifications().filter { $0.type == .didChangeRenewalStatus }.isEmpty)
        try sandbox.store.setAutoRenew(of: monthly, false)
        try sandbox.store.setAutoRenew(of: monthly, false)
        #expect(try sandbox.store.notifications().filter { $0.type == .didChangeRenewalStatus }.count == 1)
    }

    @Test func resumingWithADowngradeScheduledDropsItAsARenewalPreferenceChange() throws {
        let sandbox = try bought()
        guard case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: standard)) else {
            Issue.record("the downgrade was not scheduled")
            return
        }
        try sandbox.store.setAutoRenew(of: monthly, true)
        let status = try #require(try sandbox.store.subscriptionStatus(of: monthly))
        #expect(status.renewalInfo.autoRenewPreference == monthly && status.renewalInfo.willAutoRenew)
        let notifications = try sandbox.store.notifications()
        #expect(notifications.filter { $0.type == .didChangeRenewalStatus }.isEmpty)
        #expect(notifications.last?.type == .didChangeRenewalPref && notifications.last?.subtype == nil)
    }

    /// Found by QA: after a downgrade applied at the renewal, acting on the old plan said "The customer has no
    /// subscription to it; buy it first", though the customer subscribes to the group.
    @Test func actingOnAPlanTheSubscriptionLeftNamesTheCurrentPlan() throws {
        let sandbox = try bought()
        guard case .planChangeScheduled(let current) = try sandbox.store.purchase(PurchaseRequest(productID: standard)) else {
            Issue.record("the downgrade was not scheduled")
            return
        }
        sandbox.clock.set(try #require(current.expirationDate).addingTimeInterval(60))
        let refused = #expect(throws: MarketplaceError.self) { try sandbox.store.setBillingIssue(of: monthly, true) }
        #expect(refused?.code == .notEntitled)
        #expect(refused?.message.contains("now \(standard)") == true, "\(refused?.message ?? "")")
        #expect(refused?.message.contains("buy it first") == false)
    }
}
