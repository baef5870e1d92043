import Foundation
import TerminalSafety

/// Encodes command output as JSON: pretty-printed, keys sorted, slashes not escaped, and every control, C1 and bidi
/// override in a string written as a JSON escape (`SafeText.json`), so the text is safe in a terminal and still
/// means the same values.
enum JSONOutput {
    /// The JSON text of a value.
    static func string<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return SafeText.json(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
