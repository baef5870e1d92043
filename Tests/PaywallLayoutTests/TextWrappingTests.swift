import Testing
@testable import PaywallLayout
import TestSupport

@Suite("Text wrapping")
struct TextWrappingTests {
    @Test func wrapsAtSpacesAndDropsTheSpaceAtTheBreak() {
        #expect(TextWrapping.wrap("Unlock every premium feature today", width: 12) == ["Unlock every", "premium", "feature", "today"])
        #expect(TextWrapping.wrap("a b", width: 10) == ["a b"])
    }

    @Test func keepsLineBreaksAndEmptyLines() {
        #expect(TextWrapping.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(TextWrapping.wrap("", width: 5) == [""])
    }

    @Test func breaksLongWordsAndCJKBetweenGraphemes() {
        #expect(TextWrapping.wrap("abcdefgh", width: 3) == ["abc", "def", "gh"])
        #expect(TextWrapping.wrap("年度订阅计划", width: 5) == ["年度", "订阅", "计划"])
        #expect(TextWrapping.wrap("👩‍💻👩‍💻👩‍💻", width: 4) == ["👩‍💻👩‍💻", "👩‍💻"])
        #expect(TextWrapping.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func paragraphsAreTheTextSplitAtEveryCharacterThatIsANewline() {
        // Texts without a line break's bytes are one paragraph without walking their graphemes; the paragraphs are
        // the ones splitting at every `isNewline` character gives, also where other characters share those bytes.
        var random = SeededGenerator(seed: 75)
        let pieces = ["a", "Premium", " ", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "Å", "¨", "©",
                      "…", "ą", "€", "日本", "🇯🇵", "e\u{301}", "\u{200B}", "\t", "\n\u{301}"]
        var samples = ["", "\n", "\r\n", "\n\n", "Å", "plain text", "ends\n", "\u{2028}starts"]
        for _ in 0..<400 {
            samples.append((0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for sample in samples {
            #expect(TextWrapping.paragraphs(of: sample) == sample.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }),
                    "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func printableASCIIWrapsByItsBytesAsByItsGraphemes() {
        // The first frame's texts are wrapped by their bytes; the lines are the ones the graphemes give.
        var random = SeededGenerator(seed: 68)
        let pieces = ["a", "b", "Premium", "x", "-", "1.99", "%", "supercalifragilistic", " ", " ", "  ", "   "]
        var samples = ["", " ", "   ", "word", " lead", "trail ", "  both  ", "a  b", String(repeating: "z", count: 45)]
        for _ in 0..<300 {
            samples.append((0..<Int.random(in: 1...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for sample in samples {
            for width in 1...24 {
                let byGraphemes = TextWrapping.wrapParagraphByGraphemes(Substring(sample), width: width)
                #expect(TextWrapping.wrapASCIIParagraph(Array(sample.utf8), width: width) == byGraphemes, "\(sample) at \(width)")
                #expect(TextWrapping.wrap(sample, width: width) == byGraphemes, "\(sample) at \(width)")
            }
        }
    }

    @Test func noLineIsEverWiderThanTheWidth() {
        let samples = ["Save 50% on the annual plan — 年度订阅 👨‍👩‍👧‍👦 and more", "\u{200F}٤٫٩٩ ر.س.\u{200F} / شهر", "x y z"]
        for sample in samples {
            for width in 1...20 {
                for line in TextWrapping.wrap(sample, width: width) {
                    #expect(DisplayWidth.of(line) <= width, "\(sample) at \(width): \(line)")
                }
            }
        }
    }

    @Test func limitsLinesWithAnEllipsis() {
        #expect(TextWrapping.wrap("one two three four", width: 8, maxLines: 2) == ["one two", "three…"])
        #expect(TextWrapping.wrap("one two three four", width: 5, maxLines: 1) == ["one…"])
        #expect(TextWrapping.wrap("anything", width: 5, maxLines: 0) == [])
    }

    @Test func truncatesWithAnEllipsisWithoutSplittingAGrapheme() {
        #expect(TextWrapping.truncate("Monthly", width: 7) == "Monthly")
        #expect(TextWrapping.truncate("Monthly plan", width: 8) == "Monthly…")
        #expect(TextWrapping.truncate("年度订阅", width: 4) == "年…")
        #expect(TextWrapping.truncate("年度订阅", width: 1) == "…")
        #expect(TextWrapping.truncate("anything", width: 0) == "")
    }

    @Test func findsTheDirectionFromTheFirstStrongLetter() {
        #expect(TextDirection.of("مرحبا world") == .rightToLeft)
        #expect(TextDirection.of("שלום") == .rightToLeft)
        #expect(TextDirection.of("123 hello مرحبا") == .leftToRight)
        #expect(TextDirection.of("\u{200F}٤٫٩٩ ر.س.") == .rightToLeft)
        #expect(TextDirection.of("$4.99") == .leftToRight)
    }

    @Test func rightToLeftTextStaysInLogicalOrderAlignedToTheRight() {
        let block = TextBlock("مرحبا بك", alignment: .natural)
        let buffer = block.rendered(width: 12, height: 1)
        #expect(buffer.lines == ["    مرحبا بك"])
        let latin = TextBlock("hello", alignment: .natural).rendered(width: 8, height: 1)
        #expect(latin.lines == ["hello   "])
    }
}
