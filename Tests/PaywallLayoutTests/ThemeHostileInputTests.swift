import Foundation
import Testing
import TestSupport
@testable import PaywallLayout

@Suite("Themes with long values")
struct ThemeHostileInputTests {
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
