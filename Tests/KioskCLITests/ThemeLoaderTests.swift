import Foundation
import Testing
import TestSupport
import PaywallLayout
import KioskCLI

@Suite("Choosing and listing theme files")
struct ThemeLoaderTests {
    private let themesFolder = Fixtures.repositoryRoot.appendingPathComponent("themes")

    @Test func aBrokenThemeFallsBackToTheBuiltInDefaultWithAWarning() throws {
        let folder = TemporaryDirectory()
        try Data("{\"colors\": {\"text\": 3}}".utf8).write(to: folder.file("broken.json"))
        let choice = ThemeLoader.choose("broken", directory: folder.url, environment: [:])
        #expect(choice.theme == .builtInDefault)
        #expect(choice.warnings.count == 1)
        #expect(choice.warnings.first?.contains("broken.json: $.colors.text (line 1, column 21): expected a hex color") == true)
        let missing = ThemeLoader.choose("nonesuch", directory: folder.url, environment: [:])
        #expect(missing.theme == .builtInDefault && missing.warnings.count == 1)
        #expect(ThemeLoader.choose(nil, directory: nil, environment: [:]).warnings.isEmpty)
    }

    @Test func noColorForcesMonochrome() {
        let choice = ThemeLoader.choose("light", directory: themesFolder, environment: ["NO_COLOR": "1"])
        #expect(choice.theme == .monochrome)
        #expect(ThemeLoader.choose("light", directory: themesFolder, environment: ["NO_COLOR": ""]).theme.name == "light")
        #expect(ColorProfile.detect(["NO_COLOR": "yes", "COLORTERM": "truecolor"]) == .monochrome)
    }

    @Test func theThemesToSwitchBetweenAreTheShippedOnesInOrder() throws {
        let names = ThemeLoader.choices(directory: themesFolder, environment: [:]).map(\.name)
        #expect(names == ["default", "light", "high-contrast", "monochrome"])
        #expect(ThemeLoader.choices(directory: themesFolder, environment: ["NO_COLOR": "1"]).isEmpty, "NO_COLOR allows monochrome only")
        let folder = TemporaryDirectory()
        try Data("{\"colors\": {\"text\": 3}}".utf8).write(to: folder.file("broken.json"))
        try Data("{\"name\": \"amber\", \"colors\": {\"text\": \"#ffbf00\"}}".utf8).write(to: folder.file("amber.json"))
        let own = Theme(name: "mine", colors: [:])
        let mixed = ThemeLoader.choices(directory: folder.url, current: own, environment: [:]).map(\.name)
        #expect(mixed == ["default", "monochrome", "amber", "mine"], "broken files are left out; built-ins and the current theme are kept")
        #expect(ThemeLoader.choices(directory: nil, environment: [:]).map(\.name) == ["default", "monochrome"])
    }

    @Test func aThemeWithARepeatedColorWarnsAndKeepsTheFirst() throws {
        let directory = TemporaryDirectory()
        try Data(##"{"name": "twice", "colors": {"accent": "#ff0000", "accent": "#00ff00"}}"##.utf8).write(to: directory.file("twice.json"))
        let choice = ThemeLoader.choose("twice", directory: directory.url, environment: [:])
        #expect(choice.theme.name == "twice")
        #expect(choice.warnings == ["\(directory.file("twice.json").path):1:61: warning: duplicate key \"accent\": the value at line 1, "
                                    + "column 61 is ignored; the first, at line 1, column 40, is used"])
        #expect(choice.theme.style(.accent) == (try ThemeFile.parse(Data(##"{"colors": {"accent": "#ff0000"}}"##.utf8), file: "one.json").theme.style(.accent)))
    }
}
