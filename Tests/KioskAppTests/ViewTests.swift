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
        let layout = ListLayout(area: Rect(x: 1, y: 2, width: 20, height: 5), rowCount: 12, selectedRow: 10)
        #expect(layout.visibleRows(count: 12) == 7..<12)
        #expect(layout.row(at: Point(x: 3, y: 2), count: 12) == 7)
        #expect(layout.row(at: Point(x: 3, y: 7), count: 12) == nil)
        #expect(layout.row(at: Point(x: 0, y: 3), count: 12) == nil)
    }
}
