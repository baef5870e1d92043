import Testing
@testable import PaywallLayout

/// Text is measured as it is drawn: a control character the sanitizer shows escaped (`\u{1B}`) takes the
/// columns of its escape, so hostile text never runs out of its box; wide and combining characters take the
/// columns the terminal gives them.
@Suite("Hostile and wide text keeps to its box")
struct DrawnWidthTests {
    @Test func anEscapedControlTakesTheColumnsItIsDrawnIn() {
        #expect(DisplayWidth.of("A\u{1B}[31mB") == 12)
        #expect(DisplayWidth.of("\r\n") == 2, "a line break is drawn as spaces")
        #expect(DisplayWidth.of("日本e\u{301}") == 5)
    }

    @Test func aSiblingSitsAfterTheTextAsDrawn() {
        let row = Stack(.horizontal, spacing: 1, children: [TextBlock("A\u{1B}[31mB"), TextBlock("|")])
        #expect(row.rendered(width: 20, height: 1).lines == ["A\\u{1B}[31mB |      "])
    }

    @Test func hostileTextWrapsInsideItsBorder() {
        let hostile = "Pay \u{1B}]0;title\u{7} now \u{9B}31m 日本語 cafe\u{301} \u{202E}txt"
        let box = Stack(.vertical, width: .fill, border: BoxBorder(.single), children: [TextBlock(hostile, fillsWidth: true)])
        let lines = box.rendered(width: 16, height: 12).lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.count > 3)
        for line in lines {
            #expect(DisplayWidth.of(line) == 16, "\(line)")
            #expect(line.hasSuffix("┐") || line.hasSuffix("│") || line.hasSuffix("┘"), "\(line)")
        }
    }
}
