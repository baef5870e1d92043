import Testing
@testable import PaywallLayout

/// A cell keeps its grapheme as a scalar or a number in the grapheme table, and its style packed into bits:
/// every kind of grapheme and style must come back exactly as written.
@Suite("Cell storage")
struct CellStorageTests {
    static let graphemes: [(Character, width: Int)] = [
        ("a", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("e\u{301}\u{323}", 1), ("e\u{323}\u{301}", 1), ("年", 2),
        ("😀", 2), ("❤\u{FE0F}", 2), ("👩\u{200D}👩\u{200D}👧", 2), ("🇯🇵", 2), ("1\u{FE0F}\u{20E3}", 2), ("\u{FFFD}", 1),
        ("\u{10FFFD}", 1), ("ก\u{E49}", 1),
    ]

    static let styles: [Style] = [
        .plain, Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)),
        Style(foreground: .rgb(1, 2, 3), background: .palette(255), attributes: [.bold, .strikethrough]),
        Style(foreground: .palette(0), background: .terminalDefault, attributes: .reverse),
        Style(foreground: .terminalDefault, background: .rgb(0xAB, 0xCD, 0xEF), attributes: TextAttributes(rawValue: 0xFF)),
        Style(attributes: [.dim, .italic, .underline]),
    ]

    @Test func everyGraphemeAndStyleComesBackAsWritten() {
        for (grapheme, width) in Self.graphemes {
            for style in Self.styles {
                let cell = Cell(grapheme, style: style)
                #expect(cell.grapheme == String(grapheme))
                #expect(Array(cell.grapheme.unicodeScalars) == Array(grapheme.unicodeScalars))
                #expect(cell.width == width)
                #expect(cell.style == style)
                #expect(cell.scalar == (grapheme.unicodeScalars.count == 1 ? grapheme.unicodeScalars.first : nil))
                #expect(!cell.isContinuation)
            }
        }
    }

    @Test func blanksAndContinuationsKeepTheirStyle() {
        for style in Self.styles {
            #expect(Cell.blank(style).grapheme == " ")
            #expect(Cell.blank(style).style == style)
            let continuation = Cell.continuation(style)
            #expect(continuation.grapheme == "")
            #expect(continuation.scalar == nil)
            #expect(continuation.isContinuation)
            #expect(continuation.width == 0)
            #expect(continuation.style == style)
        }
    }

    @Test func changingTheStyleKeepsTheGraphemeAndWidth() {
        var cell = Cell("👩\u{200D}👩\u{200D}👧", style: Self.styles[1])
        cell.style = Self.styles[4]
        #expect(cell.grapheme == "👩\u{200D}👩\u{200D}👧")
        #expect(cell.width == 2)
        #expect(cell.style == Self.styles[4])
    }

    @Test func equalGraphemesMakeEqualCellsAndOthersDiffer() {
        #expect(Cell("e\u{301}") == Cell("e\u{301}"))
        #expect(Cell("e\u{301}").hashValue == Cell("e\u{301}").hashValue)
        #expect(Cell("👩\u{200D}👩\u{200D}👧", style: Self.styles[2]) == Cell("👩\u{200D}👩\u{200D}👧", style: Self.styles[2]))
        #expect(Cell("a") != Cell("b"))
        #expect(Cell("a") != Cell("a", style: Style(attributes: .bold)))
        #expect(Cell("e\u{301}") != Cell("e\u{300}"))
        // Canonically equivalent graphemes stay apart, so a cell draws exactly the scalars it was given.
        #expect(Cell("e\u{301}\u{323}") != Cell("e\u{323}\u{301}"))
        #expect(Cell("e\u{301}") != Cell("é"))
    }

    @Test func writtenTextReadsBackFromTheBuffer() {
        var buffer = Buffer(width: 40, height: 1)
        let text = "a é e\u{301} 年 😀 👩\u{200D}👩\u{200D}👧 🇯🇵 ก\u{E49}"
        buffer.write(text, at: Point(x: 0, y: 0), style: Self.styles[2])
        #expect(buffer.lines[0].hasPrefix(text))
        #expect(Array(buffer.lines[0].unicodeScalars.prefix(text.unicodeScalars.count)) == Array(text.unicodeScalars))
    }

    @Test func printableASCIIIsWrittenAsAnyOtherText() {
        // Printable ASCII takes a path of its own; a trailing "é" sends the same text through the general one.
        for clip in [nil, Rect(x: 3, y: 0, width: 4, height: 1), Rect(x: 0, y: 1, width: 10, height: 1)] {
            var ascii = Buffer(width: 10, height: 1), general = Buffer(width: 10, height: 1)
            let end = ascii.write("hello w", at: Point(x: 1, y: 0), style: Self.styles[3], clip: clip)
            let generalEnd = general.write("hello wé", at: Point(x: 1, y: 0), style: Self.styles[3], clip: clip)
            general[8, 0] = ascii[8, 0]
            #expect(end == generalEnd - 1)
            #expect(ascii == general)
        }
    }

    @Test func drawingCutsWideGraphemesAtBothEdgesOfTheClip() {
        var source = Buffer(width: 6, height: 1)
        source.write("a界b界", at: Point(x: 0, y: 0), style: Self.styles[1])
        var target = Buffer(width: 8, height: 1)
        target.write("年x年年", at: Point(x: 0, y: 0))
        let cases: [(clip: Rect, line: String)] = [
            (Rect(x: 2, y: 0, width: 4, height: 1), "年界b   "),
            (Rect(x: 3, y: 0, width: 3, height: 1), "年x b   "),
            (Rect(x: 1, y: 0, width: 2, height: 1), " a 年年 "),
        ]
        for (clip, line) in cases {
            var drawn = target
            drawn.draw(source, at: Point(x: 1, y: 0), clip: clip)
            #expect(drawn.lines == [line])
            #expect(drawn[clip.maxX - 1, 0].style == Self.styles[1])
        }
    }
}
