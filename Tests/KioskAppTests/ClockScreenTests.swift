import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

@Suite("The clock screen: the next event, steps, real time and the time rate, each said as the ledger has it")
struct ClockScreenTests {
    private let monthly = "demo.plus.premium.monthly"

    /// A pilot on the clock screen after buying `products` (the demo renews a month every 5 minutes).
    private func clockScreen(buying products: [String] = [], height: Int = 40) async throws -> StorePilot {
        var session = try StorePilot(height: height)
        for product in products { _ = try session.store.purchase(PurchaseRequest(productID: product), origin: "test") }
        await session.tick()
        await session.pilot.choose("Transaction manager")
        await session.pilot.choose("Clock")
        return session
    }

    /// The current screen's rows as text, one row a line, before they are wrapped to the screen's width.
    private func shown(_ session: StorePilot) -> String {
        ScreenContent.of(session.pilot.state).rows.map { $0.label + " " + $0.detail }.joined(separator: "\n")
    }

    private func renewals(_ session: StorePilot) throws -> Int {
        try session.store.records().filter { $0.reason == .renewal }.count
    }

    @Test func theTransactionManagerShowsTheNextEventAndTheClockScreenJumpsToIt() async throws {
        var session = try StorePilot()
        _ = try session.store.purchase(PurchaseRequest(productID: monthly), origin: "test")
        await session.tick()
        await session.pilot.choose("Transaction manager")
        let renewal = try #require(session.store.record(1).expirationDate)
        #expect(shown(session).contains("\(DateText.day(renewal)): renewal of Plus Premium, Monthly (#1)"))
        await session.pilot.choose("Clock")
        await session.pilot.choose("Jump to the next event")
        #expect(session.store.clock.now() == renewal, "the clock reads the renewal date")
        #expect(try renewals(session) == 1)
        #expect(shown(session).contains("The clock jumped to \(DateText.day(renewal)), the renewal of Plus Premium, Monthly (#1): 1 renewal."))
    }

    @Test func aStepSaysHowManyRenewalsAndExpirationsTheLedgerGot() async throws {
        var session = try await clockScreen(buying: [monthly, "demo.news.digital.monthly"])
        _ = try session.store.setAutoRenew(of: "demo.news.digital.monthly", false)
        await session.tick()
        await session.pilot.choose("1 hour")
        let count = try renewals(session)
        #expect(count == 12, "an hour is twelve monthly renewals at 5 minutes a month")
        #expect(shown(session).contains("The clock moved ahead 1 hour, to \(DateText.day(session.store.clock.now())): \(count) renewals, 1 expiration."))
        await session.pilot.choose("1 minute")
        #expect(shown(session).contains("1 minute, to \(DateText.day(session.store.clock.now())): nothing happened."))
    }

    @Test func failedRenewalsGraceEndsAndRefundReviewsAreEventsToo() async throws {
        var session = try await clockScreen(buying: [monthly, "demo.lifetime"])
        _ = try session.store.setBillingIssue(of: monthly, true)
        _ = try session.store.set(SettingOverride(key: "refund-review", value: "P40D"))
        _ = try session.store.requestRefund(of: 2, reason: .other)
        await session.tick()
        #expect(shown(session).contains("Renewal of Plus Premium, Monthly (#1), which fails to bill"))
        #expect(shown(session).contains("Review of the refund request on Lifetime Unlock (#2)"))
        await session.pilot.choose("Jump to the next event")
        #expect(shown(session).contains("1 renewal that failed to bill."))
        await session.pilot.choose("Jump to the next event")
        #expect(shown(session).contains("the end of the grace period of Plus Premium, Monthly (#1): 1 grace period ended."))
        #expect(session.pilot.state.store?.subscription(monthly)?.state == .inBillingRetryPeriod)
        await session.pilot.choose("Jump to the next event")
        #expect(shown(session).contains("which expires: 1 billing retry ended (expired)."))
        await session.pilot.choose("Jump to the next event")
        #expect(shown(session).contains("the review of the refund request on Lifetime Unlock (#2): 1 refund granted."))
        #expect(try session.store.record(2).revocationDate != nil)
        #expect(shown(session).contains("Nothing is scheduled"))
    }

    @Test func aTypedDurationMovesTheClockAndABadOneSaysWhatToType() async throws {
        var session = try await clockScreen()
        let start = session.store.clock.now()
        await session.pilot.choose("A duration you type")
        session.pilot.type("soon")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(shown(session).contains("Failed: 'soon' is not a duration"))
        for _ in 0..<4 { session.pilot.press(.backspace) }
        session.pilot.type("P3D")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.store.clock.now() == start.addingTimeInterval(3 * 86_400))
        #expect(shown(session).contains("The clock moved ahead P3D"))
    }

    @Test func aZeroDurationSaysTheClockDidNotMove() async throws {
        var session = try await clockScreen(buying: ["demo.plus.premium.monthly"])
        let start = session.store.clock.now()
        await session.pilot.choose("A duration you type")
        session.pilot.type("P0D")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.store.clock.now() == start)
        #expect(shown(session).contains("The clock did not move: P0D is no time at all."), "\(shown(session))")
        #expect(!shown(session).contains("moved ahead"))
    }

    @Test func backToRealTimeReturnsToTheWallClockOnlyWhenTheLedgerAllows() async throws {
        var session = try await clockScreen()
        await session.pilot.choose("1 day")
        await session.pilot.choose("Back to real time")
        #expect(try session.store.ledger.clockOffset() == 0)
        #expect(try session.store.settings().timeRate == .realTime)
        #expect(shown(session).contains("The clock is back on real time"))
        await session.pilot.choose("Back to real time")
        #expect(shown(session).contains("The clock already reads the wall clock at real speed"), "\(shown(session))")
        await session.pilot.choose("1 day")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.lifetime"), origin: "test")
        await session.pilot.choose("Back to real time")
        #expect(try session.store.ledger.clockOffset() > 0, "a purchase is dated a day ahead, so the clock stays")
        #expect(shown(session).contains("The clock went back to"), "\(shown(session))")
        #expect(shown(session).contains("the latest date the ledger holds"))
    }

    @Test func theTimeRateIsShownAndChosenFromXcodesRates() async throws {
        var session = try await clockScreen()
        let inUse = ScreenRows(session.pilot.state).rows.first { $0.detail == "in use" }
        #expect(inUse?.label == "monthly renewal every 5 minutes")
        await session.pilot.choose("one renewal every 10 seconds")
        #expect(try session.store.settings().timeRate == .oneRenewalEveryTenSeconds)
        #expect(ScreenRows(session.pilot.state).rows.first { $0.detail == "in use" }?.label == "one renewal every 10 seconds")
    }

    @Test func aResultScrolledOutOfViewIsSaidOnTheStatusLineToo() async throws {
        // At 80x24 the last time rate is far below the result's row, near the top.
        var small = try await clockScreen(buying: [monthly], height: 24)
        await small.pilot.choose("one renewal every 2 seconds")
        let said = try #require(ScreenContent.of(small.pilot.state).rows.first(where: \.isOutcome)?.label)
        #expect(said.contains("one renewal every 2 seconds"))
        #expect(small.pilot.state.notice == said)
        // A step is chosen near the top: its result's row shows, and the status line stays free.
        await small.pilot.choose("1 minute")
        #expect(ScreenContent.of(small.pilot.state).rows.contains { $0.isOutcome && $0.label.hasPrefix("The clock moved ahead 1 minute") })
        #expect(small.pilot.state.notice == nil)
        var tall = try await clockScreen(buying: [monthly], height: 60)
        await tall.pilot.choose("one renewal every 2 seconds")
        #expect(tall.pilot.state.notice == nil, "at 80x60 the result's row is in view")
    }

    @Test func theReportCountsWhatChangedBetweenTwoReadings() {
        let before = ClockReport.Reading(states: [1: .subscribed, 2: .subscribed, 3: .inGracePeriod, 4: .inBillingRetryPeriod, 5: .revoked],
                                         refundRequests: [1: .pending, 2: .pending, 3: .granted], nextRecordID: 10)
        let after = ClockReport.Reading(states: [1: .subscribed, 2: .inGracePeriod, 3: .inBillingRetryPeriod, 4: .expired, 5: .expired],
                                        refundRequests: [1: .granted, 2: .declined, 3: .granted], nextRecordID: 12)
        let renewal = LedgerRecord(id: 10, productID: "p", productKind: .autoRenewableSubscription, groupID: "g", status: .completed, reason: .renewal,
                                   purchaseDate: Date(), originalPurchaseDate: Date(), ownership: .purchased, storefront: "USA")
        var older = renewal
        older.id = 9
        let report = ClockReport(from: before, to: after, newRecords: [renewal, older])
        #expect(report.words == "1 renewal, 1 renewal that failed to bill, 1 grace period ended, 1 billing retry ended (expired), 1 refund granted, 1 refund request declined")
        #expect(ClockReport(from: before, to: before, newRecords: []).words == "nothing happened")
    }
}
