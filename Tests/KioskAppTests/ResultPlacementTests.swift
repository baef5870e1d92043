import Foundation
import Testing
@testable import KioskApp

/// Results belong to the screen they came from: shown there, never on other screens, gone with the screen.
@Suite("Result placement: each outcome on the screen that started its task")
struct ResultPlacementTests {
    static let size = TerminalSize(width: 80, height: 24)

    @Test func settingChangeShowsOnSettingsOnlyAndNotAfterReopening() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("Settings")
        await session.pilot.choose("Ask to Buy")
        #expect(session.pilot.screenText.contains("Ask to Buy is on: every purchase waits"))
        for path in [["Store", "Lifetime Unlock"], ["Transaction manager"], ["My purchases"]] {
            await session.pilot.visit(path)
            #expect(!session.pilot.screenText.contains("Ask to Buy is on"), "\(path) does not show the setting's result")
        }
        session.pilot.goHome()
        await session.pilot.choose("Settings")
        #expect(!session.pilot.screenText.contains("Ask to Buy is on"), "settings opened again start without the old result")
    }

    @Test func redeemResultGoesWithTheOfferCodeScreen() async {
        var pilot = Pilot(size: Self.size, performer: ScriptedPerformer(codeFailure: "unknown code"))
        pilot.press(.down, .down, .down, .enter)
        pilot.type("X1")
        pilot.press(.enter)
        await pilot.settle()
        #expect(pilot.screenText.contains("Failed: unknown code"))
        pilot.press(.escape)
        #expect(!pilot.screenText.contains("unknown code"), "home does not show the code's result")
        pilot.press(.enter)
        #expect(pilot.state.current.kind == .offerCode)
        #expect(!pilot.screenText.contains("unknown code"), "the screen opened again starts fresh")
    }

    @Test func restoreResultGoesWithTheRestoreScreen() async {
        var pilot = Pilot(size: Self.size, performer: ScriptedPerformer())
        pilot.press(.down, .down, .enter, .enter)
        await pilot.settle()
        #expect(pilot.screenText.contains("2 purchases restored"))
        pilot.press(.escape, .enter)
        #expect(pilot.state.current.kind == .restore)
        #expect(!pilot.screenText.contains("restored"))
    }

    @Test func resultOfAClosedScreenBecomesANoticeWhereTheUserIs() {
        var state = AppState(size: Self.size, now: Date())
        _ = ActionRunner.start(.purchase(productID: "coins.100"), in: &state)
        _ = KioskProgram.update(&state, .key(.escape))
        #expect(state.current.kind == .home)
        _ = KioskProgram.update(&state, .effectFinished(.purchase(productID: "coins.100", outcome: .pending("waits for approval", request: nil))))
        #expect(state.notice == "Pending: waits for approval")
        #expect(state.noticeTone == .pending)
        #expect(KioskView.render(state)[1, Self.size.height - 2].style == state.theme.style(.pending), "the notice is drawn in its result's role")
        #expect(state.stack.allSatisfy { $0.outcome == nil })
        _ = KioskProgram.update(&state, .key(.down))
        #expect(state.notice == nil, "the notice goes with the next key")
        state.notice = "Something else."
        #expect(state.noticeTone == nil, "another notice is drawn as a warning again")
    }

    @Test func storeChangeResultReachesItsScreenEvenWhenAnotherIsOnTop() {
        var state = AppState(size: Self.size, now: Date())
        state.push(.transactions)
        _ = ActionRunner.start(.clock(.step("PT1H")), in: &state)
        state.push(.transaction(id: 1))
        _ = KioskProgram.update(&state, .effectFinished(.managed(.succeeded("the clock moved 1h"))))
        #expect(state.current.outcome == nil, "the transaction opened meanwhile does not show it")
        #expect(state.stack[1].outcome == .succeeded("the clock moved 1h"))
        #expect(state.stack[1].runningTask == nil)
        #expect(state.notice == nil)
    }

    @Test func startingATaskAgainClearsTheScreensLastOutcome() {
        var state = AppState(size: Self.size, now: Date())
        state.push(.settings)
        _ = ActionRunner.start(.setting(key: "ask-to-buy", value: "on"), in: &state)
        _ = KioskProgram.update(&state, .effectFinished(.managed(.failed("locked"))))
        #expect(state.current.outcome == .failed("locked"))
        #expect(state.notice == nil, "a failure shown on its own screen needs no notice")
        _ = ActionRunner.start(.setting(key: "ask-to-buy", value: "on"), in: &state)
        #expect(state.current.outcome == nil)
        #expect(state.current.runningTask == .setting(key: "ask-to-buy", value: "on"))
    }

    @Test func aSubscriptionActionsResultIsOnScreenAboveTheOtherPlans() async throws {
        var session = try StorePilot(width: 57, height: 19)
        await session.tick()
        await session.pilot.buyFromStore("Plus Basic, Weekly")
        await session.pilot.visit(["Store", "Plus Basic, Weekly", "Cancel auto-renew"])
        let text = session.pilot.screenText
        #expect(text.contains("Auto-renew is off: Plus Basic, Weekly stays"))
        let result = try #require(text.range(of: "Auto-renew is off:")), plans = try #require(text.range(of: "Change plan"))
        #expect(result.lowerBound < plans.lowerBound)
    }
}
