import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// A plan change approved for the next renewal (a `scheduled` row) ends when its wait does: `applied` when
/// the renewal it waited for makes it, `lapsed` (never charged, never started) when the subscription expires,
/// is refunded, stops renewing or changes plan first; nothing then shows it as coming.
@Suite("A scheduled plan change ends with the wait it was for")
struct ScheduledPlanChangeEndTests {
    static let standard = "demo.plus.standard.monthly", basic = "demo.plus.basic.weekly"

    /// Standard monthly bought a week ago, and a downgrade to Basic weekly approved from Ask to Buy.
    static func scheduledDowngrade() throws -> (SandboxHarness, subscription: LedgerRecord, request: LedgerRecord) {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        guard case .completed(let standard) = try sandbox.store.purchase(PurchaseRequest(productID: standard)) else {
            throw MarketplaceError(.unknown, "\(standard) was not bought")
        }
        sandbox.clock.advance(by: 7 * 86_400)
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: basic)) else {
            throw MarketplaceError(.unknown, "the downgrade did not wait")
        }
        try sandbox.set("ask-to-buy", "off")
        let scheduled = try sandbox.reopened().store.approve(request.id)
        guard scheduled.status == .scheduled else { throw MarketplaceError(.unknown, "the approval left \(scheduled.status)") }
        return (sandbox, standard, scheduled)
    }

    /// What ends the wait before the renewal.
    enum Ending: String, CaseIterable, Sendable {
        case expire, refund, grantedRefundRequest, cancelRenewal, upgrade, otherChange, billingRetryRunsOut, resumeRenewal
    }

    @Test(arguments: Ending.allCases)
    func aChangeWhoseSubscriptionEndsOrChangesFirstLapses(ending: Ending) throws {
        let (sandbox, standard, request) = try Self.scheduledDowngrade()
        let store = sandbox.store
        switch ending {
        case .expire: try store.expireSubscription(of: Self.standard)
        case .refund: try store.refund(standard.id)
        case .grantedRefundRequest:
            try sandbox.set("refund-review", "48h")
            let filed = try store.requestRefund(of: standard.id, reason: .other)
            sandbox.clock.set(try #require(filed.reviewDate).addingTimeInterval(1))
            _ = try store.catchUp()
        case .cancelRenewal: try store.setAutoRenew(of: Self.standard, false)
        case .resumeRenewal:
            try store.setAutoRenew(of: Self.standard, false)
            try store.setAutoRenew(of: Self.standard, true)
        case .upgrade: _ = try store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"))
        case .otherChange: _ = try store.purchase(PurchaseRequest(productID: "demo.plus.standard.yearly"))
        case .billingRetryRunsOut:
            try store.setBillingIssue(of: Self.standard, true)
            sandbox.clock.set(try #require(standard.expirationDate).addingTimeInterval(Double(SandboxStore.billingRetryDays + 1) * 86_400))
            _ = try store.catchUp()
        }
        let row = try store.record(request.id)
        #expect(row.status == .lapsed, "after \(ending.rawValue) the change is \(row.status)")
        #expect(row.jws == nil && row.priceMilliunits == request.priceMilliunits, "nothing was signed or charged for it")
        #expect(try store.purchaseState(of: Self.basic) != .upcoming(activationDate: try #require(standard.expirationDate)))
        if case .upcoming = try store.purchaseState(of: Self.basic) { Issue.record("\(Self.basic) still shows as upcoming") }
        // A lapsed change stays lapsed whatever comes after.
        sandbox.clock.advance(by: 90 * 86_400)
        _ = try store.catchUp()
        #expect(try store.record(request.id).status == .lapsed)
    }

    @Test func theRenewalItWaitedForAppliesIt() throws {
        let (sandbox, standard, request) = try Self.scheduledDowngrade()
        try sandbox.store.advanceClock(by: try #require(ClockStep("P30D")))
        let renewal = try #require(try sandbox.store.records().first { $0.reason == .renewal && $0.originalID == standard.originalID })
        #expect(renewal.productID == Self.basic)
        #expect(try sandbox.store.record(request.id).status == .applied)
        #expect(try sandbox.store.purchaseState(of: Self.basic) == .active)
    }

    @Test func aBillingFixInTheGracePeriodStillAppliesIt() throws {
        let (sandbox, standard, request) = try Self.scheduledDowngrade()
        try sandbox.set("billing-grace-period", "on")
        try sandbox.store.setBillingIssue(of: Self.standard, true)
        sandbox.clock.set(try #require(standard.expirationDate).addingTimeInterval(86_400))
        _ = try sandbox.store.catchUp()
        #expect(try sandbox.store.record(request.id).status == .scheduled, "a renewal in its grace period still waits")
        try sandbox.store.setBillingIssue(of: Self.standard, false)
        #expect(try sandbox.store.record(request.id).status == .applied)
    }

    @Test func aSecondChangeApprovedLaterLapsesTheFirst() throws {
        let (sandbox, _, first) = try Self.scheduledDowngrade()
        try sandbox.set("interrupted", "on")
        guard case .pending(let request) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.yearly")) else {
            Issue.record("the second change did not wait")
            return
        }
        try sandbox.set("interrupted", "off")
        #expect(try sandbox.store.resolve(request.id).status == .scheduled)
        #expect(try sandbox.store.record(first.id).status == .lapsed)
        #expect(try sandbox.store.record(request.id).status == .scheduled)
    }
}

extension ScheduledPlanChangeEndTests {
    /// The ledger's version before the statuses that end a scheduled change.
    static let versionBeforeEndedChanges = 5

    @Test func aLedgerThatCanHoldEndedChangesIsRefusedByAKioskThatPredatesThem() throws {
        let (sandbox, _, _) = try Self.scheduledDowngrade()
        let older = SchemaMigrator(name: "sandbox ledger", migrations: Array(LedgerSchema.migrator.migrations.prefix(Self.versionBeforeEndedChanges)))
        let database = try SQLiteDatabase(path: sandbox.directory.file(SandboxLedger.fileName).path)
        let error = #expect(throws: SchemaTooNewError.self) { try older.migrate(database) }
        #expect(error?.description.contains("knows versions up to \(Self.versionBeforeEndedChanges)") == true)
    }

    @Test func anOlderLedgerOpensAndItsChangesThatAreOverEnd() throws {
        let (sandbox, standard, request) = try Self.scheduledDowngrade()
        try sandbox.store.advanceClock(by: try #require(ClockStep("P30D")))
        guard case .completed(let other) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.news.allaccess.monthly")) else {
            Issue.record("the news subscription was not bought")
            return
        }
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let news) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.news.digital.monthly")) else {
            Issue.record("the news downgrade did not wait")
            return
        }
        try sandbox.set("ask-to-buy", "off")
        #expect(try sandbox.store.approve(news.id).status == .scheduled)
        try sandbox.store.expireSubscription(of: other.productID)
        // As a version-5 kiosk left it: both changes still 'scheduled', whatever became of them.
        let database = try SQLiteDatabase(path: sandbox.directory.file(SandboxLedger.fileName).path)
        try database.write { database in
            try database.execute("""
                UPDATE transactions SET status = 'scheduled' WHERE id IN (\(request.id), \(news.id));
                DROP INDEX transactions_scheduled;
                PRAGMA user_version = \(Self.versionBeforeEndedChanges);
                """)
        }
        let reopened = try sandbox.reopened()
        #expect(try SchemaMigrator.version(of: database) == LedgerSchema.migrator.currentVersion)
        #expect(try reopened.store.record(request.id).status == .applied, "the renewal into Basic weekly made it")
        #expect(try reopened.store.record(news.id).status == .lapsed, "its subscription expired first")
        #expect(try reopened.store.records().contains { $0.id == standard.id })
    }
}
