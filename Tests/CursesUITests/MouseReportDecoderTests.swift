import Foundation
import KioskApp
import PaywallLayout
import Testing
@testable import CursesUI

@Suite("Mouse reports in typed input (tmux, screen, and terminfo entries whose kmous names another encoding)")
struct MouseReportDecoderTests {
    /// The messages a decoder gives for some typed text, the input pausing at its end.
    private func decode(_ text: String) -> [String] {
        var decoder = MouseReportDecoder()
        let messages = text.unicodeScalars.flatMap { decoder.feed($0.value) } + decoder.drain()
        return messages.map { message in
            switch message {
            case .click(let point): return "click \(point.x),\(point.y)"
            case .wheel(let notches): return "wheel \(notches)"
            case .key(let key): return "key \(key)"
            default: return "other"
            }
        }
    }

    @Test func sgrPressesAreClicksAndReleasesAreNothing() {
        #expect(decode("\u{1B}[<0;11;5M\u{1B}[<0;11;5m") == ["click 10,4"])
        #expect(decode("\u{1B}[<0;300;5M") == ["click 299,4"], "SGR reaches past column 223")
    }

    @Test func x10PressesAreClicksAndTheirReleasesAreNothing() {
        #expect(decode("\u{1B}[M +%\u{1B}[M#+%") == ["click 10,4"])
    }

    @Test func wheelReportsTurnTheWheelInBothEncodings() {
        #expect(decode("\u{1B}[<64;3;3M\u{1B}[<65;3;3M") == ["wheel -1", "wheel 1"])
        #expect(decode("\u{1B}[M`##\u{1B}[Ma##") == ["wheel -1", "wheel 1"])
    }

    @Test func otherInputStaysKeysInOrder() {
        #expect(decode("a\u{1B}") == ["key character(\"a\")", "key escape"])
        #expect(decode("\u{1B}[<x") == ["key escape", "key character(\"[\")", "key character(\"<\")", "key character(\"x\")"])
        #expect(decode("q\u{1B}[<0;2;2Mj") == ["key character(\"q\")", "click 1,1", "key character(\"j\")"])
    }

    @Test func aReportSplitAcrossTwoReadsIsStillAClick() {
        var decoder = MouseReportDecoder()
        let start = Date(timeIntervalSince1970: 1_000)
        let first = "\u{1B}[<0;11".unicodeScalars.flatMap { decoder.feed($0.value) } + decoder.endRead(at: start)
        #expect(first.isEmpty, "the start of the report waits for the rest")
        #expect(decoder.endRead(at: start.addingTimeInterval(MouseReportDecoder.pause / 2)).isEmpty)
        let second = ";5M".unicodeScalars.flatMap { decoder.feed($0.value) } + decoder.endRead(at: start.addingTimeInterval(MouseReportDecoder.pause / 2))
        #expect(second.count == 1)
        if case .click(let point)? = second.first { #expect(point == Point(x: 10, y: 4)) } else { Issue.record("not a click: \(second)") }
    }

    @Test func aLoneEscapeIsAKeyOnceNothingFollowsForThePause() {
        var decoder = MouseReportDecoder()
        let start = Date(timeIntervalSince1970: 1_000)
        #expect((decoder.feed(27) + decoder.endRead(at: start)).isEmpty)
        #expect(decoder.endRead(at: start.addingTimeInterval(MouseReportDecoder.pause / 2)).isEmpty)
        let later = decoder.endRead(at: start.addingTimeInterval(MouseReportDecoder.pause * 2))
        #expect(later.count == 1)
        if case .key(.escape)? = later.first {} else { Issue.record("not Esc: \(later)") }
        #expect(!decoder.isHolding)
    }
}
