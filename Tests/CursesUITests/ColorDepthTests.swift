import PaywallLayout
import Testing
@testable import CursesUI

@Suite("Color depth and pairs")
struct ColorDepthTests {
    @Test func detectionFollowsTheTerminalAndNoColor() {
        #expect(ColorDepth.detect(colors: 1 << 24, hasDirectColor: true, environment: [:]) == .direct)
        #expect(ColorDepth.detect(colors: 256, hasDirectColor: false, environment: [:]) == .palette256)
        #expect(ColorDepth.detect(colors: 16, hasDirectColor: false, environment: [:]) == .basic16)
        #expect(ColorDepth.detect(colors: 8, hasDirectColor: false, environment: [:]) == .basic8)
        #expect(ColorDepth.detect(colors: 0, hasDirectColor: false, environment: [:]) == .monochrome)
        #expect(ColorDepth.detect(colors: 256, hasDirectColor: false, environment: ["NO_COLOR": "1"]) == .monochrome)
        #expect(ColorDepth.detect(colors: 256, hasDirectColor: false, environment: ["NO_COLOR": ""]) == .palette256)
    }

    @Test func colorsMapToTheNearestTheTerminalHas() {
        let orange = Color.rgb(255, 135, 0)
        #expect(ColorDepth.direct.colorNumber(for: orange) == 0xFF8700)
        #expect(ColorDepth.palette256.colorNumber(for: orange) == 208)
        #expect(ColorDepth.palette256.colorNumber(for: .palette(3)) == 3)
        #expect(ColorDepth.palette256.colorNumber(for: .rgb(128, 128, 128)) == 244)
        #expect(ColorDepth.basic16.colorNumber(for: .rgb(250, 10, 10)) == 9)
        #expect(ColorDepth.basic8.colorNumber(for: .rgb(250, 10, 10)) == 1)
        #expect(ColorDepth.basic8.colorNumber(for: .palette(12)) == 4)
        #expect(ColorDepth.monochrome.colorNumber(for: orange) == -1)
        #expect(ColorDepth.palette256.colorNumber(for: .terminalDefault) == -1)
    }

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
