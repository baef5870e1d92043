import PaywallLayout
import Testing
@testable import CursesUI

@Suite("A frame's renditions asked for once per run of one style")
struct LastRenditionTests {
    @Test func answersAsMakingEachTimeAndMakesOnlyWhenTheStyleChanges() {
        let plain = Style.plain
        let bold = Style(attributes: .bold)
        let red = Style(foreground: .rgb(RGB(red: 200, green: 0, blue: 0)))
        let onBlue = Style(foreground: .rgb(RGB(red: 200, green: 0, blue: 0)), background: .palette(4))
        let styles = [plain, plain, plain, bold, bold, red, plain, red, red, onBlue, onBlue, plain]
        func made(_ style: Style) -> String { "\(style)" }
        var asked: [Style] = []
        var renditions = LastRendition<String>()
        let answers = styles.map { style in
            renditions.rendition(of: style) { style in
                asked.append(style)
                return made(style)
            }
        }
        #expect(answers == styles.map(made))
        #expect(asked == [plain, bold, red, plain, red, onBlue, plain], "made again only when the style differs from the last")
    }
}
