import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: al asked (Ask to Buy) for Plus Premium while nobody subscribed to Kiosk Plus; bo then subscribed to
/// Plus Standard; approving al's request made it an upgrade of bo's subscription: bo lost access and the unused rest
/// of what bo paid was credited to al. The same with an interrupted purchase resolved. A direct purchase by al at that
/// moment is refused (the group's subscription is bo's); approving and resolving are refused alike, nothing written,
/// and the request still waits.
@Suite("Approving or resolving a request never takes over another customer's subscription")
struct RequestForAnotherCustomersGroupTests {
    private func run(_ state: TemporaryDirectory, _ words: [String]) -> (status: Int32, console: Console) {
        runKiosk(["sandbox", "--state", state.path] + words)
    }

    @Test(arguments: [("ask-to-buy", "approve"), ("interrupted", "resolve")])
    func aRequestIsNotCompletedOverAnotherCustomersSubscription(setting: String, action: String) throws {
        let state = TemporaryDirectory()
        #expect(run(state, ["set", "time-rate", "real"]).status == ExitStatus.ok)
        #expect(run(state, ["set", setting, "on"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.plus.premium.monthly", "--customer", "al"]).status == ExitStatus.ok)
        #expect(run(state, ["set", setting, "off"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.plus.standard.monthly", "--customer", "bo"]).status == ExitStatus.ok)
        let before = run(state, ["list", "--json"]).console.output

        let refused = run(state, [action, "1"])
        #expect(refused.status == ExitStatus.dataError, "\(refused.console.output)\(refused.console.errorOutput)")
        #expect(refused.console.errorOutput.contains("Request 1 is al's, but the group's subscription (demo.plus.standard.monthly, original transaction 2) is bo's"),
                "\(refused.console.errorOutput)")
        // Found by QA: an interrupted purchase cannot be declined ('kiosk sandbox decline' refuses it), so only an Ask
        // to Buy request is told it may be.
        #expect(refused.console.errorOutput.contains("decline it") == (action == "approve"), "\(refused.console.errorOutput)")
        #expect(run(state, ["list", "--json"]).console.output == before, "nothing written: the request still waits, bo's plan is as it was")
        let bo = run(state, ["status", "--customer", "bo"]).console.output
        #expect(bo.contains("plus: active from demo.plus.standard.monthly (transaction 2)"), "\(bo)")

        // Once bo's subscription is al's (a restore moves it), the request completes as a plan change of it.
        #expect(run(state, ["restore", "--customer", "al"]).status == ExitStatus.ok)
        let approved = run(state, [action, "1"])
        #expect(approved.status == ExitStatus.ok, "\(approved.console.errorOutput)")
    }
}
