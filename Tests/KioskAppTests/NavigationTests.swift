import PaywallLayout
import Testing
@testable import KioskApp

@Suite("Navigation: selection, opening and going back")
struct NavigationTests {
    private func pilot() -> Pilot {
        Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer())
    }

    @Test func startsOnHomeWithFirstItemSelected() {
        let pilot = pilot()
        #expect(pilot.state.current.kind == .home)
        #expect(pilot.screenText.contains("› Store"))
    }

    @Test func arrowsAndVimKeysMoveTheSelectionAndSkipHeadings() {
        var pilot = pilot()
        pilot.press(.down)
        #expect(pilot.screenText.contains("› My purchases"))
        pilot.press(.character("j"), .character("j"))
        #expect(pilot.screenText.contains("› Redeem an offer code"))
        pilot.press(.character("k"), .backTab)
        #expect(pilot.screenText.contains("› My purchases"))
        pilot.press(.tab)
        #expect(pilot.screenText.contains("› Restore purchases"))
    }

    @Test func selectionStopsAtTheEnds() {
        var pilot = pilot()
        pilot.press(.up, .up)
        #expect(pilot.state.current.selection == 0)
        pilot.press(.end, .down, .down)
        #expect(pilot.screenText.contains("› Quit"))
        pilot.press(.home)
        #expect(pilot.screenText.contains("› Store"))
    }

    @Test func enterOpensAndEscapeOrBackspaceGoBackKeepingTheSelection() {
        var pilot = pilot()
        pilot.press(.down, .down, .enter)
        #expect(pilot.state.current.kind == .restore)
        #expect(pilot.screenText.hasPrefix(" Kiosk › Restore purchases"))
        pilot.press(.escape)
        #expect(pilot.state.current.kind == .home)
        #expect(pilot.screenText.contains("› Restore purchases"))
        pilot.press(.space)
        #expect(pilot.state.current.kind == .restore)
        pilot.press(.backspace, .backspace)
        #expect(pilot.state.stack.count == 1)
    }

    @Test func clickOnARowSelectsAndOpensIt() {
        var pilot = pilot()
        let settingsRow = pilot.frame.lines.firstIndex { $0.contains("Settings") }!
        pilot.click(x: 10, y: settingsRow)
        #expect(pilot.state.current.kind == .settings)
        pilot.click(x: 10, y: 0)
        #expect(pilot.state.current.kind == .settings)
    }

    @Test func filterNarrowsTheListAndEscapeClearsIt() {
        var pilot = pilot()
        pilot.press(.character("/"))
        pilot.type("purch")
        let text = pilot.screenText
        #expect(text.contains("/purch_"))
        #expect(text.contains("My purchases"))
        #expect(text.contains("Restore purchases"))
        #expect(!text.contains("Settings"))
        pilot.press(.enter, .down)
        #expect(pilot.screenText.contains("› Restore purchases"))
        pilot.press(.escape)
        #expect(pilot.state.current.filter == nil)
        #expect(pilot.screenText.contains("Settings"))
    }

    @Test func arrowsAndTabEndTypingAFilterAndKeepIt() {
        for key in [Key.down, .up, .tab] {
            var pilot = pilot()
            pilot.press(.character("/"))
            pilot.type("purch")
            #expect(pilot.frame.lines.last?.contains("Enter ok  Esc cancel  Backspace erase") == true)
            pilot.press(key)
            #expect(!pilot.state.current.isEditingFilter, "\(key)")
            #expect(pilot.state.current.filter == "purch", "\(key)")
            #expect(pilot.frame.lines.last?.contains("Enter open") == true, "\(key)")
        }
    }

    @Test func filterWithNoMatchSaysSo() {
        var pilot = pilot()
        pilot.press(.character("/"))
        pilot.type("zzz")
        #expect(pilot.screenText.contains("Nothing matches the filter."))
        pilot.press(.enter)
        #expect(pilot.state.stack.count == 1)
    }
}
