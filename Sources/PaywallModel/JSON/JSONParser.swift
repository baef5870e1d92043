import Foundation

/// A strict JSON parser (RFC 8259) over UTF-8 bytes that records where each value starts.
///
/// It reads through an unsafe buffer for speed; `JSONDocument` keeps the bytes alive while it runs.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    /// Members and elements of the objects and arrays being read, so each becomes an array of exactly
    /// its size once instead of growing step by step.
    private let pendingMembers = PendingValues<JSONMember>()
    private let pendingElements = PendingValues<JSONNode>()
    private var knownKeys = KeyTable()
    private static let maximumDepth = 512
    /// Each key repeated in an object: the key, the offset of its first value (the one used) and of the repeat.
    private(set) var duplicateKeys: [(key: String, first: Int, repeated: Int)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one value that fills the whole text (a UTF-8 byte-order mark is allowed first).
    mutating func parseDocument() throws -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a JSON value, found an empty file") }
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("expected the end of the file after the JSON value, found \(describeCurrent())")
        }
        return root
    }

    private mutating func parseValue() throws -> JSONNode {
        let start = index
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), offset: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), offset: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try parseNumber()), offset: start)
        default: throw error("expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
    }

    private mutating func parseObject() throws -> JSONValue {
        try enterNesting()
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object([])
        }
        let base = pendingMembers.count
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes, found \(describeCurrent())") }
            let key = try parseKey()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the member name \"\(key)\", found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            pendingMembers.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): try skipComma(before: UInt8(ascii: "}"))
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(keepingFirstOfEachKey(pendingMembers.take(from: base)))
            default: throw error("expected ',' or '}' after an object member, found \(describeCurrent())")
            }
        }
    }

    /// The members without the repeats of a key (the first value is the one every reader sees, as with RevenueCat's
    /// and Apple's readers), noting each repeat; small objects are compared pairwise, larger ones through a table.
    private mutating func keepingFirstOfEachKey(_ members: [JSONMember]) -> [JSONMember] {
        guard members.count > 1 else { return members }
        var repeats = IndexSet()
        if members.count <= 8 {
            for later in 1..<members.count {
                if let first = members[..<later].first(where: { $0.key == members[later].key }) {
                    duplicateKeys.append((members[later].key, first.value.offset, members[later].value.offset))
                    repeats.insert(later)
                }
            }
        } else {
            var firstOffsets: [String: Int] = [:]
            for (index, member) in members.enumerated() {
                if let first = firstOffsets[member.key] {
                    duplicateKeys.append((member.key, first, member.value.offset))
                    repeats.insert(index)
                } else {
                    firstOffsets[member.key] = member.value.offset
                }
            }
        }
        guard !repeats.isEmpty else { return members }
        return members.enumerated().filter { !repeats.contains($0.offset) }.map(\.element)
    }

    private mutating func parseArray() throws -> JSONValue {
        try enterNesting()
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array([])
        }
        let base = pendingElements.count
        while true {
            skipWhitespace()
            pendingElements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): try skipComma(before: UInt8(ascii: "]"))
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(pendingElements.take(from: base))
            default: throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
            }
        }
    }

    /// Parses a member name; names repeat throughout a document, so each distinct one is made a `String`
    /// only once and shared (up to `KeyTable.capacity` distinct names).
    private mutating func parseKey() throws -> String {
        var end = index + 1
        var hash: UInt64 = 0xcbf29ce484222325
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            hash = (hash ^ UInt64(bytes[end])) &* 0x100000001b3
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return try parseString() }
        let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        if let known = knownKeys.find(name, hash: hash) {
            index = end + 1
            return known
        }
        let key = try parseString()
        knownKeys.insert(key, bytes: name, hash: hash)
        return key
    }

    private mutating func parseString() throws -> String {
        let opening = index
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("expected '\"' to close the string; control characters must be escaped") }
            index += byte < 0x80 ? 1 : try utf8SequenceLength()
        }
        guard index < bytes.count else { throw error("expected '\"' to close the string that starts here", at: opening) }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                try appendEscape(to: &buffer)
            case ..<0x20:
                throw error("expected '\"' to close the string; control characters must be escaped")
            case 0x80...:
                let length = try utf8SequenceLength()
                buffer.append(contentsOf: bytes[index..<index + length])
                index += length
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw error("expected '\"' to close the string that starts here", at: opening)
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws {
        guard index < bytes.count else { throw error("expected an escape character after '\\', found the end of the file") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(letter)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHexQuad()
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("expected a low surrogate (\\uDC00-\\uDFFF) after a high surrogate")
                }
                index += 2
                let low = try parseHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("expected a low surrogate (\\uDC00-\\uDFFF)") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("expected a high surrogate before the low surrogate")
            }
            buffer.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        default:
            throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, found '\\\(Character(Unicode.Scalar(letter)))'", at: index - 2)
        }
    }

    private mutating func parseHexQuad() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit in the number") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else { throw error("expected a digit after the decimal point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func expectWord(_ word: StaticString) throws {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[index...].starts(with: expected) else {
            throw error("expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
        index += expected.count
    }

    private mutating func enterNesting() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error("expected at most \(Self.maximumDepth) nested arrays and objects") }
    }

    /// Moves past a ',' that must be followed by another member or element, not by `closer`: JSON has no
    /// trailing commas, and the error points at the comma itself.
    private mutating func skipComma(before closer: UInt8) throws {
        let comma = index
        index += 1
        skipWhitespace()
        if peek() == closer {
            throw error("expected another value after ',' (JSON does not allow a trailing comma before '\(Character(Unicode.Scalar(closer)))')", at: comma)
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `index` (a byte of 0x80 or more).
    private func utf8SequenceLength() throws -> Int {
        let lead = bytes[index]
        let length: Int
        var allowed: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; allowed = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; allowed = 0x80...0x9F
        case 0xF0: length = 4; allowed = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; allowed = 0x80...0x8F
        default: throw error(String(format: "expected UTF-8 text, found the byte 0x%02X", lead))
        }
        guard index + length <= bytes.count, allowed.contains(bytes[index + 1]),
              bytes[(index + 2)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else {
            throw error(String(format: "expected UTF-8 text, found a malformed sequence starting with the byte 0x%02X", lead))
        }
        return length
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let end = bytes[index...].prefix(12).firstIndex { $0 == 0x0A || $0 == 0x0D } ?? min(bytes.count, index + 12)
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: JSONDocument.position(ofOffset: offset ?? index, in: bytes))
    }
}

/// An open-addressing table of the member names seen so far, found by their bytes.
private struct KeyTable {
    static let capacity = 512
    private var slots = [(hash: UInt64, bytes: [UInt8], key: String)?](repeating: nil, count: KeyTable.capacity * 2)
    private var count = 0

    /// The name with these bytes, if seen before.
    func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> String? {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while let entry = slots[slot] {
            if entry.hash == hash, entry.bytes.count == name.count,
               name.isEmpty || memcmp(entry.bytes, name.baseAddress!, name.count) == 0 {
                return entry.key
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Remembers a name, unless the table is full.
    mutating func insert(_ key: String, bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        guard count < KeyTable.capacity else { return }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != nil { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = (hash, Array(bytes), key)
        count += 1
    }
}
