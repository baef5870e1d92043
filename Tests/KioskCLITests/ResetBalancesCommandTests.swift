import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: `kiosk sandbox reset` left coin balances in the customer book, though every transaction that delivered
/// them was gone. The reset's help and answer say the balances go with the transactions, and they do.
@Suite("kiosk sandbox reset and the customers' balances")
struct ResetBalancesCommandTests {
    @Test func aResetTakesTheBalancesTheRemovedTransactionsCredited() {
        let state = TemporaryDirectory()
        func run(_ words: [String]) -> (status: Int32, console: Console) { runKiosk(["sandbox", "--state", state.path] + words) }
        #expect(run(["buy", "demo.coins.600", "--customer", "ann"]).status == ExitStatus.ok)
        #expect(run(["spend", "coins", "100", "--customer", "ann"]).status == ExitStatus.ok)
        #expect(run(["status", "--customer", "ann"]).console.output.contains("coins (Coins): 500"))
        let reset = run(["reset"])
        #expect(reset.console.output == "Reset the ledger: removed 1 transaction, the balances they credited and every setting override.\n")
        let status = run(["status", "--customer", "ann"]).console.output
        #expect(status.contains("coins (Coins): 0"), "\(status)")
        #expect(run(["buy", "demo.coins.100", "--customer", "ann"]).status == ExitStatus.ok)
        #expect(run(["status", "--customer", "ann"]).console.output.contains("coins (Coins): 100"))
        #expect(run(["reset", "--help"]).console.output.contains("Every customer's balances start again from zero"))
    }
}
