import Foundation
import Testing
import TestSupport
@testable import PaywallLayout

@Suite("Themes with repeated keys and long values")
struct ThemeHostileInputTests {
    @Test func aThemeWithARepeatedColorWarnsAndKeepsTheFirst() throws {
        let directory = TemporaryDirectory()
        try Data(##"{"name": "twice", "colors": {"accent": "#ff0000", "accent": "#00ff00"}}"##.utf8).write(to: directory.file("twice.json"))
        let choice = ThemeLoader.choose("twice", directory: directory.url, environment: [:])
        #expect(choice.theme.name == "twice")
        #expect(choice.warnings == ["\(directory.file("twice.json").path):1:61: warning: duplicate key \"accent\": the value at line 1, "
                                    + "column 61 is ignored; the first, at line 1, column 40, is used"])
        #expect(choice.theme.style(.accent) == (try ThemeFile.parse(Data(##"{"colors": {"accent": "#ff0000"}}"##.utf8), file: "one.json").theme.style(.accent)))
    }

    @Test func aLongValueInAnErrorIsCut() throws {
        let value = String(repeating: "b", count: 50 * 1_048_576)
        let error = #expect(throws: ThemeError.self) {
            try ThemeFile.parse(Data(#"{"colors": {"accent": "\#(value)"}}"#.utf8), file: "long.json")
        }
        let message = try #require(error?.message)
        #expect(message.hasSuffix(" 50.0 MB more"))
        #expect(message.utf8.count < 1100)
    }
}
