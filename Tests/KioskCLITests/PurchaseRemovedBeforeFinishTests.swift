import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: `kiosk sandbox buy X --finish` racing a `reset` in another process exited 65 saying only "There is no
/// transaction N in the ledger.": the purchase was made, then the reset removed it before the finish. It says so, with
/// the status its help documents. The reset (or delete) is made between the purchase and its finish through a second
/// store on the same ledger, as another shell would.
@Suite("kiosk sandbox buy --finish of a purchase another process removed before the finish")
struct PurchaseRemovedBeforeFinishTests {
    /// Buys `productID` on a store of its own, lets `remove` act from another store on the same ledger, then runs what
    /// `buy --finish` does after the purchase.
    private func buyThenFinish(_ productID: String, removing remove: (SandboxStore, Int64) throws -> Void) throws -> (failure: CommandFailure?, console: Console) {
        let state = TemporaryDirectory()
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        guard case .completed(let record) = try store.purchase(PurchaseRequest(productID: productID)) else {
            Issue.record("the purchase did not complete")
            return (nil, Console.capturing(isTerminal: false))
        }
        try remove(try SandboxStore(catalog: .demo, stateDirectory: state.url), record.id)
        var arguments = ParsedArguments(commandPath: ["kiosk", "sandbox", "buy"])
        arguments.optionValues["state"] = [state.path]
        arguments.flags.insert("finish")
        let console = Console.capturing(isTerminal: false)
        do {
            _ = try SandboxCommand.bought(record, arguments, console, store: store, restart: AutoRenewRestart(before: nil))
            return (nil, console)
        } catch let failure as CommandFailure {
            return (failure, console)
        }
    }

    @Test(arguments: ["demo.lifetime", "demo.coins.100"])
    func aResetBetweenThePurchaseAndItsFinishIsSaid(productID: String) throws {
        let (failure, console) = try buyThenFinish(productID) { other, _ in _ = try other.reset() }
        let said = try #require(failure, "\(console.output)")
        #expect(said.status == ExitStatus.dataError)
        #expect(said.message == "The purchase of \(productID) was completed as transaction 1, then a reset ('kiosk sandbox reset') in another process "
                + "removed it from the ledger before it could be finished; nothing of it is left to deliver or finish.", "\(said.message)")
        #expect(console.output.isEmpty, "nothing was bought to say: \(console.output)")
    }

    @Test func aDeleteBetweenThePurchaseAndItsFinishIsSaid() throws {
        let (failure, _) = try buyThenFinish("demo.lifetime") { other, id in _ = try other.delete(id) }
        let said = try #require(failure)
        #expect(said.message.contains("then a delete ('kiosk sandbox delete 1') in another process removed it"), "\(said.message)")
    }

    @Test func buysHelpSaysWhatARemovalBeforeTheFinishExitsWith() {
        let help = runKiosk(["sandbox", "buy", "--help"]).console.output
        #expect(help.contains("When another process removes the transaction (a reset, or a delete of it) after the"), "\(help)")
        #expect(help.contains("exits 65"), "\(help)")
    }
}
