import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: with 'set original-app-version 1.4', what the rules grant below 2.0 appeared only once 'app-transaction'
/// had been read for the customer: before, 'status' said inactive and 'buy demo.lifetime' charged 99.99 USD for what
/// they already had. A customer's app transaction exists from their first command, as StoreKit's does for an
/// installed app, so status and the already-entitled check agree from the start.
@Suite("A customer's app transaction exists from their first command")
struct AppTransactionFromTheStartTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output, console.errorOutput)
    }

    @Test func statusAndBuyingAgreeBeforeTheAppTransactionIsRead() {
        #expect(run(["set", "time-rate", "0"]).status == ExitStatus.ok)
        #expect(run(["set", "original-app-version", "1.4"]).status == ExitStatus.ok)
        #expect(run(["status", "--customer", "bob"]).output.contains("  plus: active from the app's original purchase (original app version 1.4)"))
        let bought = run(["buy", "demo.lifetime", "--customer", "carl"])
        #expect(bought.status == ExitStatus.failure, "\(bought.output)")
        #expect(bought.error.contains("carl already has \"plus\" from the app first bought at version 1.4"), "\(bought.error)")
        #expect(!run(["list"]).output.contains("demo.lifetime"), "nothing was charged")
        #expect(run(["app-transaction", "--customer", "carl"]).output.contains("original app version:   1.4"))
    }

    /// Without the setting, the first command's launch is at the default version, which the demo rules grant nothing.
    @Test func withoutTheSettingTheCustomerFirstLaunchedTheDefaultVersion() {
        #expect(run(["status", "--customer", "dan"]).output.contains("  plus: inactive"))
        #expect(run(["app-transaction", "--customer", "dan"]).output.contains("original app version:   \(SandboxAppTransactionCommand.defaultAppVersion)"))
    }
}
