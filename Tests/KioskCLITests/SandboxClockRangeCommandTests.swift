import Foundation
import Testing
import TestSupport
@testable import KioskCLI
@testable import PaywallModel

/// `kiosk sandbox advance` keeps the clock in its range, never overflows, and bounds the renewals one advance writes.
@Suite("kiosk sandbox advance: range and renewal bound")
struct SandboxClockRangeCommandTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output, console.errorOutput)
    }

    /// The year the clock shows after `advance STEP` succeeds.
    func yearAfterAdvancing(_ step: String) throws -> Int {
        let result = run(["advance", step])
        #expect(result.status == ExitStatus.ok, "\(step): \(result.error)")
        let date = try #require(result.output.split(separator: " ").first { $0.contains("T") && $0.hasSuffix("Z:") })
        return try #require(Int(date.prefix { $0 != "-" }))
    }

    @Test(arguments: ["P200000000Y", "P999999999Y", "P999999999M", "P999999999W", "P999999999D", "P8000Y",
                      "9999999999999999w", "PT9223372036854775807S", "106751991167d"])
    func stepsPastTheRangeAreRefusedAndLeaveTheClock(step: String) throws {
        let before = try yearAfterAdvancing("1s")
        let refused = run(["advance", step])
        #expect(refused.status == ExitStatus.usage)
        #expect(refused.error.contains("1970-01-01T00:00:00Z through 9999-12-31T23:59:59.999Z"), "\(refused.error)")
        #expect(try yearAfterAdvancing("1s") == before, "the clock stays where it was")
    }

    @Test func theClockMovesForwardUpToItsLatestDateAndNeverBack() throws {
        let start = try yearAfterAdvancing("1s")
        let far = try yearAfterAdvancing("P7900Y")
        #expect(far == start + 7_900)
        #expect(try yearAfterAdvancing("P1D") >= far, "a later day never moves the clock backwards")
        #expect(run(["advance", "P100Y"]).status == ExitStatus.usage)
        #expect(try yearAfterAdvancing("P1D") >= far)
    }

    @Test func anAdvanceThatWouldMakeTooManyRenewalsChangesNothing() throws {
        #expect(run(["set", "time-rate", "real"]).status == ExitStatus.ok)
        #expect(run(["buy", "demo.plus.basic.weekly"]).status == ExitStatus.ok)
        let rowsBefore = run(["list", "--json"]).output
        let before = try yearAfterAdvancing("1s")
        // 200 years of weekly renewals is over 10,000.
        let refused = run(["advance", "P200Y"])
        #expect(refused.status == ExitStatus.dataError)
        #expect(refused.error.contains("more than 10000 renewals") && refused.error.contains("nothing was changed"), "\(refused.error)")
        #expect(run(["list", "--json"]).output == rowsBefore, "no renewal was written")
        #expect(try yearAfterAdvancing("1s") == before, "the clock did not move")
        // In smaller steps it goes through.
        let advanced = run(["advance", "P100Y"])
        #expect(advanced.status == ExitStatus.ok && advanced.output.contains(" renewals"))
    }
}
