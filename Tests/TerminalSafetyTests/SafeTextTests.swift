import Foundation
import TerminalSafety
import Testing

@Suite("Safe text")
struct SafeTextTests {
    /// Escape sequences and controls a hostile document might carry.
    static let hostile = [
        "\u{1B}[2J\u{1B}[31mred",               // CSI: clear screen, color
        "\u{1B}]0;owned\u{7}",                   // OSC 0: window title
        "\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", // OSC 8: hyperlink
        "\u{1B}]52;c;aGVsbG8=\u{7}",             // OSC 52: clipboard
        "\u{1B}P+q544e\u{1B}\\",                 // DCS
        "\u{9B}31m\u{9D}0;t\u{9C}",              // C1 CSI, OSC, ST
        "abc\u{202E}fed\u{2066}x\u{2069}",       // bidi override and isolate
        "nul\u{0}del\u{7F}bell\u{7}",
    ]

    @Test(arguments: hostile)
    func noUnsafeCharacterSurvivesAnyForm(_ text: String) {
        for form in [SafeText.line(text), SafeText.text(text), SafeText.drawable(text)] {
            #expect(!form.utf8.contains(0x1B))
            #expect(!form.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            #expect(!form.unicodeScalars.contains { $0.value == 0x202E || (0x2066...0x2069).contains($0.value) })
        }
    }

    @Test func escapesAreWrittenAsSwiftDoes() {
        #expect(SafeText.line("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(SafeText.line("\u{9B}\u{0}\u{7F}\u{202E}") == "\\u{9B}\\u{0}\\u{7F}\\u{202E}")
    }

    @Test func ordinaryTextIsLeftAlone() {
        let text = "Kiosk Plus — 4,99 € 年額プラン ✨ e\u{301} \\u{1B} \u{200F}٤٫٩٩\u{200F}"
        #expect(SafeText.line(text) == text)
        #expect(SafeText.text(text) == text)
        #expect(SafeText.drawable(text) == text)
        #expect(SafeText.json(text) == text)
    }

    @Test func lineEscapesLineBreaksAndTabs() {
        #expect(SafeText.line("a\nkiosk: fine\tb\r") == "a\\u{A}kiosk: fine\\u{9}b\\u{D}")
        #expect(SafeText.line("a\u{2028}b\u{85}c") == "a\\u{2028}b\\u{85}c")
    }

    @Test func textKeepsLinesAndTabsAndReadsCRLFAsALineFeed() {
        #expect(SafeText.text("one\r\ntwo\tthree\n\u{1B}]0;x\u{7}") == "one\ntwo\tthree\n\\u{1B}]0;x\\u{7}")
        #expect(SafeText.text("over\rwrite") == "over\\u{D}write")
    }

    @Test func drawableTurnsBreaksIntoSpaces() {
        #expect(SafeText.drawable("a\nb\tc\r\u{2028}d\u{1B}") == "a b c  d\\u{1B}")
    }

    @Test func jsonStaysValidAndMeansTheSame() throws {
        let values = ["id": "x\u{1B}]52;c;aGk=\u{7}\u{9B}1m\u{202E}\u{7F}\n", "other": "line"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let encoded = String(decoding: try encoder.encode(values), as: UTF8.self)
        let safe = SafeText.json(encoded)
        #expect(!safe.unicodeScalars.contains { $0 != "\n" && SafeText.isUnsafe($0) })
        #expect(safe.split(separator: "\n").count == 4, "the pretty-printed lines stay lines")
        #expect(safe.contains("\\u009b") && safe.contains("\\u202e") && safe.contains("\\u007f"))
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(safe.utf8))
        #expect(decoded == values)
    }
}
