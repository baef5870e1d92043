import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: after a forced renewal of Premium, Yearly on 16 Jan 2027, the clock's next event was its renewal on
/// 16 Jan 2029, not 2028. A renewal ends on the anniversary of its run's start (`renewalEnd`), and the run counted the
/// period the forced renewal had cut short as a whole one: two periods from its start. A forced renewal's period is
/// one period from when it was forced, and a period cut short starts no run.
@Suite("A forced renewal's period")
struct ForcedRenewalPeriodTests {
    /// The day of a date, as ISO 8601.
    static func day(_ date: Date?) -> String {
        date.map { String(Timestamp($0).iso8601.prefix(10)) } ?? "none"
    }

    /// QA's history: Standard, Yearly upgraded on 16 Jan 2027 to Premium, Yearly, renewed at once. The customer had
    /// Kiosk Plus's introductory offer before, so the upgrade is a whole year at its price.
    @Test func aYearlyPlanRenewedTheDayItWasBoughtRenewsAYearLater() throws {
        let sandbox = try SandboxHarness(catalog: .demo, clock: ManualClock(Date(timeIntervalSince1970: 1_800_000_000)))
        try sandbox.set("time-rate", "0")
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.plus.premium.yearly"))
        _ = try sandbox.store.expireSubscription(of: "demo.plus.premium.yearly")
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.plus.standard.yearly"))
        sandbox.clock.advance(by: 86_400)
        _ = try sandbox.completed(PurchaseRequest(productID: "demo.plus.premium.yearly"))
        let renewal = try sandbox.store.forceRenewal(of: "demo.plus.premium.yearly")
        #expect(Self.day(renewal.expirationDate) == "2028-01-16", "\(Self.day(renewal.expirationDate))")
        let next = try #require(try sandbox.store.upcomingEvents().first)
        #expect(next.kind == .renewal && Self.day(next.date) == "2028-01-16", "\(next)")
    }

    /// A monthly plan renewed ten days in, then renewed again five days later: each period a month from when it
    /// was forced, and the renewals after keep the anniversary of the last forced one.
    @Test func eachForcedRenewalLastsOnePeriodFromWhenItWasForced() throws {
        let sandbox = try SandboxHarness(catalog: .demo, clock: ManualClock(Date(timeIntervalSince1970: 1_798_790_400)))
        try sandbox.set("time-rate", "0")
        let monthly = "demo.news.digital.monthly"
        _ = try sandbox.completed(PurchaseRequest(productID: monthly))
        sandbox.clock.advance(by: 10 * 86_400)
        #expect(Self.day(try sandbox.store.forceRenewal(of: monthly).expirationDate) == "2027-02-11")
        sandbox.clock.advance(by: 5 * 86_400)
        #expect(Self.day(try sandbox.store.forceRenewal(of: monthly).expirationDate) == "2027-02-16")
        try sandbox.store.advanceClock(by: try #require(ClockStep("P2M")))
        let ends = try sandbox.store.records().sorted { $0.id < $1.id }.map { Self.day($0.expirationDate) }
        #expect(ends == ["2027-01-11", "2027-01-16", "2027-02-16", "2027-03-16", "2027-04-16"], "\(ends)")
    }
}
