import Foundation
import Testing
@testable import KioskApp

@Suite("Restore, offer codes and purchases: effects out, results in")
struct TaskFlowTests {
    @Test func restoreAsksForTheEffectOnceAndShowsTheResult() async {
        var pilot = Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer())
        pilot.press(.down, .down, .enter, .enter)
        #expect(pilot.pendingTasks == [.restore])
        #expect(pilot.screenText.contains("Restoring…"))
        pilot.press(.enter)
        #expect(pilot.pendingTasks == [.restore], "a second Enter while restoring starts nothing")
        await pilot.settle()
        #expect(!pilot.state.isRestoring)
        #expect(pilot.screenText.contains("2 purchases restored"))
    }

    @Test func restoreFailureIsShown() async {
        var pilot = Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer(restore: .failed("offline")))
        pilot.press(.down, .down, .enter, .enter)
        await pilot.settle()
        #expect(pilot.screenText.contains("Failed: offline"))
    }

    @Test func offerCodeFieldTakesLettersThatAreOtherwiseCommands() async {
        var pilot = Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer())
        pilot.press(.down, .down, .down, .enter)
        #expect(pilot.state.current.kind == .offerCode)
        pilot.press(.enter)
        #expect(pilot.pendingTasks.isEmpty)
        #expect(pilot.screenText.contains("Type a code first."))
        pilot.type("qj?x")
        pilot.press(.backspace)
        #expect(pilot.screenText.contains("Code: qj?_"))
        #expect(!pilot.state.isQuitting && pilot.state.overlay == nil)
        pilot.press(.enter)
        #expect(pilot.pendingTasks == [.lookUpCode(code: "qj?")])
        await pilot.settle()
        #expect(pilot.screenText.contains("Failed: no store in this test"))
        pilot.press(.backspace, .backspace, .backspace, .backspace)
        #expect(pilot.state.current.kind == .home, "Backspace on an empty field goes back")
    }

    @Test func failedPurchaseOffersToTryAgain() {
        var state = AppState(size: TerminalSize(width: 80, height: 24), now: Date())
        _ = ActionRunner.start(.purchase(productID: "coins.100"), in: &state)
        var pilot = Pilot(size: state.size, performer: ScriptedPerformer(), state: state)
        #expect(pilot.screenText.contains("Purchasing coins.100…"))
        pilot.send(.effectFinished(.purchase(productID: "coins.100", outcome: .failed("payment declined"))))
        #expect(pilot.state.current.kind == .purchase(productID: "coins.100"))
        #expect(pilot.screenText.contains("Failed: payment declined"))
        #expect(!pilot.state.isPurchaseInFlight)
        pilot.press(.enter)
        #expect(pilot.state.purchasesInFlight == ["coins.100"])
        #expect(pilot.state.stack.count == 2, "trying again stays on the same purchase screen")
    }
}
