import KioskCLI
import PaywallLayout
import Testing
import TestSupport
@testable import KioskApp

/// The settings' Theme row switches between the shipped themes and everything is drawn with the new one at
/// once; with colors off (`NO_COLOR`) there is nothing to switch to.
@Suite("Theme switch: settings cycle the themes and redraw at once")
struct ThemeSwitchTests {
    static let shipped = ThemeLoader.choices(directory: Fixtures.repositoryRoot.appendingPathComponent("themes"), environment: [:])

    @Test func enterOnThemeCyclesTheShippedThemesAndRedrawsWithEach() async throws {
        var session = try StorePilot(theme: .builtInDefault, themeChoices: Self.shipped)
        await session.tick()
        await session.pilot.choose("Settings")
        var seen: [String] = []
        for _ in Self.shipped {
            let found = await session.pilot.choose("Theme")
            #expect(found)
            let theme = session.pilot.state.theme
            seen.append(theme.name)
            #expect(session.pilot.pendingTasks.isEmpty, "switching the theme needs no effect")
            #expect(session.pilot.frame[0, 5].style == theme.style(.surface), "the screen is drawn in \(theme.name) at once")
            #expect(session.pilot.screenText.contains("› Theme"), "the selection stays on the row")
        }
        #expect(seen == ["light", "high-contrast", "monochrome", "default"])
        session.pilot.press(.escape)
        await session.pilot.choose("onboarding")
        #expect(session.pilot.frame[0, 0].style == Theme.builtInDefault.style(.selection), "other screens use it too")
    }

    @Test func withColorsOffTheThemeIsMonochromeAndSaysWhy() async throws {
        var session = try StorePilot(theme: ThemeLoader.choose("light", directory: nil, environment: ["NO_COLOR": "1"]).theme,
                                     themeChoices: ThemeLoader.choices(directory: nil, environment: ["NO_COLOR": "1"]))
        await session.tick()
        await session.pilot.choose("Settings")
        #expect(session.pilot.screenText.contains("monochrome (colors are off)"))
        let selectable = session.pilot.selectIfShown("Theme")
        #expect(!selectable, "the row cannot be chosen")
    }
}
