import Foundation
import Testing
import TestSupport
@testable import PaywallLayout

@Suite("Themes")
struct ThemeTests {
    private let themesFolder = Fixtures.repositoryRoot.appendingPathComponent("themes")

    /// A shipped theme file, read here and checked by `ThemeFile.parse` (reading files is the program's edge).
    private func shipped(_ name: String) throws -> Theme {
        let url = themesFolder.appendingPathComponent(name + ".json")
        return try ThemeFile.parse(Data(contentsOf: url), file: url.path, fallbackName: name).theme
    }

    @Test func everyShippedThemeLoadsAndNamesEveryRole() throws {
        for name in ["default", "light", "high-contrast", "monochrome"] {
            let url = themesFolder.appendingPathComponent(name + ".json")
            let theme = try shipped(name)
            #expect(theme.name == name)
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            let roles = Set((json?["colors"] as? [String: Any])?.keys.map { $0 } ?? [])
            #expect(roles == Set(ColorRole.allCases.map(\.rawValue)), "\(name)")
        }
    }

    @Test func theBuiltInDefaultIsTheShippedDefault() throws {
        let shippedDefault = try shipped("default")
        #expect(shippedDefault == Theme.builtInDefault)
        let monochrome = try shipped("monochrome")
        #expect(monochrome.attributes == Theme.monochrome.attributes)
        #expect(monochrome.isMonochrome)
    }

    @Test func everyThemeKeepsTextReadable() throws {
        for name in ["default", "light", "high-contrast"] {
            let theme = try shipped(name)
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
        let light = try shipped("light")
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
}
