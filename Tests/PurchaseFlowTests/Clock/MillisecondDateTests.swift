import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// Dates in the ledger and in signed payloads are whole milliseconds end to end, up to the clock's latest date.
@Suite("Millisecond dates")
struct MillisecondDateTests {
    /// A little after 2038-12-31T17:35:03.838Z: its millisecond, 838, read back from the ledger as a `Date`
    /// (seconds since 1970 in a `Double`) is a hair less, so rounding down gave 837 (issue 13 case 3).
    static let awkward = Date(timeIntervalSince1970: 2_177_429_703.8384)

    /// A transaction expired and refunded at that millisecond verifies: what the ledger holds is what was signed.
    @Test func datesAtAnAwkwardMillisecondVerify() throws {
        let sandbox = try SandboxHarness(catalog: .demo, clock: ManualClock(Self.awkward))
        let annual = try #require(Catalog.demo.products(ofKind: .autoRenewableSubscription).first { $0.subscription?.period == .year })
        _ = try sandbox.store.purchase(PurchaseRequest(productID: annual.id))
        try sandbox.store.expireSubscription(of: annual.id)
        let records = try sandbox.store.records()
        try sandbox.store.refund(try #require(records.first).id)
        for record in try sandbox.store.records() {
            let result = sandbox.store.verifier.verify(record)
            #expect(result.verifiedTransaction != nil, "transaction \(record.id): \(result)")
        }
    }

    /// Every millisecond sampled from 1970 to a year past the clock's latest date comes back from `Date` as itself.
    @Test func millisecondsRoundTripThroughDate() {
        let end = SandboxClockRange.latest.milliseconds + 366 * 86_400_000
        var failures: [Int64] = []
        var milliseconds: Int64 = 0
        while milliseconds <= end {
            for candidate in [milliseconds, milliseconds + 1, milliseconds + 838] where Date(millisecondsSince1970: candidate).millisecondsSince1970 != candidate {
                failures.append(candidate)
            }
            milliseconds += 99_991_777
        }
        #expect(failures.count == 0, "\(failures.count) failed, first \(Array(failures.prefix(3)))")
    }
}

/// Clock steps of any size are read without overflow and end inside the clock's range or not at all.
@Suite("Clock steps")
struct ClockStepTests {
    let start = Timestamp(SandboxHarness.start)

    @Test func stepsEndWhereTheCalendarSays() throws {
        #expect(try #require(ClockStep("90s")).end(from: start)?.milliseconds == start.milliseconds + 90_000)
        #expect(try #require(ClockStep("PT12H")).end(from: start)?.milliseconds == start.milliseconds + 43_200_000)
        let year = try #require(ClockStep("P1Y")).end(from: start)
        #expect(year?.date == SubscriptionPeriod.year.advance(SandboxHarness.start))
        #expect(ClockStep(milliseconds: 0).end(from: start) == start)
    }

    @Test(arguments: [("P1DT12H", Int64(129_600_000)), ("PT1H30M", 5_400_000), ("P0D", 0), ("PT0S", 0), ("PT0.5S", 500), ("PT0,25S", 250),
                      ("P1,5D", 129_600_000), ("P1W", 604_800_000), ("P1W1D", 691_200_000), ("pt2h", 7_200_000), ("P0Y0M0DT0H0M0.001S", 1)])
    func compoundDurationsEndExactly(text: String, milliseconds: Int64) throws {
        let step = try #require(ClockStep(text), "\(text)")
        #expect(step.end(from: start)?.milliseconds == start.milliseconds + milliseconds, "\(text)")
        #expect(step.isZero == (milliseconds == 0))
    }

    @Test func yearsMonthsAndDaysAreCalendarOnesThenTheTime() throws {
        let step = try #require(ClockStep("P1Y2M3DT4H"))
        let end = try #require(step.end(from: start))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let expected = try #require(calendar.date(byAdding: DateComponents(year: 1, month: 2, day: 3, hour: 4), to: SandboxHarness.start))
        #expect(end == Timestamp(expected))
    }

    @Test(arguments: ["P", "PT", "P1DT", "P1M1Y", "P1.5Y", "P1.5M", "PT1H1H", "P-1D", "P1D2", "PT1D", "P1.5DT1H", "P1.D", "P.5D", "1.5h", "0s", "P1S"])
    func malformedDurationsAreNotSteps(text: String) {
        #expect(ClockStep(text) == nil, "\(text)")
    }

    @Test(arguments: ["P200000000Y", "P999999999M", "P999999999W", "P999999999D", "9223372036854775807s",
                      "9999999999999999w", "PT2562047788015215H"])
    func hugeStepsEndNowhere(text: String) throws {
        #expect(try #require(ClockStep(text)).end(from: start) == nil)
    }

    @Test func theLatestDateIsReachableAndNotOneMillisecondMore() throws {
        let latest = SandboxClockRange.latest
        #expect(ISO8601DateFormatter().string(from: latest.date) == "9999-12-31T23:59:59Z")
        let room = latest.milliseconds - start.milliseconds
        #expect(ClockStep(milliseconds: room).end(from: start) == latest)
        #expect(ClockStep(milliseconds: room + 1).end(from: start) == nil)
        #expect(try #require(ClockStep("1s")).end(from: latest) == nil)
        #expect(ClockStep("99999999999999999999s") == nil, "more than 64 bits is not a number")
    }

    @Test func aStepPastTheRangeLeavesTheStoreAsItWas() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        #expect(throws: ClockRangeError.self) { try sandbox.store.advanceClock(by: try #require(ClockStep("P8000Y"))) }
        #expect(try sandbox.store.ledger.clockOffset() == 0)
        #expect(try sandbox.store.ledger.latestChangeSequence() == 0, "nothing was logged")
    }
}
