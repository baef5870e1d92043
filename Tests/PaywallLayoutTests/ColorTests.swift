import Testing
@testable import PaywallLayout

@Suite("Colors and rectangles")
struct ColorTests {
    @Test func parsesEveryHexForm() {
        #expect(Color(hex: "#FF8000") == .rgb(255, 128, 0))
        #expect(Color(hex: "ff8000") == .rgb(255, 128, 0))
        #expect(Color(hex: "#f80") == .rgb(255, 136, 0))
        #expect(HexColor("#FF800080")?.alpha == 128)
        #expect(HexColor("#f808")?.alpha == 136)
        #expect(HexColor(" #000000 ")?.rgb == RGB(red: 0, green: 0, blue: 0))
    }

    @Test func rejectsWhatIsNotHex() {
        for text in ["", "#", "#12", "#12345", "#GGGGGG", "red", "#1234567", "#-12345"] {
            #expect(Color(hex: text) == nil, "\(text)")
        }
    }

    @Test func transparencyBlendsOverTheBackground() throws {
        let halfWhite = try #require(HexColor("#FFFFFF80"))
        #expect(halfWhite.composited(over: RGB(red: 0, green: 0, blue: 0)) == RGB(red: 128, green: 128, blue: 128))
        #expect(try #require(HexColor("#00000000")).isTransparent)
    }

    @Test func paletteEntriesResolveToRGB() {
        #expect(Color.palette(196).rgbValue == RGB(red: 255, green: 0, blue: 0))
        #expect(Color.palette(232).rgbValue == RGB(red: 8, green: 8, blue: 8))
        #expect(Color.palette(9).rgbValue == RGB(red: 255, green: 0, blue: 0))
        #expect(Color.terminalDefault.rgbValue == nil)
        #expect(RGB(red: 1, green: 171, blue: 255).description == "#01abff")
    }

    @Test func rectanglesIntersectAndInset() {
        let rect = Rect(x: 2, y: 3, width: 10, height: 4)
        #expect(rect.intersection(Rect(width: 5, height: 5)) == Rect(x: 2, y: 3, width: 3, height: 2))
        #expect(rect.intersection(Rect(x: 50, y: 50, width: 1, height: 1)).isEmpty)
        #expect(rect.inset(by: CellInsets(top: 1, left: 2, bottom: 1, right: 2)) == Rect(x: 4, y: 4, width: 6, height: 2))
        #expect(rect.inset(by: CellInsets(all: 9)).isEmpty)
        #expect(rect.contains(x: 11, y: 6) && !rect.contains(x: 12, y: 6))
        #expect(Rect(x: 0, y: 0, width: -3, height: 2).width == 0)
    }
}
