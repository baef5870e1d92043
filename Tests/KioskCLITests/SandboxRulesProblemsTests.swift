import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: `kiosk sandbox status --rules F` and `buy --customer` with a rules file that kiosk rules check
/// finds errors in (an unknown product, a capability rule "sometimes") said nothing about them and exited 0, though
/// the rules are checked whenever the file is loaded. They say what is wrong on standard error, as the interactive
/// program does, and go on with what could be read.
@Suite("The sandbox's customer commands report the rules file's problems")
struct SandboxRulesProblemsTests {
    @Test func statusAndBuyForACustomerReportTheProblems() throws {
        let state = TemporaryDirectory()
        let rules = state.file("shop.rules.json")
        try Data(#"{"entitlements": {"pro": {"products": ["demo.lifetime", "demo.nope"]}}, "tiers": {"t": {"level": 1}}, "capabilities": {"x": {"t": "sometimes"}}}"#.utf8)
            .write(to: rules)
        for words in [["status", "--customer", "al"], ["buy", "demo.lifetime", "--customer", "al"]] {
            let (status, console) = runKiosk(["sandbox", "--state", state.path] + words + ["--rules", rules.path])
            #expect(status == ExitStatus.ok, "\(words): \(console.errorOutput)")
            #expect(console.errorOutput.contains("kiosk: \(rules.path):1:57: $.entitlements.pro.products[1]: error: \"demo.nope\" is not a product in the catalog"),
                    "\(words): \(console.errorOutput)")
            #expect(console.errorOutput.contains("$.capabilities.x.t: error: expected true, false"), "\(words): \(console.errorOutput)")
        }
    }
}
