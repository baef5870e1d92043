import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// `kiosk sandbox advance` reads any ISO 8601 duration and says everything the move made happen, as the
/// ledger has it afterwards.
@Suite("kiosk sandbox advance: durations and what happened")
struct SandboxAdvanceReportTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output, console.errorOutput)
    }

    /// The clock's reading in the output of `advance`.
    func clock(after output: String) throws -> Date {
        let word = try #require(output.split(separator: " ").first { $0.contains("T") && $0.contains("Z") })
        return try #require(ISO8601DateFormatter().date(from: word.trimmingCharacters(in: CharacterSet(charactersIn: ":;,."))))
    }

    /// The clock runs at real speed between two commands, so the move is checked to within that (the exact
    /// ends are `ClockStepTests`'s).
    @Test(arguments: [("P1DT12H", 129_600.0), ("PT1H30M", 5_400), ("P0D", 0), ("PT0S", 0), ("P1,5D", 129_600), ("P1W", 604_800)])
    func compoundDurationsMoveTheClock(step: String, seconds: TimeInterval) throws {
        #expect(run(["set", "time-rate", "real"]).status == ExitStatus.ok)
        let start = try clock(after: run(["advance", "1s"]).output)
        let moved = run(["advance", step])
        #expect(moved.status == ExitStatus.ok, "\(step): \(moved.error)")
        let distance = try clock(after: moved.output).timeIntervalSince(start)
        #expect(distance >= seconds && distance < seconds + 600, "\(step): \(moved.output)")
        if seconds == 0 {
            #expect(moved.output.contains("\(step) is zero: the sandbox clock stays at"), "\(moved.output)")
        }
    }

    @Test func calendarPartsAreCalendarOnes() throws {
        #expect(run(["set", "time-rate", "real"]).status == ExitStatus.ok)
        let start = try clock(after: run(["advance", "1s"]).output)
        let moved = try clock(after: run(["advance", "P1Y2M"]).output)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let end = try #require(calendar.date(byAdding: DateComponents(year: 1, month: 2), to: start))
        #expect(moved >= end && moved < end.addingTimeInterval(600))
    }

    @Test(arguments: ["P", "PT", "P1DT", "P1M1Y", "P1.5Y", "PT1H1H", "P-1D", "P1D2", "PT1D", "P1.5DT1H", "1.5h"])
    func invalidDurationsAreRefusedNamingTheForm(step: String) {
        let refused = run(["advance", step])
        #expect(refused.status == ExitStatus.usage, "\(step)")
        #expect(refused.error.contains("'\(step)' is not a duration") && refused.error.contains("ISO 8601 duration such as P1M, P3D, P1DT12H"),
                "\(refused.error)")
    }

    @Test func renewalsAndAScheduledPlanChangeAreReported() {
        #expect(run(["set", "time-rate", "real"]).status == ExitStatus.ok)
        #expect(run(["buy", "demo.plus.premium.monthly"]).status == ExitStatus.ok)
        #expect(run(["change", "demo.plus.basic.weekly"]).status == ExitStatus.ok)
        let advanced = run(["advance", "P1M"])
        #expect(advanced.status == ExitStatus.ok)
        #expect(advanced.output.hasSuffix(": 1 renewal, 1 plan change applied.\n"), "\(advanced.output)")
        #expect(run(["advance", "P2W"]).output.hasSuffix(": 2 renewals.\n"))
    }

    @Test func aRedeemedOfferStartingIsReported() {
        #expect(run(["set", "time-rate", "real"]).status == ExitStatus.ok)
        #expect(run(["buy", "demo.plus.premium.yearly"]).status == ExitStatus.ok)
        #expect(run(["redeem", "HALFYEAR"]).status == ExitStatus.ok)
        let advanced = run(["advance", "P8D"])
        #expect(advanced.output.hasSuffix(": 1 renewal, 1 offer started.\n"), "\(advanced.output)")
    }

    /// Found by QA: one advance past a failed renewal, its grace period and its billing retry said "1 expiration".
    @Test func everyStepOfAFailedRenewalIsReportedWhenOneAdvancePassesThemAll() {
        #expect(run(["set", "time-rate", "real"]).status == ExitStatus.ok)
        #expect(run(["set", "billing-grace-period", "on"]).status == ExitStatus.ok)
        #expect(run(["buy", "demo.plus.basic.weekly"]).status == ExitStatus.ok)
        #expect(run(["billing-issue", "demo.plus.basic.weekly", "on"]).status == ExitStatus.ok)
        let advanced = run(["advance", "P80D"])
        #expect(advanced.output.hasSuffix(": 1 renewal that failed to bill, 1 grace period ended, 1 billing retry ended (expired).\n"),
                "\(advanced.output)")

        #expect(run(["buy", "demo.plus.basic.weekly"]).status == ExitStatus.ok)
        #expect(run(["billing-issue", "demo.plus.basic.weekly", "on"]).status == ExitStatus.ok)
        #expect(run(["advance", "P8D"]).output.hasSuffix(": 1 renewal that failed to bill.\n"))
        let rest = run(["advance", "P70D"])
        #expect(rest.output.hasSuffix(": 1 grace period ended, 1 billing retry ended (expired).\n"), "\(rest.output)")
    }

    @Test func expirationsBillingRetryEndsAndRefundsAreReported() {
        #expect(run(["set", "time-rate", "real"]).status == ExitStatus.ok)
        #expect(run(["set", "billing-grace-period", "off"]).status == ExitStatus.ok)
        #expect(run(["buy", "demo.plus.basic.weekly"]).status == ExitStatus.ok)
        #expect(run(["billing-issue", "demo.plus.basic.weekly", "on"]).status == ExitStatus.ok)
        #expect(run(["advance", "P8D"]).output.hasSuffix(": 1 renewal that failed to bill.\n"))
        #expect(run(["advance", "P60D"]).output.hasSuffix(": 1 billing retry ended (expired).\n"))

        #expect(run(["buy", "demo.news.digital.monthly"]).status == ExitStatus.ok)
        #expect(run(["cancel-renewal", "demo.news.digital.monthly"]).status == ExitStatus.ok)
        #expect(run(["buy", "demo.lifetime"]).status == ExitStatus.ok)
        let requested = run(["refund-request", "3"])
        #expect(requested.status == ExitStatus.ok, "\(requested.error)")
        #expect(run(["advance", "P2M"]).output.hasSuffix(": 1 expiration, 1 refund granted.\n"))
        #expect(run(["advance", "P0D"]).output.hasSuffix(": nothing happened.\n"))
    }
}
