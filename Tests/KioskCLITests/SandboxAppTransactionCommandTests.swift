import Foundation
import Testing
import TestSupport
@testable import KioskCLI

@Suite("kiosk sandbox app-transaction and original-app-version")
struct SandboxAppTransactionCommandTests {
    private func run(_ state: TemporaryDirectory, _ words: [String]) -> (status: Int32, console: Console) {
        runKiosk(["sandbox", "--state", state.path] + words)
    }

    private func json(_ console: Console) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
    }

    @Test func theFirstCallIssuesTheAppTransactionAndLaterOnesShowIt() throws {
        let state = TemporaryDirectory()
        let (code, console) = run(state, ["app-transaction", "--customer", "ann", "--app-version", "1.5", "--json"])
        #expect(code == ExitStatus.ok, "\(console.errorOutput)")
        let first = try json(console)
        #expect(first["originalAppVersion"] as? String == "1.5" && first["environment"] as? String == "Xcode")
        #expect(first["verified"] as? Bool == true && first["customer"] as? String == "ann")
        let text = run(state, ["app-transaction", "--customer", "ann"]).console.output
        #expect(text.contains("original app version:   1.5") && text.contains("app version:            2.0"))
        #expect(text.hasPrefix("App transaction \(first["appTransactionID"] as? String ?? "?") of ann (verified)"))
    }

    @Test func settingAnOldOriginalVersionUnlocksTheMigrationEntitlements() throws {
        let state = TemporaryDirectory()
        #expect(run(state, ["app-transaction", "--customer", "ann"]).status == ExitStatus.ok)
        #expect(run(state, ["status", "--customer", "ann"]).console.output.contains("  ad_free: inactive"))
        let (code, console) = run(state, ["set", "original-app-version", "1.0"])
        #expect(code == ExitStatus.ok && console.output == "App transactions now report original app version 1.0.\n")
        #expect(run(state, ["status", "--customer", "ann"]).console.output
            .contains("  ad_free: active from the app's original purchase (original app version 1.0)"))
        #expect(run(state, ["buy", "demo.plus.basic.weekly", "--customer", "ann"]).console.errorOutput
            .contains("already has \"ad_free\" from the app first bought at version 1.0"))
        #expect(run(state, ["app-transaction", "--customer", "bob", "--original-app-version", "off"]).console.output
            .contains("original app version:   2.0"))
        let (bad, badConsole) = run(state, ["set", "original-app-version", "soon"])
        #expect(bad == ExitStatus.usage && badConsole.errorOutput.contains("'soon' is not an app version such as 1.0 or 2.3.1 (or off)."))
    }

    @Test func theSimulatedErrorIsReported() {
        let state = TemporaryDirectory()
        #expect(run(state, ["set", "error", "app-transaction", "networkError"]).status == ExitStatus.ok)
        let (code, console) = run(state, ["app-transaction"])
        #expect(code == ExitStatus.unavailable)
        #expect(console.errorOutput.contains("App Transaction failed with the simulated error networkError"))
    }
}
