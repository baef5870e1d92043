import Foundation

/// A parsed JSON document: its root value and the text it came from, for turning offsets into positions.
public struct JSONDocument: Sendable {
    /// The root value.
    public let root: JSONNode
    private let text: Data

    /// Parses UTF-8 JSON text; throws `JSONSyntaxError` with the line and column of the first error.
    public init(data: Data) throws {
        self.root = try data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            return try parser.parseDocument()
        }
        self.text = data
    }

    /// The line and column of a byte offset in the document.
    public func position(ofOffset offset: Int) -> SourcePosition {
        text.withUnsafeBytes { JSONDocument.position(ofOffset: offset, in: $0) }
    }

    /// The line and column of a byte offset in UTF-8 text.
    static func position<Bytes: Collection<UInt8>>(ofOffset offset: Int, in bytes: Bytes) -> SourcePosition where Bytes.Index == Int {
        var line = 1
        var column = 1
        for byte in bytes[bytes.startIndex..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }
}

/// Text that is not valid JSON: what was expected, and where.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong ("expected ',' or '}' after an object member").
    public var message: String
    /// Where the problem starts.
    public var position: SourcePosition

    /// Creates a syntax error.
    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }

    public var description: String { "\(position): \(message)" }
}
