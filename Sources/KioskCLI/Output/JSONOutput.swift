import Foundation

/// Encodes command output as JSON: pretty-printed, keys sorted, slashes not escaped.
enum JSONOutput {
    /// The JSON text of a value.
    static func string<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
