import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: `--customer ""` made a customer with no name ("Bought demo.coins.100 for : ..."), a name with a
/// line break was printed over two lines (as two customers in `customers`), and `buy --customer al` dropped
/// `--family` and `--account-token` without a word (an ordinary purchase, with al's own token, was charged). Each is
/// refused as a usage error (64), before anything is written.
@Suite("--customer's value, and the buy options a customer's purchase cannot take, are refused")
struct CustomerOptionValueTests {
    private func run(_ state: TemporaryDirectory, _ words: [String]) -> (status: Int32, console: Console) {
        runKiosk(["sandbox", "--state", state.path] + words)
    }

    @Test(arguments: [
        ["buy", "demo.coins.100", "--customer", ""],
        ["buy", "demo.coins.100", "--customer", "  "],
        ["buy", "demo.coins.100", "--customer", "x\ny"],
        ["status", "--customer", "a\u{1B}[31mb"],
        ["buy", "demo.lifetime", "--customer", "al", "--family"],
        ["buy", "demo.coins.100", "--customer", "al", "--account-token", "11111111-2222-3333-4444-555555555555"],
    ])
    func isAUsageErrorAndWritesNothing(words: [String]) throws {
        let state = TemporaryDirectory()
        let (status, console) = run(state, words)
        #expect(status == ExitStatus.usage, "\(console.output)\(console.errorOutput)")
        #expect(console.errorOutput.hasPrefix("kiosk: error: "), "\(console.errorOutput)")
        #expect(!console.errorOutput.contains("\u{1B}"), "no escape reaches the terminal: \(console.errorOutput)")
        if words.contains("x\ny") { #expect(console.errorOutput.contains("\"x\\u{A}y\""), "the name is shown escaped: \(console.errorOutput)") }
        #expect(run(state, ["list"]).console.output.contains("has no transactions"))
        #expect(run(state, ["customers"]).console.output.contains("No customers yet"), "\(run(state, ["customers"]).console.output)")
    }
}
