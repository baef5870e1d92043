import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: at real time a monthly plan bought on the 31st renewed on the 28th of February and then on the 28th
/// of every month after, since each renewal added a month to the last one's (clamped) end. A calendar plan renews on
/// the anniversary of its start: the last day of a shorter month, then the day it started on again.
@Suite("Renewals on the anniversary of the start")
struct RenewalAnniversaryTests {
    /// 31 January 2026, 10:00 UTC.
    static let thirtyFirst = Date(timeIntervalSince1970: 1_769_853_600)

    /// The expiration dates of a subscription's transactions, oldest first, as ISO 8601 days.
    static func expirations(_ sandbox: SandboxHarness, of productID: String) throws -> [String] {
        try sandbox.store.records().filter { $0.productID == productID }.sorted { $0.id < $1.id }
            .compactMap { $0.expirationDate.map { Timestamp($0).iso8601 } }
    }

    @Test func aMonthlyPlanBoughtOnThe31stRenewsOnTheLastDayOfShorterMonthsAndThe31stAgain() throws {
        let sandbox = try SandboxHarness(catalog: .demo, clock: ManualClock(Self.thirtyFirst))
        try sandbox.set("time-rate", "0")
        let plan = "demo.plus.premium.monthly"
        _ = try sandbox.completed(PurchaseRequest(productID: plan))
        try sandbox.store.advanceClock(by: try #require(ClockStep("P5M")))
        let expirations = try Self.expirations(sandbox, of: plan)
        #expect(expirations == [
            "2026-02-28T10:00:00Z", "2026-03-31T10:00:00Z", "2026-04-30T10:00:00Z", "2026-05-31T10:00:00Z",
            "2026-06-30T10:00:00Z", "2026-07-31T10:00:00Z",
        ], "\(expirations)")
    }

    /// An upgrade starts a new period at its own date, whose anniversary the renewals then keep.
    @Test func anUpgradeOnThe31stKeepsItsOwnAnniversary() throws {
        let sandbox = try SandboxHarness(catalog: .demo, clock: ManualClock(Self.thirtyFirst.addingTimeInterval(-30 * 86_400)))
        try sandbox.set("time-rate", "0")
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.plus.standard.monthly"))
        sandbox.clock.advance(by: 30 * 86_400)
        let plan = "demo.plus.premium.monthly"
        _ = try sandbox.completed(PurchaseRequest(productID: plan))
        try sandbox.store.advanceClock(by: try #require(ClockStep("P2M")))
        let expirations = try Self.expirations(sandbox, of: plan)
        #expect(expirations == ["2026-02-28T10:00:00Z", "2026-03-31T10:00:00Z", "2026-04-30T10:00:00Z"], "\(expirations)")
    }

    /// A quarterly plan started on the 31st of March ends on the 30th of June and of September, then the 31st of
    /// December: two short months in a row, each end found from the run's start.
    @Test func aQuarterlyPlanStartedOnThe31stComesBackToThe31stAfterTwoShortMonths() throws {
        let sandbox = try SandboxHarness(catalog: .demo, clock: ManualClock(Self.thirtyFirst.addingTimeInterval(59 * 86_400)))
        try sandbox.set("time-rate", "0")
        let plan = "demo.news.allaccess.quarterly"
        _ = try sandbox.completed(PurchaseRequest(productID: plan))
        try sandbox.store.advanceClock(by: try #require(ClockStep("P10M")))
        let expirations = try Self.expirations(sandbox, of: plan)
        #expect(expirations == ["2026-06-30T10:00:00Z", "2026-09-30T10:00:00Z", "2026-12-31T10:00:00Z", "2027-03-31T10:00:00Z"], "\(expirations)")
    }
}
