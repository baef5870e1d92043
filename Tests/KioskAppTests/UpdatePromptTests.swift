import Foundation
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("App update prompt: checked at start when due, from home on request")
struct UpdatePromptTests {
    static let demoUpdates = UpdateSettings(source: .demo, currentVersion: AppVersion("2.4")!)

    /// A pilot on `store` that checks for an update on its first tick.
    static func startingPilot(_ store: StorePilot, force: Bool = false) -> Pilot {
        var state = store.pilot.state
        state.checksForUpdateAtStart = true
        state.forcesUpdatePrompt = force
        return Pilot(size: state.size, performer: StoreEffectPerformer(store: store.store, updates: demoUpdates, installationSource: .unknown), state: state)
    }

    @Test func aNewerVersionAtStartOpensThePromptWithNotesAndLaterCloses() async throws {
        let store = try StorePilot(updates: Self.demoUpdates)
        var pilot = Self.startingPilot(store)
        pilot.send(.tick(store.clock.now()))
        #expect(pilot.pendingTasks.contains(.checkForUpdate(force: false)))
        await pilot.settle()
        #expect(pilot.state.current.kind == .updatePrompt)
        let text = pilot.screenText
        #expect(text.contains("Version 2.10.0 is available"))
        #expect(text.contains("Offer codes from the store screen"))
        #expect(text.contains("Update") && text.contains("Later"))
        pilot.send(.tick(store.clock.now()))
        #expect(!pilot.pendingTasks.contains(.checkForUpdate(force: false)), "only the first tick checks")
        #expect(await pilot.choose("Later"))
        #expect(pilot.state.current.kind == .home)
        #expect(pilot.state.notice == "You will be asked again in a day.")
    }

    @Test func updateLeavesTheStorePageInTheStatusLine() async throws {
        let store = try StorePilot(updates: Self.demoUpdates)
        var pilot = Self.startingPilot(store)
        pilot.send(.tick(store.clock.now()))
        await pilot.settle()
        #expect(await pilot.choose("Update"))
        #expect(pilot.state.current.kind == .home)
        #expect(pilot.state.notice == "Open https://example.com/kiosk/2.10 to update.")
    }

    @Test func aSecondStartWithinADayIsThrottledUnlessForced() async throws {
        let store = try StorePilot(updates: Self.demoUpdates)
        var first = Self.startingPilot(store)
        first.send(.tick(store.clock.now()))
        await first.settle()
        #expect(first.state.current.kind == .updatePrompt)

        store.clock.advance(by: 3_600)
        var second = Self.startingPilot(store)
        second.send(.tick(store.clock.now()))
        await second.settle()
        #expect(second.state.current.kind == .home, "throttled: no prompt an hour later")
        #expect(second.state.updateCheck == .checked(.throttled))

        var forced = Self.startingPilot(store, force: true)
        forced.send(.tick(store.clock.now()))
        #expect(forced.pendingTasks.contains(.checkForUpdate(force: true)))
        await forced.settle()
        #expect(forced.state.current.kind == .updatePrompt)

        store.clock.advance(by: 25 * 3_600)
        var nextDay = Self.startingPilot(store)
        nextDay.send(.tick(store.clock.now()))
        await nextDay.settle()
        #expect(nextDay.state.current.kind == .updatePrompt, "due again after 24 hours")
    }

    @Test func homeChecksOnRequestAndSaysWhenUpToDate() async throws {
        let store = try StorePilot(updates: UpdateSettings(source: .demo, currentVersion: AppVersion("2.10")!))
        var pilot = store.pilot
        #expect(await pilot.choose("Check for an update"))
        #expect(pilot.state.current.kind == .updatePrompt)
        #expect(pilot.screenText.contains("This is the newest version."))
        #expect(await pilot.choose("Back"))
        #expect(pilot.state.current.kind == .home)
    }

    @Test func aBrokenAnswerIsExplainedAndNothingConfiguredSaysSo() async throws {
        let store = try StorePilot()
        let file = store.directory.file("lookup.json")
        try Data("{\"results\": 3}".utf8).write(to: file)
        var broken = Pilot(size: store.pilot.state.size,
                           performer: StoreEffectPerformer(store: store.store, updates: UpdateSettings(source: .file(file), currentVersion: AppVersion("1.0")!), installationSource: .unknown),
                           state: store.pilot.state)
        #expect(await broken.choose("Check for an update"))
        #expect(broken.screenText.contains("The update check failed"))
        #expect(broken.screenText.contains("lookup.json:1:13:") && broken.screenText.contains("$.results is not an array of objects; found a number."))
        var plain = store.pilot
        #expect(await plain.choose("Check for an update"))
        #expect(plain.screenText.contains("No update answer is configured"))
    }

    @Test func whileCheckingASecondRequestStartsNothing() {
        var pilot = Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer())
        var state = pilot.state
        _ = ActionRunner.run(.perform(.checkForUpdate(force: true)), in: &state)
        #expect(state.isCheckingForUpdate && state.current.kind == .updatePrompt)
        #expect(ActionRunner.start(.checkForUpdate(force: true), in: &state).isEmpty)
        pilot = Pilot(size: state.size, performer: ScriptedPerformer(), state: state)
        #expect(pilot.screenText.contains("Checking for an update…"))
    }
}
