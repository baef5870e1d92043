import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: under the simulated Verification error `buy --customer` said the purchase did not verify, yet `list`
/// said "verified", and `kiosk sandbox finish` then finished the undelivered consumable, so its coins were never
/// credited: paid for, got nothing. `list` shows the verification the app sees, and `finish` refuses such a
/// transaction, which is delivered once it verifies.
@Suite("kiosk sandbox list and finish under the simulated Verification error")
struct UnverifiedFinishCommandTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output, console.errorOutput)
    }

    /// The first row `list --json` prints.
    func firstRow() throws -> [String: Any] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run(["list", "--json"]).output.utf8)) as? [[String: Any]])
        return try #require(rows.first)
    }

    @Test func listSaysUnverifiedAndFinishRefusesSoTheCoinsAreCreditedOnceItVerifies() throws {
        #expect(run(["set", "error", "verification", "unverifiedTransaction"]).status == ExitStatus.ok)
        let bought = run(["buy", "demo.coins.100", "--customer", "al"])
        #expect(bought.status == ExitStatus.failure && bought.output.contains("is left unfinished: it is not verified"), "\(bought.output)")

        var row = try firstRow()
        #expect(row["signature"] as? String == "UNVERIFIED")
        let problem = row["signatureProblem"] as? String ?? ""
        #expect(problem.contains("the simulated error unverifiedTransaction") && problem.hasSuffix("Its signature itself verifies."), "\(problem)")
        #expect(run(["list"]).output.contains("UNVERIFIED: Verification failed with the simulated error unverifiedTransaction"))

        let finish = run(["finish", "1"])
        #expect(finish.status == ExitStatus.failure, "\(finish.output)")
        #expect(finish.error.contains("Transaction 1 (demo.coins.100) does not verify as the app sees it ("), "\(finish.error)")
        #expect(finish.error.contains("It stays unfinished; once it verifies, the app delivers and finishes it"), "\(finish.error)")
        row = try firstRow()
        #expect(row["isFinished"] as? Bool == false)

        #expect(run(["set", "error", "verification", "off"]).status == ExitStatus.ok)
        #expect(try firstRow()["signature"] as? String == "verified")
        let delivered = run(["deliver", "--customer", "al"])
        #expect(delivered.output.contains("Credited 100 to coins (transaction 1)."), "\(delivered.output)")
        #expect(run(["finish", "1"]).status == ExitStatus.ok, "finished already: nothing changes")
    }

    /// Without the simulated error, finishing an unfinished purchase is what it was: the app's acknowledgement.
    @Test func aVerifiedTransactionIsFinishedAsBefore() {
        #expect(run(["buy", "demo.coins.100"]).status == ExitStatus.ok)
        let finish = run(["finish", "1"])
        #expect(finish.status == ExitStatus.ok && finish.output.contains("Finished transaction 1"), "\(finish.output)\(finish.error)")
    }
}
