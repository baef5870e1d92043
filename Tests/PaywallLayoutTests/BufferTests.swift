import TerminalSafety
import Testing
@testable import PaywallLayout

@Suite("Buffer")
struct BufferTests {
    @Test func startsBlankWithTheGivenSize() {
        let buffer = Buffer(width: 4, height: 2)
        #expect(buffer.lines == ["    ", "    "])
        #expect(buffer.area == Rect(width: 4, height: 2))
        #expect(buffer[3, 1].grapheme == " ")
    }

    @Test func writesTextWithItsStyleAndReturnsTheNextColumn() {
        var buffer = Buffer(width: 10, height: 1)
        let bold = Style(attributes: .bold)
        let next = buffer.write("Hi", at: Point(x: 1, y: 0), style: bold)
        #expect(next == 3)
        #expect(buffer.lines == [" Hi       "])
        #expect(buffer[1, 0].style == bold)
        #expect(buffer[3, 0].style == .plain)
    }

    @Test func clipsToTheRectangleAndTheBuffer() {
        var buffer = Buffer(width: 8, height: 2)
        buffer.write("abcdefgh", at: Point(x: 0, y: 0), clip: Rect(x: 2, y: 0, width: 3, height: 1))
        buffer.write("xyz", at: Point(x: 6, y: 1))
        buffer.write("hidden", at: Point(x: 0, y: 5))
        #expect(buffer.lines == ["  cde   ", "      xy"])
    }

    @Test func wideGraphemesTakeTwoCellsAndAreNeverSplitByAClip() {
        var buffer = Buffer(width: 6, height: 2)
        buffer.write("年度", at: Point(x: 0, y: 0))
        #expect(buffer[0, 0].grapheme == "年")
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer.lines[0] == "年度  ")
        buffer.write("年度", at: Point(x: 0, y: 1), clip: Rect(x: 0, y: 1, width: 3, height: 1))
        #expect(buffer.lines[1] == "年    ")
        buffer.write("😀", at: Point(x: 5, y: 1))
        #expect(buffer.lines[1] == "年    ")
    }

    @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.write("年度", at: Point(x: 0, y: 0))
        buffer.write("x", at: Point(x: 1, y: 0))
        #expect(buffer.lines == [" x度"])
        buffer.write("y", at: Point(x: 2, y: 0))
        #expect(buffer.lines == [" xy "])
    }

    @Test func controlCharactersAndEscapeSequencesAreNeverStored() {
        var buffer = Buffer(width: 33, height: 1)
        buffer.write("a\u{1B}[31mb\tc\u{7}\u{9B}\u{202E}", at: Point(x: 0, y: 0))
        #expect(buffer.lines == ["a\\u{1B}[31mb c\\u{7}\\u{9B}\\u{202E}"])
        let scalars = buffer.cells.flatMap { $0.grapheme.unicodeScalars }
        #expect(!scalars.contains(where: SafeText.isUnsafe))
    }

    @Test func zeroWidthGraphemesTakeNoCell() {
        var buffer = Buffer(width: 4, height: 1)
        let next = buffer.write("\u{200F}١٢\u{200F}", at: Point(x: 0, y: 0))
        #expect(next == 2)
        #expect(buffer.lines == ["١٢  "])
    }

    @Test func combiningMarksStayWithTheirBase() {
        var buffer = Buffer(width: 3, height: 1)
        buffer.write("e\u{301}x", at: Point(x: 0, y: 0))
        #expect(buffer[0, 0].grapheme == "e\u{301}")
        #expect(buffer[1, 0].grapheme == "x")
    }

    @Test func subscriptSetsCellsAndIgnoresPositionsOutside() {
        var buffer = Buffer(width: 3, height: 1)
        buffer[0, 0] = Cell("界")
        buffer[2, 0] = Cell("界")
        buffer[7, 7] = Cell("z")
        #expect(buffer.lines == ["界 "])
        #expect(buffer[7, 7] == .blank())
    }

    @Test func cellsNeverHoldControlCharacters() {
        #expect(Cell("\u{1B}").grapheme == "\u{FFFD}")
        #expect(Cell("\u{202E}").grapheme == "\u{FFFD}")
        #expect(Cell("\u{200B}").grapheme == " ")
    }

    @Test func fillAndRestyleChangeOnlyTheirRectangle() {
        var buffer = Buffer(width: 4, height: 3)
        let accent = Style(background: .rgb(255, 0, 0))
        buffer.fill(Rect(x: 1, y: 1, width: 2, height: 5), style: accent)
        buffer.write("ab", at: Point(x: 1, y: 1))
        buffer.restyle(Rect(x: 0, y: 1, width: 4, height: 1)) { $0.adding(.bold) }
        #expect(buffer[0, 0].style == .plain)
        #expect(buffer[1, 2].style == accent)
        #expect(buffer[1, 1].style == Style(attributes: .bold))
        #expect(buffer[3, 1].style == Style(attributes: .bold))
        #expect(buffer[3, 2].style == .plain)
    }

    @Test func drawCopiesAnotherBufferInsideTheClip() {
        var inner = Buffer(width: 4, height: 2)
        inner.write("ab界", at: Point(x: 0, y: 0))
        inner.write("cdef", at: Point(x: 0, y: 1))
        var outer = Buffer(width: 5, height: 3)
        outer.draw(inner, at: Point(x: 1, y: 1), clip: Rect(x: 0, y: 0, width: 4, height: 3))
        #expect(outer.lines == ["     ", " ab  ", " cde "])
    }

    @Test func textTrimsTrailingSpacesAndStyleMapKeysEachStyle() {
        var buffer = Buffer(width: 4, height: 2)
        buffer.write("ab", at: Point(x: 0, y: 0), style: Style(attributes: .bold))
        buffer.write("c", at: Point(x: 3, y: 1), style: Style(foreground: .rgb(0, 0, 255)))
        #expect(buffer.text == "ab\n   c")
        #expect(buffer.styleMap == "aa..\n...b\n--\na: fg=default bg=default bold\nb: fg=#0000ff bg=default")
    }
}
