import Testing
import PaywallLayout
@testable import KioskApp

@Suite("List rows share their width between name and detail")
struct ListRowFittingTests {
    @Test func bothFitUntouched() {
        let fitted = ListView.fitted(label: "Plus Basic", detail: "$1.99 / week", width: 40)
        #expect(fitted.label == "Plus Basic")
        #expect(fitted.detail == "$1.99 / week")
    }

    @Test func aLongDetailNeverErasesTheName() {
        let fitted = ListView.fitted(label: "Plus Standard, Monthly", detail: "billing problem: grace period until 15 Jan 2027", width: 50)
        #expect(fitted.label == "Plus Standard, Monthly")
        #expect(fitted.detail.hasSuffix("…"))
        #expect(DisplayWidth.of(fitted.label) + 2 + DisplayWidth.of(fitted.detail) == 50)
    }

    @Test func aLongNameKeepsHalfAndBothEndInEllipsis() {
        let fitted = ListView.fitted(label: String(repeating: "名", count: 30), detail: String(repeating: "d", count: 40), width: 30)
        #expect(fitted.label.hasSuffix("…"))
        #expect(fitted.detail.hasSuffix("…"))
        #expect(DisplayWidth.of(fitted.label) <= 15)
        #expect(DisplayWidth.of(fitted.label) + 2 + DisplayWidth.of(fitted.detail) <= 30)
    }

    @Test func noRoomForTheDetailDropsIt() {
        let fitted = ListView.fitted(label: "Season Pass", detail: "$14.99", width: 3)
        #expect(fitted.detail == "")
        #expect(DisplayWidth.of(fitted.label) <= 3)
    }
}

@Suite("The key bar keeps whole hints and always the help key")
struct KeyBarFittingTests {
    let hints = ["↑↓ move", "Enter open", "Esc back", "/ filter", "q quit", "? help"]

    @Test func everythingFitsOnAWideScreen() {
        #expect(KeyBar.fitting(hints, width: 80) == "↑↓ move  Enter open  Esc back  / filter  q quit  ? help")
    }

    @Test func narrowScreensDropWholeHintsButKeepHelp() {
        let fitted = KeyBar.fitting(hints, width: 40)
        #expect(fitted == "↑↓ move  Enter open  Esc back  ? help")
        #expect(DisplayWidth.of(fitted) <= 40)
    }
}
