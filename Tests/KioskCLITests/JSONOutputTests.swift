import Testing
@testable import KioskCLI

/// `JSONOutput.ArrayWriter` streams exactly the text `JSONOutput.string` makes of the whole array, newline included.
@Suite struct JSONOutputTests {
    private struct Element: Encodable {
        var name: String
        var price: Double?
        var tags: [String]
        var nested: [String: Int]
    }

    private static let elements = [
        Element(name: "Coins \"100\"\n\u{1B}[31m", price: 0.99, tags: ["a", "b/c"], nested: ["x": 1, "a": 2]),
        Element(name: "", price: nil, tags: [], nested: [:]),
        Element(name: "Plus ‮ Monthly", price: 1_234.5, tags: ["1"], nested: ["only": 0]),
    ]

    @Test(arguments: [0, 1, 3])
    func streamedArrayEqualsTheWholeEncoding(count: Int) throws {
        let elements = Array(Self.elements.prefix(count))
        var text = ""
        var writer = JSONOutput.ArrayWriter { text += $0 }
        for element in elements { try writer.append(element) }
        writer.finish()
        #expect(text == (try JSONOutput.string(elements)) + "\n")
    }
}
