import Foundation
import PaywallLayout
import Testing
@testable import KioskApp

@Suite("Views: sizes, too small, scrolling")
struct ViewTests {
    @Test func belowTheMinimumSizeAClearMessageIsShownAndSelectionIsKept() {
        var pilot = Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer())
        pilot.press(.down, .down)
        pilot.resize(width: 39, height: 20)
        #expect(pilot.screenText.contains("Terminal too small: 39x20."))
        #expect(pilot.screenText.contains("at least 40x12"))
        pilot.resize(width: 60, height: 11)
        #expect(pilot.frame.width == 60 && pilot.frame.height == 11)
        #expect(pilot.screenText.contains("60x11"))
        pilot.resize(width: 40, height: 12)
        #expect(pilot.screenText.contains("› Restore purchases"))
    }

    /// Found by QA: keys pressed while "Terminal too small" was shown acted on the hidden screen (Down and Enter opened a
    /// plan change unseen). Only quitting works then, as the message says.
    @Test func belowTheMinimumSizeKeysOtherThanQuitDoNothing() {
        var pilot = Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer())
        let before = pilot.state.current
        pilot.resize(width: 38, height: 10)
        pilot.press(.down, .down, .down, .enter, .character("/"), .character("x"))
        pilot.resize(width: 80, height: 24)
        #expect(pilot.state.stack.count == 1 && pilot.state.current == before, "\(pilot.screenText)")
        pilot.resize(width: 38, height: 10)
        pilot.press(.character("q"))
        #expect(pilot.state.isQuitting, "q still quits, as the message says")
    }

    @Test func everyFrameFitsItsSize() {
        for (width, height) in [(40, 12), (57, 13), (80, 24), (131, 47)] {
            let pilot = Pilot(size: TerminalSize(width: width, height: height), performer: ScriptedPerformer())
            let frame = pilot.frame
            #expect(frame.lines.count == height)
            #expect(frame.lines.allSatisfy { DisplayWidth.of($0) == width })
        }
    }

    @Test func aShortTerminalScrollsToKeepTheSelectionVisible() {
        var pilot = Pilot(size: TerminalSize(width: 50, height: 12), performer: ScriptedPerformer())
        pilot.press(.end)
        #expect(pilot.screenText.contains("› Quit"))
        #expect(!pilot.screenText.contains("Shop"))
        pilot.press(.home)
        #expect(pilot.screenText.contains("› Store"))
        #expect(pilot.screenText.contains("Shop"))
    }

    @Test func listLayoutMapsPointsToRowsAsDrawn() {
        let area = Rect(x: 1, y: 2, width: 20, height: 6)
        let atEnd = ListLayout(area: area, rowCount: 12, selectedRow: 9)
        #expect(atEnd.rowsArea == Rect(x: 1, y: 3, width: 20, height: 5), "only the first row is kept, for the marker above")
        #expect(atEnd.visibleRows(count: 12) == 7..<12)
        #expect(atEnd.hiddenAbove == 7 && atEnd.hiddenBelow(count: 12) == 0)
        #expect(atEnd.row(at: Point(x: 3, y: 2), count: 12) == nil, "the marker row is no row")
        #expect(atEnd.row(at: Point(x: 3, y: 3), count: 12) == 7)
        #expect(atEnd.row(at: Point(x: 3, y: 7), count: 12) == 11)
        #expect(atEnd.row(at: Point(x: 0, y: 4), count: 12) == nil)
        let inTheMiddle = ListLayout(area: area, rowCount: 12, selectedRow: 5)
        #expect(inTheMiddle.rowsArea == Rect(x: 1, y: 3, width: 20, height: 4), "a marker row at each end")
        #expect(inTheMiddle.visibleRows(count: 12).contains(5))
        #expect(inTheMiddle.hiddenAbove > 0 && inTheMiddle.hiddenBelow(count: 12) > 0)
        let atTop = ListLayout(area: area, rowCount: 12, selectedRow: 0)
        #expect(atTop.rowsArea == Rect(x: 1, y: 2, width: 20, height: 5), "no empty marker row above the first row")
        #expect(atTop.visibleRows(count: 12) == 0..<5 && atTop.hiddenBelow(count: 12) == 7)
        let fitting = ListLayout(area: Rect(x: 1, y: 2, width: 20, height: 6), rowCount: 6, selectedRow: 5)
        #expect(fitting.rowsArea == fitting.area && fitting.visibleRows(count: 6) == 0..<6 && fitting.hiddenBelow(count: 6) == 0)
    }

    @Test func overflowingListsSayHowManyRowsAreAboveAndBelow() {
        var pilot = Pilot(size: TerminalSize(width: 50, height: 12), performer: ScriptedPerformer())
        let rows = ScreenRows(pilot.state).rows.count
        #expect(pilot.screenText.contains("▼ \(rows - 7) more"), "8 list rows: a marker row below, 7 rows shown")
        #expect(!pilot.screenText.contains("▲"))
        pilot.press(.end)
        #expect(pilot.screenText.contains("▲ \(rows - 7) more"))
        #expect(!pilot.screenText.contains("▼"))
        var ascii = pilot.state
        ascii.glyphs = .ascii
        #expect(KioskView.render(ascii).text.contains("^ \(rows - 7) more"), "ASCII glyphs where the terminal lacks Unicode")
        pilot.resize(width: 50, height: 30)
        #expect(!pilot.screenText.contains("more"), "no marker when every row fits")
    }

    @Test func clickOnAScrolledListOpensTheRowDrawnThere() {
        var pilot = Pilot(size: TerminalSize(width: 50, height: 12), performer: ScriptedPerformer())
        pilot.press(.end)
        let line = pilot.frame.lines.firstIndex { $0.contains("› Quit") }!
        pilot.press(.up)
        pilot.click(x: 5, y: line)
        #expect(pilot.state.isQuitting, "the click lands on Quit where it is drawn")
        pilot.click(x: 5, y: 2)
        #expect(pilot.state.stack.count == 1, "a click on the marker row opens nothing")
    }

    @Test func longResultsWrapInsteadOfEndingInAnEllipsis() async {
        let reason = "the store could not be reached because the network is down; try again when the connection is back"
        var pilot = Pilot(size: TerminalSize(width: 50, height: 20), performer: ScriptedPerformer(restore: .failed(reason)))
        pilot.press(.down, .down, .enter, .enter)
        await pilot.settle()
        let text = pilot.screenText.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("Failed: " + reason))
        #expect(!pilot.screenText.contains("…"))
    }

    @Test func helpIsAPanelOnAClearedSheetWithWrappedMeanings() {
        var pilot = Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer())
        pilot.press(.character("?"))
        let text = pilot.screenText
        for word in ["Shop", "Placements", "Account", "›"] {
            #expect(!text.contains(word), "\(word) of the list shows beside the help")
        }
        #expect(text.contains("Press any key to close."))
        pilot.press(.space)
        pilot.resize(width: 57, height: 24)
        pilot.press(.character("?"))
        #expect(pilot.screenText.contains("subscription group"), "a long meaning wraps instead of being cut")
        pilot.resize(width: 57, height: 15)
        #expect(pilot.screenText.contains("more: enlarge the window"), "a short window says keys are left out")
        #expect(pilot.frame.lines.allSatisfy { DisplayWidth.of($0) == 57 })
    }

    @Test func aStoreThatCannotBeReadIsAnErrorPanelWithTheWayBack() async {
        var pilot = Pilot(size: TerminalSize(width: 50, height: 20), performer: ScriptedPerformer())
        pilot.send(.tick(Date()))
        await pilot.settle()
        pilot.press(.enter)
        #expect(pilot.state.current.kind == .store)
        let text = pilot.screenText
        #expect(text.contains("Store unavailable"))
        #expect(text.contains("The store cannot be read: no store in this"))
        #expect(text.contains("Esc goes back."))
        #expect(ScreenRows(pilot.state).rows.isEmpty, "no rows to select under the panel")
        pilot.press(.enter)
        #expect(pilot.state.current.kind == .store && pilot.pendingTasks.isEmpty)
        pilot.press(.escape)
        #expect(pilot.state.current.kind == .home)
    }

    @Test func aPlacementWithNothingToShowSaysWhyInAPanel() {
        var state = AppState(size: TerminalSize(width: 60, height: 20), now: Date())
        state.push(.paywall(placement: "onboarding"))
        let text = KioskView.render(state).text
        #expect(text.contains("No offerings"))
        #expect(text.contains("--offerings FILE|URL"))
    }

    @Test func asciiGlyphsReachPanelsAndPaywalls() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("onboarding")
        var state = session.pilot.state
        #expect(KioskView.render(state).text.contains("╭"), "Unicode boxes by default")
        state.glyphs = .ascii
        state.overlay = .help
        let withHelp = KioskView.render(state).text
        state.overlay = nil
        let paywall = KioskView.render(state).text
        for box in ["╭", "╮", "╰", "╯", "◉"] {
            #expect(!withHelp.contains(box) && !paywall.contains(box), "\(box) drawn with ASCII glyphs")
        }
        #expect(paywall.contains("(*)"), "the selected package's ASCII marker")
    }
}
