import Foundation

/// A type read from a JSON value by hand, so every error names its JSON path.
protocol JSONDecodable {
    /// Reads the value at `json`.
    init(json: JSONReader) throws
}
