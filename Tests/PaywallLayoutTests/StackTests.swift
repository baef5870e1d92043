import Testing
@testable import PaywallLayout

@Suite("Stacks, borders and scrolling")
struct StackTests {
    private func text(_ value: String) -> TextBlock { TextBlock(value) }

    @Test func verticalStackPlacesChildrenWithSpacingAndAlignment() {
        let stack = Stack(.vertical, spacing: 1, width: .fill, horizontalAlignment: .center, children: [text("ab"), text("cdef")])
        #expect(stack.measure(Size(width: 10, height: 10)) == Size(width: 10, height: 3))
        #expect(stack.rendered(width: 8, height: 4).lines == ["   ab   ", "        ", "  cdef  ", "        "])
        let leading = Stack(.vertical, width: .fill, horizontalAlignment: .leading, children: [text("ab")])
        let trailing = Stack(.vertical, width: .fill, horizontalAlignment: .trailing, children: [text("ab")])
        #expect(leading.rendered(width: 5, height: 1).lines == ["ab   "])
        #expect(trailing.rendered(width: 5, height: 1).lines == ["   ab"])
    }

    @Test func horizontalStackSharesWidthAndWrapsWhatDoesNotFit() {
        let row = Stack(.horizontal, spacing: 1, verticalAlignment: .top, children: [text("Annual"), text("$59.99 per year, billed once")])
        let buffer = row.rendered(width: 20, height: 3)
        #expect(buffer.lines == ["Annual $59.99 per   ", "       year, billed ", "       once         "])
    }

    @Test func fillChildTakesTheSpareWidth() {
        let row = Stack(.horizontal, width: .fill, children: [
            Stack(.horizontal, width: .fill, horizontalAlignment: .leading, children: [text("Monthly")]),
            text("$9.99"),
        ])
        #expect(row.rendered(width: 16, height: 1).lines == ["Monthly    $9.99"])
    }

    @Test func distributionSpreadsSpareSpace() {
        func row(_ distribution: StackDistribution) -> String {
            Stack(.horizontal, width: .fill, distribution: distribution, children: [text("a"), text("b"), text("c")])
                .rendered(width: 9, height: 1).lines[0]
        }
        #expect(row(.start) == "abc      ")
        #expect(row(.center) == "   abc   ")
        #expect(row(.end) == "      abc")
        #expect(row(.spaceBetween) == "a   b   c")
        #expect(row(.spaceAround) == " a  b  c ")
        #expect(row(.spaceEvenly) == "  a  b c ")
    }

    @Test func paddingMarginAndBorderSurroundTheContent() {
        let box = Stack(.vertical, padding: CellInsets(top: 0, left: 1, bottom: 0, right: 1), margin: CellInsets(all: 1),
                        border: BoxBorder(.rounded), children: [text("Hi")])
        #expect(box.measure(Size(width: 20, height: 20)) == Size(width: 8, height: 5))
        #expect(box.rendered(width: 8, height: 5).lines == ["        ", " ╭────╮ ", " │ Hi │ ", " ╰────╯ ", "        "])
        var ascii = Canvas(buffer: Buffer(width: 6, height: 3), glyphs: .ascii)
        Stack(.vertical, border: BoxBorder(), children: [text("Hi")]).render(in: Rect(width: 4, height: 3), on: &ascii)
        #expect(ascii.buffer.lines == ["+--+  ", "|Hi|  ", "+--+  "])
    }

    @Test func fixedSizesAndFillHeights() {
        let column = Stack(.vertical, height: .fill, children: [
            text("top"),
            Stack(.vertical, width: .fill, height: .fill, background: Style(background: .rgb(0, 0, 255)), children: []),
            Stack(.vertical, width: .fixed(2), height: .fixed(1), children: [text("bottom")]),
        ])
        let buffer = column.rendered(width: 4, height: 5)
        #expect(buffer.lines == ["top ", "    ", "    ", "    ", " b… "])
        #expect(buffer[1, 2].background == .rgb(0, 0, 255))
        #expect(buffer[1, 4].background == .terminalDefault)
    }

    @Test func layeredStackDrawsLaterChildrenOnTop() {
        let layers = Stack(.layered, width: .fill, horizontalAlignment: .trailing, verticalAlignment: .top, children: [
            TextBlock("xxxxx", fillsWidth: true), text("NEW"),
        ])
        #expect(layers.rendered(width: 5, height: 1).lines == ["xxNEW"])
    }

    @Test func textOnAStackKeepsItsBackgroundAndStaysReadable() {
        let dark = Style(background: .rgb(10, 10, 10))
        let stack = Stack(.vertical, width: .fill, background: dark, children: [TextBlock("ok", style: Style(foreground: .rgb(20, 20, 20)))])
        let buffer = stack.rendered(width: 3, height: 1)
        #expect(buffer[0, 0].background == .rgb(10, 10, 10))
        #expect(buffer[0, 0].foreground == .rgb(255, 255, 255))
    }

    @Test func nothingIsDrawnOutsideTheStack() {
        let stack = Stack(.vertical, width: .fixed(3), children: [text("overflowing text")])
        var canvas = Canvas(buffer: Buffer(width: 8, height: 3))
        stack.render(in: Rect(x: 1, y: 1, width: 3, height: 1), on: &canvas)
        #expect(canvas.buffer.lines == ["        ", " ov…    ", "        "])
    }

    @Test func placeholderFramesItsLabel() {
        #expect(Placeholder("image 1:1").rendered(width: 13, height: 3).lines == ["┌───────────┐", "│ image 1:1 │", "└───────────┘"])
        // Too narrow for the aspect ratio: what it is, whole, rather than a cut label.
        #expect(Placeholder("image 16:9").rendered(width: 12, height: 3).lines == ["┌──────────┐", "│  image   │", "└──────────┘"])
    }

    @Test func scrollViewKeepsTheFocusVisibleAndMarksMoreContent() {
        let rows = (1...10).map { Anchor("row\($0)", TextBlock("row \($0)")) as any Renderable }
        let list = Stack(.vertical, horizontalAlignment: .leading, children: rows)
        var canvas = Canvas(buffer: Buffer(width: 8, height: 3))
        ScrollView(list, focus: ["row7"]).render(in: canvas.buffer.area, on: &canvas)
        #expect(canvas.buffer.lines == ["row 5  ▲", "row 6   ", "row 7  ▼"])
        #expect(canvas.anchors["row7"] == Rect(x: 0, y: 2, width: 5, height: 1))
        #expect(canvas.anchors[ScrollView.contentAnchor]?.y == -4)
        let top = ScrollView(list).rendered(width: 8, height: 3)
        #expect(top.lines == ["row 1   ", "row 2   ", "row 3  ▼"])
    }

    @Test func scrollViewKeepsSeveralFocusedViewsWhenTheyFitElseTheFirst() {
        #expect(ScrollView.focusRect([Rect(x: 0, y: 4, width: 2, height: 1), Rect(x: 0, y: 8, width: 3, height: 2)], viewportHeight: 6)
                == Rect(x: 0, y: 4, width: 2, height: 6))
        #expect(ScrollView.focusRect([Rect(x: 0, y: 4, width: 2, height: 1), Rect(x: 0, y: 20, width: 3, height: 2)], viewportHeight: 6)
                == Rect(x: 0, y: 4, width: 2, height: 1))
        #expect(ScrollView.focusRect([], viewportHeight: 6) == nil)
    }

    @Test func scrollOffsetIsClampedAndFollowsTheFocus() {
        #expect(ScrollView.offset(requested: 50, focus: nil, contentHeight: 20, viewportHeight: 5) == 15)
        #expect(ScrollView.offset(requested: 10, focus: Rect(x: 0, y: 2, width: 1, height: 1), contentHeight: 20, viewportHeight: 5) == 2)
        #expect(ScrollView.offset(requested: 0, focus: Rect(x: 0, y: 8, width: 1, height: 2), contentHeight: 20, viewportHeight: 5) == 5)
        #expect(ScrollView.offset(requested: -3, focus: nil, contentHeight: 3, viewportHeight: 5) == 0)
    }
}
