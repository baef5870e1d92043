import Foundation
import TerminalSafety
import Testing
@testable import PaywallLayout

@Suite("Display width")
struct DisplayWidthTests {
    @Test func asciiTakesOneColumnPerCharacter() {
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func combiningMarksTakeNoColumn() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Cafe\u{301} de\u{300}ja\u{300}") == 9)
        #expect(DisplayWidth.of("a\u{20DD}") == 1)
    }

    @Test func cjkIsTwoColumnsWide() {
        #expect(DisplayWidth.of("年度") == 4)
        #expect(DisplayWidth.of("プレミアム") == 10)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
    }

    @Test func emojiSequencesAreTwoColumnsWide() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("❤\u{FE0F}") == 2)
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.of("👩\u{200D}💻") == 2)
        #expect(DisplayWidth.of("👨\u{200D}👩\u{200D}👧\u{200D}👦") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("🇫🇷") == 2)
        #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}") == 2)
    }

    @Test func zeroWidthCharactersTakeNoColumn() {
        #expect(DisplayWidth.of("\u{200B}") == 0)
        #expect(DisplayWidth.of("\u{200F}") == 0)
        #expect(DisplayWidth.of("\u{200E}") == 0)
        #expect(DisplayWidth.of("\u{FEFF}") == 0)
        #expect(DisplayWidth.of("\u{2060}") == 0)
    }

    @Test func arabicPriceWithDirectionMarksMeasuresItsDigitsOnly() {
        // What Foundation formats for ar_SA: Arabic-Indic digits between U+200F marks, a no-break space, a symbol.
        let price = "\u{200F}٤٫٩٩\u{00A0}ر.س.\u{200F}"
        #expect(DisplayWidth.of(price) == 9)
    }

    @Test func controlCharactersMeasureAsTheyAreDrawn() {
        // ESC is drawn as its escape, \u{1B}: six columns, measured before or after being made safe.
        #expect(DisplayWidth.of("\u{1B}") == 6)
        #expect(DisplayWidth.of(SafeText.drawable("\u{1B}[31m")) == 10)
        #expect(DisplayWidth.of("\u{1B}[31m") == 10)
    }

    @Test func agreesWithTheCLibraryOverTheBasicMultilingualPlane() throws {
        // wcwidth is declared only under _XOPEN_SOURCE, which the Glibc module leaves out: look it up by name.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth") else {
            Issue.record("wcwidth is not in the C library")
            return
        }
        typealias WideCharacterWidth = @convention(c) (wchar_t) -> Int32
        let wcwidth = unsafeBitCast(symbol, to: WideCharacterWidth.self)
        guard let utf8Locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else {
            Issue.record("the C.UTF-8 locale is not available")
            return
        }
        let previous = uselocale(utf8Locale)
        defer {
            uselocale(previous)
            freelocale(utf8Locale)
        }
        var compared = 0
        var disagreements: [String] = []
        for value in UInt32(0x20)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let expected = Int(wcwidth(wchar_t(value)))
            guard expected >= 0 else { continue }
            compared += 1
            let actual = DisplayWidth.of(scalar)
            if actual != expected {
                disagreements.append(String(format: "U+%04X ours %d, wcwidth %d", value, actual, expected))
            }
        }
        #expect(compared > 50_000)
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements: \(disagreements.prefix(40).joined(separator: "; "))")
    }
}
