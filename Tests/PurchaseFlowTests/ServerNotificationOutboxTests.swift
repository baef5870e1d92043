import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// The App Store Server Notifications outbox: every ledger event writes its notification in its own SQL transaction.
@Suite("Server notification outbox")
struct ServerNotificationOutboxTests {
    private let monthly = "demo.plus.standard.monthly"

    /// The outbox as (type, subtype, transaction) triples, oldest first.
    private func outbox(_ sandbox: SandboxHarness) throws -> [String] {
        try sandbox.store.notifications().map { "\($0.type.rawValue) \($0.subtype?.rawValue ?? "-") \($0.transactionID.map(String.init) ?? "-")" }
    }

    private func buy(_ sandbox: SandboxHarness, _ id: String, offer: OfferChoice? = nil, ownership: OwnershipType = .purchased) throws -> LedgerRecord {
        let outcome = try sandbox.store.purchase(PurchaseRequest(productID: id, offer: offer, ownership: ownership))
        guard case .completed(let record) = outcome else { throw MarketplaceError(.nothingPending, "\(id) was not bought: \(outcome)") }
        return record
    }

    @Test func purchasesPlanChangesRenewalsAndRefundsEachWriteAppleTypes() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let bought = try buy(sandbox, monthly)
        let upgrade = try buy(sandbox, "demo.plus.premium.monthly")
        guard case .planChangeScheduled = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.basic.weekly")) else {
            Issue.record("the downgrade was not scheduled")
            return
        }
        try sandbox.store.setAutoRenew(of: "demo.plus.premium.monthly", false)
        try sandbox.store.setAutoRenew(of: "demo.plus.premium.monthly", true)
        let extended = try sandbox.store.extendRenewalDate(originalID: bought.id, byDays: 3)
        sandbox.clock.set(extended.effectiveDate.date.addingTimeInterval(60))
        let renewal = try #require(try sandbox.store.catchUp().first)
        let lifetime = try buy(sandbox, "demo.lifetime")
        try sandbox.store.refund(lifetime.id)
        _ = try sandbox.store.expireSubscription(of: "demo.plus.premium.monthly")
        #expect(try outbox(sandbox) == [
            "SUBSCRIBED INITIAL_BUY \(bought.id)",
            "DID_CHANGE_RENEWAL_PREF UPGRADE \(upgrade.id)",
            "DID_CHANGE_RENEWAL_PREF DOWNGRADE \(upgrade.id)",
            "DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_DISABLED \(upgrade.id)",
            "DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_ENABLED \(upgrade.id)",
            "RENEWAL_EXTENDED - \(upgrade.id)",
            "DID_RENEW - \(renewal.id)",
            "ONE_TIME_CHARGE - \(lifetime.id)",
            "REFUND - \(lifetime.id)",
            "EXPIRED VOLUNTARY \(renewal.id)",
        ])
        #expect(renewal.productID == "demo.plus.premium.monthly", "turning auto-renew back on kept the current plan")
        // Every notification is dated when its event happened, and none is posted without a URL.
        let notifications = try sandbox.store.notifications()
        #expect(notifications.allSatisfy { $0.state == .unsent && $0.originalID != nil })
        #expect(notifications[6].createdAt == renewal.purchaseTime)
        // Expiring wrote the expiration: the clock does not report it again.
        sandbox.clock.advance(by: 30 * 86_400)
        #expect(try sandbox.store.notifications().count == notifications.count)
    }

    @Test func aSecondSubscriptionInTheGroupIsAResubscribeAndAnOfferIsRedeemed() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        let first = try buy(sandbox, monthly)
        _ = try sandbox.store.expireSubscription(of: monthly)
        let again = try buy(sandbox, "demo.plus.premium.monthly", offer: OfferChoice(kind: .promotional, id: "demo.plus.premium.monthly.comeback"))
        #expect(try outbox(sandbox) == [
            "SUBSCRIBED INITIAL_BUY \(first.id)", "EXPIRED VOLUNTARY \(first.id)", "OFFER_REDEEMED RESUBSCRIBE \(again.id)",
        ])
    }

    @Test(arguments: [false, true])
    func timeBringsTheFailedRenewalTheGracePeriodsEndAndTheExpirationOnce(graceOn: Bool) throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("billing-grace-period", graceOn ? "on" : "off")
        let bought = try buy(sandbox, monthly)
        try sandbox.store.setBillingIssue(of: monthly, true)
        let expiration = try #require(bought.expirationDate)
        sandbox.clock.set(expiration.addingTimeInterval(60))
        #expect(try outbox(sandbox).last == "DID_FAIL_TO_RENEW \(graceOn ? "GRACE_PERIOD" : "-") \(bought.id)")
        sandbox.clock.set(expiration.addingTimeInterval(20 * 86_400))
        sandbox.clock.set(expiration.addingTimeInterval(61 * 86_400))
        try sandbox.store.catchUp()
        try sandbox.store.catchUp()
        let expected = ["SUBSCRIBED INITIAL_BUY \(bought.id)", "DID_FAIL_TO_RENEW \(graceOn ? "GRACE_PERIOD" : "-") \(bought.id)"]
            + (graceOn ? ["GRACE_PERIOD_EXPIRED - \(bought.id)"] : []) + ["EXPIRED BILLING_RETRY \(bought.id)"]
        #expect(try outbox(sandbox) == expected)
        let dates = try sandbox.store.notifications().map(\.createdAt.date)
        #expect(dates.last == expiration.addingTimeInterval(60 * 86_400), "billing retry ends 60 days after the failed renewal")
        if graceOn { #expect(dates[2] == expiration.addingTimeInterval(16 * 86_400), "a monthly plan's grace period is 16 days") }
    }

    @Test func aFixedBillingIssueRenewsAsABillingRecovery() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        try sandbox.set("billing-grace-period", "off")
        let bought = try buy(sandbox, monthly)
        try sandbox.store.setBillingIssue(of: monthly, true)
        sandbox.clock.set(try #require(bought.expirationDate).addingTimeInterval(3 * 86_400))
        let renewed = try sandbox.store.setBillingIssue(of: monthly, false)
        #expect(try outbox(sandbox).suffix(2) == ["DID_FAIL_TO_RENEW - \(bought.id)", "DID_RENEW BILLING_RECOVERY \(renewed.id)"])
    }

    @Test func refundRequestsAskForConsumptionAndADeclineIsTold() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("refund-review", "decline")
        let coins = try buy(sandbox, "demo.coins.100")
        _ = try sandbox.store.requestRefund(of: coins.id, reason: .other)
        #expect(try outbox(sandbox) == ["ONE_TIME_CHARGE - \(coins.id)", "CONSUMPTION_REQUEST - \(coins.id)", "REFUND_DECLINED - \(coins.id)"])
    }

    @Test func aFamilySharedRefundIsARevoke() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let shared = try buy(sandbox, "demo.family.lifetime", ownership: .familyShared)
        try sandbox.store.refund(shared.id)
        #expect(try outbox(sandbox) == ["ONE_TIME_CHARGE - \(shared.id)", "REVOKE - \(shared.id)"])
    }

    @Test func anEventThatDoesNotCommitLeavesNoNotification() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let lifetime = try buy(sandbox, "demo.lifetime")
        struct Interrupted: Error {}
        #expect(throws: Interrupted.self) {
            try sandbox.store.ledger.database.write { database in
                _ = try sandbox.store.refundIn(database, lifetime.id, reason: .other, at: sandbox.clock.now())
                #expect(try sandbox.store.ledger.notificationsIn(database).count == 2, "written in the refund's own transaction")
                throw Interrupted()
            }
        }
        #expect(try sandbox.store.record(lifetime.id).revocationDate == nil)
        #expect(try outbox(sandbox) == ["ONE_TIME_CHARGE - \(lifetime.id)"])
    }

    @Test func everyCompletedTransactionHasItsNotification() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        _ = try buy(sandbox, "demo.plus.basic.weekly")
        _ = try buy(sandbox, "demo.coins.100")
        _ = try sandbox.store.advanceClock(by: try #require(ClockStep("P3M")))
        let notified = Set(try sandbox.store.notifications().compactMap(\.transactionID))
        let completed = try sandbox.store.records().filter { $0.status == .completed }
        #expect(completed.count > 10)
        #expect(completed.filter { !notified.contains($0.id) }.map(\.id) == [])
    }

    @Test func withAURLNotificationsArePendingAndAResetEmptiesTheOutbox() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("notifications-url", "http://127.0.0.1:9/notifications")
        let lifetime = try buy(sandbox, "demo.lifetime")
        let pending = try #require(try sandbox.store.notifications().first)
        #expect(pending.state == .pending && pending.nextAttemptAt == lifetime.purchaseTime)
        try sandbox.store.reset()
        #expect(try sandbox.store.notifications().isEmpty)
    }

    @Test func aLedgerFromBeforeTheOutboxIsMigratedWithoutReportingItsPastAsNew() throws {
        let directory = TemporaryDirectory()
        let sandbox = try SandboxHarness(catalog: .demo, directory: directory)
        try sandbox.set("time-rate", "real")
        let bought = try buy(sandbox, monthly)
        try sandbox.store.setAutoRenew(of: monthly, false)
        // The ledger as the kiosk before the outbox left it: schema version 7.
        try sandbox.store.ledger.database.write { database in
            try database.execute("""
                DROP TABLE notifications; DROP TABLE notification_attempts; DROP TABLE notification_start;
                DROP TABLE renewal_extensions; PRAGMA user_version = 7
                """)
        }
        let upgraded = try sandbox.reopened()
        #expect(try LedgerSchema.migrator.currentVersion == SchemaMigrator.version(of: upgraded.store.ledger.database))
        upgraded.clock.set(try #require(bought.expirationDate).addingTimeInterval(60))
        #expect(try upgraded.store.notifications().isEmpty, "an expiration before the upgrade is not news")
        let lifetime = try buy(upgraded, "demo.lifetime")
        #expect(try outbox(upgraded) == ["ONE_TIME_CHARGE - \(lifetime.id)"])
    }

    @Test func theNotificationsURLMustBeHTTP() throws {
        #expect(throws: SettingError.self) { try SettingOverride(key: "notifications-url", value: "ftp://example.com/n") }
        #expect(throws: SettingError.self) { try SettingOverride(key: "notifications-url", value: "not a url") }
        #expect(try SettingOverride(key: "notifications-url", value: "OFF").value == "off")
    }
}
