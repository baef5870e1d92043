import PaywallLayout
import Testing
@testable import CursesUI

@Suite("Colors for curses")
struct CursesColorsTests {
    @Test func profileIsCappedByWhatTheTerminalReports() {
        let truecolor = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        #expect(CursesColors(environment: truecolor, colorCount: 1 << 24, hasDirectColor: true).profile == .truecolor)
        #expect(CursesColors(environment: truecolor, colorCount: 256, hasDirectColor: false).profile == .ansi256)
        #expect(CursesColors(environment: truecolor, colorCount: 8, hasDirectColor: false).profile == .ansi16)
        #expect(CursesColors(environment: ["TERM": "xterm-256color"], colorCount: 16, hasDirectColor: false).profile == .ansi16)
        #expect(CursesColors(environment: ["TERM": "xterm-256color"], colorCount: 256, hasDirectColor: false).profile == .ansi256)
        #expect(CursesColors(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], colorCount: 256, hasDirectColor: false).profile == .monochrome)
        #expect(CursesColors(environment: ["TERM": "xterm-256color"], colorCount: 0, hasDirectColor: false).profile == .monochrome)
    }

    @Test func colorNumbers() {
        let colors = CursesColors(environment: ["TERM": "xterm-256color"], colorCount: 256, hasDirectColor: false)
        #expect(colors.number(for: .terminalDefault) == -1)
        #expect(colors.number(for: .palette(208)) == 208)
        #expect(colors.number(for: .rgb(255, 135, 0)) == 0xFF8700)
        let eight = CursesColors(environment: ["TERM": "xterm"], colorCount: 8, hasDirectColor: false)
        #expect(eight.number(for: .palette(9)) == 1, "bright red is plain red on an 8-color terminal")
    }
}

@Suite("Color pairs")
struct ColorPairTableTests {
    @Test func pairsAreSharedAndStopAtCapacity() {
        var table = ColorPairTable(capacity: 3)
        #expect(table.pair(foreground: -1, background: -1) == (0, false))
        #expect(table.pair(foreground: 1, background: -1) == (1, true))
        #expect(table.pair(foreground: 1, background: -1) == (1, false))
        #expect(table.pair(foreground: 2, background: 4) == (2, true))
        #expect(table.pair(foreground: 3, background: 4) == (0, false), "pairs 1 and 2 fill a table of 3")
        #expect(table.count == 2)
    }
}
