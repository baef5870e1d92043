import Foundation
import Testing
@testable import KioskApp

@Suite("Help overlay and quitting")
struct OverlayAndQuitTests {
    private func pilot() -> Pilot {
        Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer())
    }

    /// A pilot with a purchase of `productID` in flight.
    private func pilotBuying(_ productID: String) -> Pilot {
        var state = AppState(size: TerminalSize(width: 80, height: 24), now: Date())
        let effects = ActionRunner.start(.purchase(productID: productID), in: &state)
        #expect(effects == [.perform(.purchase(productID: productID))])
        return Pilot(size: state.size, performer: ScriptedPerformer(), state: state)
    }

    @Test func helpListsEveryKeyAndAnyKeyClosesIt() {
        var pilot = pilot()
        pilot.press(.character("?"))
        #expect(pilot.state.overlay == .help)
        let text = pilot.screenText
        for binding in KeyBindings.all {
            #expect(text.contains(binding.keys), "help is missing \(binding.keys)")
            #expect(text.contains(binding.meaning), "help is missing \(binding.meaning)")
        }
        pilot.press(.character("j"))
        #expect(pilot.state.overlay == nil)
        #expect(pilot.state.current.selection == 0, "the key that closes help does nothing else")
    }

    @Test func quitWithNothingInFlightQuitsAtOnce() {
        var pilot = pilot()
        pilot.press(.character("q"))
        #expect(pilot.state.isQuitting)
        #expect(pilot.effects == [.quit])
    }

    @Test func quitDuringAPurchaseAsksFirst() {
        var pilot = pilotBuying("pro.monthly")
        pilot.press(.character("q"))
        #expect(!pilot.state.isQuitting)
        #expect(pilot.state.overlay == .confirmQuit)
        #expect(pilot.screenText.contains("A purchase is in progress (pro.monthly)."))
        pilot.press(.character("n"))
        #expect(pilot.state.overlay == nil && !pilot.state.isQuitting)
        pilot.press(.character("q"), .character("y"))
        #expect(pilot.state.isQuitting)
        #expect(pilot.effects.last == .quit)
    }

    @Test func ctrlCQuitsEvenDuringAPurchaseAndCtrlZSuspends() {
        var pilot = pilotBuying("a")
        pilot.press(.control("z"))
        #expect(pilot.effects.last == .suspend)
        pilot.press(.control("c"))
        #expect(pilot.state.isQuitting)
        #expect(pilot.effects.last == .quit)
    }

    @Test func terminateMessageQuits() {
        var pilot = pilot()
        pilot.send(.terminate)
        #expect(pilot.state.isQuitting)
        #expect(pilot.effects == [.quit])
    }
}
