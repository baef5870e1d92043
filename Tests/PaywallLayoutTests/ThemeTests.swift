import Foundation
import Testing
import TestSupport
@testable import PaywallLayout

@Suite("Themes")
struct ThemeTests {
    private let themesFolder = Fixtures.repositoryRoot.appendingPathComponent("themes")

    @Test func everyShippedThemeLoadsAndNamesEveryRole() throws {
        for name in ["default", "light", "high-contrast", "monochrome"] {
            let url = themesFolder.appendingPathComponent(name + ".json")
            let theme = try ThemeFile.load(url)
            #expect(theme.name == name)
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            let roles = Set((json?["colors"] as? [String: Any])?.keys.map { $0 } ?? [])
            #expect(roles == Set(ColorRole.allCases.map(\.rawValue)), "\(name)")
        }
    }

    @Test func theBuiltInDefaultIsTheShippedDefault() throws {
        let shipped = try ThemeFile.load(themesFolder.appendingPathComponent("default.json"))
        #expect(shipped == Theme.builtInDefault)
        let monochrome = try ThemeFile.load(themesFolder.appendingPathComponent("monochrome.json"))
        #expect(monochrome.attributes == Theme.monochrome.attributes)
        #expect(monochrome.isMonochrome)
    }

    @Test func everyThemeKeepsTextReadable() throws {
        for name in ["default", "light", "high-contrast"] {
            let theme = try ThemeFile.load(themesFolder.appendingPathComponent(name + ".json"))
            for role in ColorRole.allCases where role != .border {
                let style = theme.style(role)
                let ratio = Contrast.ratio(try #require(style.foreground.rgbValue), try #require(style.background.rgbValue))
                #expect(ratio >= Contrast.minimumRatio, "\(name).\(role): \(ratio)")
            }
        }
    }

    @Test func selectionNeverDependsOnColorAlone() {
        #expect(Theme.builtInDefault.style(.selection).attributes.contains(.bold))
        #expect(Theme.monochrome.style(.selection).attributes.contains(.reverse))
    }

    @Test func paywallSchemeAutoFollowsTheSurface() throws {
        #expect(Theme.builtInDefault.resolvedPaywallScheme == .dark)
        let light = try ThemeFile.load(themesFolder.appendingPathComponent("light.json"))
        #expect(light.resolvedPaywallScheme == .light)
        #expect(Theme.monochrome.resolvedPaywallScheme == .dark)
    }

    @Test func brokenJSONIsReportedWithLineAndColumn() {
        let data = Data("{\n  \"colors\": {\n    \"text\": #fff\n  }\n}".utf8)
        let error = #expect(throws: ThemeError.self) { try ThemeFile.parse(data, file: "bad.json") }
        #expect(error?.place == "line 3, column 13")
        #expect(error?.description.hasPrefix("bad.json: line 3, column 13: not valid JSON: ") == true)
    }

    @Test(arguments: [
        ("{\"colors\": {\"accnet\": \"#ffffff\"}}", "$.colors.accnet (line 1, column 23)"),
        ("{\"colors\": {\"text\": \"blue\"}}", "$.colors.text (line 1, column 21)"),
        ("{\"colors\": {}, \"paywall_scheme\": \"sepia\"}", "$.paywall_scheme (line 1, column 34)"),
        ("{\"colors\": {}, \"attributes\": {\"text\": [\"blink\"]}}", "$.attributes.text[0] (line 1, column 40)"),
        ("{\"colours\": {}}", "$.colours (line 1, column 13)"),
        ("{\"name\": \"x\"}", "$ (line 1, column 1)"),
        ("[1, 2]", "$ (line 1, column 1)"),
    ])
    func wrongValuesAreReportedWithTheirJSONPath(json: String, place: String) {
        do {
            _ = try ThemeFile.parse(Data(json.utf8), file: "t.json")
            Issue.record("accepted \(json)")
        } catch let error as ThemeError {
            #expect(error.place == place)
            #expect(error.description.hasPrefix("t.json: \(place): "))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

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
}
