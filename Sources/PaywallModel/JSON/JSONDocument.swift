import Foundation

/// A parsed JSON document: its root value and the text it came from, for turning offsets into positions.
///
/// The values are kept as a `JSONTape` over the text, about the text's size again in memory, and read one
/// level at a time through `root`.
public struct JSONDocument: Sendable {
    /// The root value.
    public let root: JSONNode
    private let tape: JSONTape
    private var text: Data { tape.text }
    /// The position at every `checkpointSpacing`-th byte, so finding a position reads at most that many bytes
    /// (a document with many problems costs linear time, not quadratic); found when a position is first asked
    /// for, so a document read without problems never pays for it.
    private let checkpoints: LazyCheckpoints
    private static let checkpointSpacing = 4096
    private let duplicateKeyOffsets: [(key: String, first: Int, repeated: Int)]

    /// Parses UTF-8 JSON text; throws `JSONSyntaxError` with the line and column of the first error. Every byte
    /// is checked; the values `deferral` names are left off the tape until read.
    public init(data: Data) throws {
        try self.init(data: data, deferring: nil)
    }

    init(data: Data, deferring deferral: JSONDeferral?) throws {
        guard data.count < UInt32.max else {
            throw JSONSyntaxError(message: "expected a document of less than 4 GB", position: SourcePosition(line: 1, column: 1))
        }
        let (tape, duplicateKeys) = try data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), deferring: deferral)
            try parser.parseDocument()
            return (JSONTape(text: data, entries: parser.entries, keys: parser.keys), parser.duplicateKeys)
        }
        self.tape = tape
        self.root = JSONNode(tape: tape, index: 0)
        self.duplicateKeyOffsets = duplicateKeys
        self.checkpoints = LazyCheckpoints()
    }

    /// Every key an object repeats, with where its repeat is and a message naming both places; the first value is
    /// the one used (as by RevenueCat's and Apple's readers), so readers report these as warnings. Each message is
    /// made when it is read, so a reader that keeps only the first few costs no more for a million.
    public var duplicateKeys: some Collection<(position: SourcePosition, message: String)> {
        duplicateKeyOffsets.lazy.map { duplicate in
            let (first, repeated) = (position(ofOffset: duplicate.first), position(ofOffset: duplicate.repeated))
            return (repeated, "duplicate key \"\(duplicate.key)\": the value at line \(repeated.line), column \(repeated.column) is ignored; "
                        + "the first, at line \(first.line), column \(first.column), is used")
        }
    }

    /// The duplicate keys as warning lines safe to print, `FILE:LINE:COLUMN: warning: duplicate key ...`, for
    /// readers whose problems have no severity of their own (catalogs, their sidecars, themes).
    public func duplicateKeyWarnings(in file: String) -> [String] {
        duplicateKeyIssues(in: file).map(\.description)
    }

    /// The duplicate keys as warnings of a document read from `source`, each made when it is read.
    public func duplicateKeyIssues(in source: String) -> some Collection<DocumentIssue> {
        duplicateKeys.lazy.map {
            DocumentIssue(severity: .warning, source: source, line: $0.position.line, column: $0.position.column, message: $0.message)
        }
    }

    /// The line and column of a byte offset in the document.
    public func position(ofOffset offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, text.count))
        let checkpoints = self.checkpoints.positions { Self.checkpoints(in: text) }
        let checkpoint = min(clamped / Self.checkpointSpacing, checkpoints.count - 1)
        var position = checkpoints[checkpoint]
        text.withUnsafeBytes { raw in
            for byte in raw[(checkpoint * Self.checkpointSpacing)..<clamped] { Self.advance(&position, over: byte) }
        }
        return position
    }

    /// The position at the start of the text and at every `checkpointSpacing`-th byte after it.
    private static func checkpoints(in text: Data) -> [SourcePosition] {
        text.withUnsafeBytes { raw in
            var positions = [SourcePosition(line: 1, column: 1)]
            var position = positions[0]
            for (offset, byte) in raw.enumerated() {
                if offset > 0 && offset % checkpointSpacing == 0 { positions.append(position) }
                advance(&position, over: byte)
            }
            return positions
        }
    }

    /// Moves a position past one byte of UTF-8 text: a line feed starts a line, a continuation byte adds nothing.
    private static func advance(_ position: inout SourcePosition, over byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            position.line += 1
            position.column = 1
        } else if byte & 0xC0 != 0x80 {
            position.column += 1
        }
    }

    /// The line and column of a byte offset in UTF-8 text, counted from its start (for the one syntax error).
    static func position<Bytes: Collection<UInt8>>(ofOffset offset: Int, in bytes: Bytes) -> SourcePosition where Bytes.Index == Int {
        var position = SourcePosition(line: 1, column: 1)
        for byte in bytes[bytes.startIndex..<min(offset, bytes.count)] { advance(&position, over: byte) }
        return position
    }
}
