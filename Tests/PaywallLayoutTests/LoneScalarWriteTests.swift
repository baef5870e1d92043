import Testing
@testable import PaywallLayout

/// Text of printable ASCII and box-drawing characters is written a scalar a cell without grapheme breaking
/// (`Buffer.write`'s fast path): the cells must be those of writing each grapheme by itself.
@Suite("Writing box-drawing characters")
struct LoneScalarWriteTests {
    @Test func everyBoxDrawingCharacterBesideASCIIIsACellOfItsOwn() {
        for value in UInt32(0x2500)...0x257F {
            let box = Character(Unicode.Scalar(value)!)
            let text = "a" + String(box) + "~" + String(box) + String(box) + " "
            #expect(text.count == text.unicodeScalars.count, "each scalar is a grapheme")
            var written = Buffer(width: 10, height: 1)
            let end = written.write(text, at: Point(x: 1, y: 0), style: Style(attributes: .bold))
            var expected = Buffer(width: 10, height: 1)
            for (offset, character) in text.enumerated() {
                expected[1 + offset, 0] = Cell(character, style: Style(attributes: .bold))
            }
            #expect(end == 1 + text.count)
            #expect(written == expected, "U+\(String(value, radix: 16))")
        }
    }

    @Test func aBorderIsClippedAsBefore() {
        var buffer = Buffer(width: 6, height: 2)
        buffer.write("┌────┐x", at: Point(x: -1, y: 0), clip: Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(buffer.lines == [" ───┐ ", "      "])
        #expect(buffer.write("│ │", at: Point(x: 0, y: 5)) == 3, "a row outside still says where the text ends")
    }
}
