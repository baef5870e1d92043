import Foundation
import TerminalSafety

/// Encodes command output as JSON: pretty-printed, keys sorted, slashes not escaped, and every control, C1 and bidi
/// override in a string written as a JSON escape (`SafeText.json`), so the text is safe in a terminal and still
/// means the same values.
enum JSONOutput {
    /// The JSON text of a value.
    static func string<Value: Encodable>(_ value: Value) throws -> String {
        try string(value, encoder: makeEncoder())
    }

    private static func string<Value: Encodable>(_ value: Value, encoder: JSONEncoder) throws -> String {
        SafeText.json(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    private static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Writes an array as `string` would, an element at a time, so a long array is never one string in memory.
    struct ArrayWriter {
        private let write: (String) -> Void
        private let encoder = JSONOutput.makeEncoder()
        private var isEmpty = true

        /// A writer handing its text to `write` in pieces (what `print(string(array))` would write, newline included).
        init(to write: @escaping (String) -> Void) {
            self.write = write
        }

        /// Writes the next element: its lines indented as the array nests them, after a comma when one came before.
        mutating func append<Element: Encodable>(_ element: Element) throws {
            append(encoded: Self.indented(try JSONOutput.string(element, encoder: encoder)))
        }

        /// The text `append` writes for each element after the comma, made apart from writing so that elements can be
        /// encoded on other threads; `append(encoded:)` writes each.
        static func encoded<Element: Encodable>(_ elements: [Element]) throws -> [String] {
            let encoder = JSONOutput.makeEncoder()
            return try elements.map { indented(try JSONOutput.string($0, encoder: encoder)) }
        }

        /// Writes the next element's text made by `encoded`, after a comma when one came before.
        mutating func append(encoded text: String) {
            write(isEmpty ? "[\n" : ",\n")
            isEmpty = false
            write(text)
        }

        /// An element's JSON with its lines indented as the array nests them.
        private static func indented(_ json: String) -> String {
            json.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        }

        /// Ends the array.
        func finish() {
            write(isEmpty ? "[\n\n]\n" : "\n]\n")
        }
    }
}
