import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Consumable delivery after a real crash", .needsKioskBinary)
struct ConsumableCrashTests {
    @Test func aCrashAfterTheCreditBeforeTheFinishIsDeliveredOnceOnTheNextLaunch() throws {
        let state = TemporaryDirectory()
        let crash = try KioskProcess.run(["sandbox", "--state", state.path, "buy", "demo.coins.100", "--customer", "bob"],
                                         environment: [CrashPoint.environmentVariable: "delivery.before-finish"])
        #expect(crash.crashed && crash.output.isEmpty, "\(crash.error)")
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        #expect(try store.records().map(\.isFinished) == [false])
        #expect(try CustomerBook(directory: state.url).balance("coins", customer: "bob") == 100)

        let relaunch = try KioskProcess.run(["sandbox", "--state", state.path, "deliver", "--customer", "bob"])
        #expect(relaunch.status == 0 && relaunch.output == "Transaction 1 was credited before; finished it.\n", "\(relaunch.error)")
        #expect(try store.records().map(\.isFinished) == [true])
        #expect(try CustomerBook(directory: state.url).balance("coins", customer: "bob") == 100)
    }

    @Test func aCrashBeforeTheCreditIsCreditedOnTheNextLaunch() throws {
        let state = TemporaryDirectory()
        let crash = try KioskProcess.run(["sandbox", "--state", state.path, "buy", "demo.coins.600", "--quantity", "2", "--customer", "bob"],
                                         environment: [CrashPoint.environmentVariable: "purchase.after-commit"])
        #expect(crash.crashed)
        #expect(try CustomerBook(directory: state.url).balance("coins", customer: "bob") == 0)
        // Another customer's launch leaves bob's transaction alone.
        let alice = try KioskProcess.run(["sandbox", "--state", state.path, "deliver", "--customer", "alice"])
        #expect(alice.output.hasPrefix("Nothing to credit for alice"))
        let relaunch = try KioskProcess.run(["sandbox", "--state", state.path, "deliver", "--customer", "bob"])
        #expect(relaunch.output == "Credited 1200 to coins (transaction 1).\n", "\(relaunch.error)")
        #expect(try CustomerBook(directory: state.url).balance("coins", customer: "bob") == 1200)
        #expect(try SandboxStore(catalog: .demo, stateDirectory: state.url).records().map(\.isFinished) == [true])
    }
}
