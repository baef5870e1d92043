import Foundation

/// A strict JSON parser (RFC 8259) over UTF-8 bytes that writes a `JSONTape`: where each value starts, its kind,
/// and for strings and numbers only where their bytes are.
///
/// It reads through an unsafe buffer for speed; `JSONDocument` keeps the bytes alive while it runs.
struct JSONParser {
    private typealias Entry = JSONTape.Entry
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private(set) var entries: [JSONTape.Entry] = []
    /// Member names shared by every object that uses them (see `KeyTable`).
    private(set) var keys: [String] = []
    private var knownKeys = KeyTable()
    private static let maximumDepth = 512
    /// Each key repeated in an object: the key, the offset of its first value (the one used) and of the repeat.
    private(set) var duplicateKeys: [(key: String, first: Int, repeated: Int)] = []
    /// The members whose objects and arrays are checked but left off the tape.
    private let deferral: JSONDeferral?

    init(bytes: UnsafeBufferPointer<UInt8>, deferring deferral: JSONDeferral? = nil) {
        self.bytes = bytes
        self.deferral = deferral
    }

    /// Parses one value that fills the whole text (a UTF-8 byte-order mark is allowed first).
    mutating func parseDocument() throws {
        // Every value takes at least two bytes but the last, a member name at least three with its ':', so this
        // is room for every entry; memory is used only as entries are written.
        entries.reserveCapacity(bytes.count / 2 + 2)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a JSON value, found an empty file") }
        try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("expected the end of the file after the JSON value, found \(describeCurrent())")
        }
    }

    /// Parses the (well-formed) value starting at `offset` onto an empty tape: a deferred value read again.
    mutating func parseValue(at offset: Int) throws {
        index = offset
        try parseValue()
    }

    /// The text of the (well-formed) string whose opening quote is at `offset`, escapes decoded.
    mutating func decodeString(at offset: Int) throws -> String {
        index = offset
        return try parseString()
    }

    private mutating func parseValue() throws {
        let start = index
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try appendString(.string)
        case UInt8(ascii: "t"): try expectWord("true"); entries.append(Entry(.true, offset: start))
        case UInt8(ascii: "f"): try expectWord("false"); entries.append(Entry(.false, offset: start))
        case UInt8(ascii: "n"): try expectWord("null"); entries.append(Entry(.null, offset: start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try skipNumber()
            entries.append(Entry(.number, offset: start, first: UInt32(index - start)))
        default: throw error("expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
    }

    private mutating func parseObject() throws {
        try enterNesting()
        let object = entries.count
        entries.append(Entry(.object, offset: index))
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            entries[object].first = UInt32(entries.count)
            return
        }
        var count = 0
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes, found \(describeCurrent())") }
            let key = entries.count
            try appendKey()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error("expected ':' after the member name \"\(try keyText(key))\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            if let deferral, deferral.depth == depth, deferral.defers(nameAt: entries[key], in: bytes) {
                try parseDeferredValue()
            } else {
                try parseValue()
            }
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): try skipComma(before: UInt8(ascii: "}"))
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                entries[object].first = UInt32(entries.count)
                entries[object].second = UInt32(count - (try markRepeatedKeys(of: object, count: count)))
                return
            default: throw error("expected ',' or '}' after an object member, found \(describeCurrent())")
            }
        }
    }

    /// Checks a value as `parseValue` does but, when it is an object or an array, keeps one `.deferred` entry in
    /// place of it and its descendants (its repeated keys are still noted): a reader that asks for it parses it
    /// again, and one that does not pays nothing more.
    private mutating func parseDeferredValue() throws {
        let first = entries.count
        let offset = index
        try parseValue()
        guard entries[first].kind == .array || entries[first].kind == .object else { return }
        entries.removeLast(entries.count - first)
        entries.append(Entry(.deferred, offset: offset))
    }

    /// Marks the repeats of a key in the object at `object` (the first value is the one every reader sees, as
    /// with RevenueCat's and Apple's readers), noting each; returns how many there were. Small objects are
    /// compared pairwise, larger ones through a table.
    private mutating func markRepeatedKeys(of object: Int, count: Int) throws -> Int {
        guard count > 1 else { return 0 }
        var repeats = 0
        var table = count > 8 ? KeyIndexTable(capacity: count) : nil
        var key = object + 1
        while key < entries.count {
            let first: Int?
            if table != nil {
                let hash = try keyHash(key)
                first = try table!.find(hash: hash) { try sameKey($0, key) }
                if first == nil { table!.insert(key, hash: hash) }
            } else {
                first = try earlierKey(like: key, from: object + 1)
            }
            if let first {
                try markRepeat(key, of: first)
                repeats += 1
            }
            key = nextKey(after: key)
        }
        return repeats
    }

    /// The first name from `start` up to `key` that is the same text as it.
    private func earlierKey(like key: Int, from start: Int) throws -> Int? {
        var earlier = start
        while earlier < key {
            if try sameKey(earlier, key) { return earlier }
            earlier = nextKey(after: earlier)
        }
        return nil
    }

    /// The next member name of the object after the one at `key` and its value.
    private func nextKey(after key: Int) -> Int {
        let value = entries[key + 1]
        return value.kind == .array || value.kind == .object ? Int(value.first) : key + 2
    }

    private mutating func markRepeat(_ key: Int, of first: Int) throws {
        entries[key].second |= Entry.repeated
        duplicateKeys.append((try keyText(key), entries[first + 1].offset, entries[key + 1].offset))
    }

    /// Whether two member names are the same text.
    private func sameKey(_ one: Int, _ other: Int) throws -> Bool {
        let (left, right) = (entries[one], entries[other])
        if let shared = left.sharedKey, let otherShared = right.sharedKey { return shared == otherShared }
        if left.isEscaped || right.isEscaped { return try keyText(one) == keyText(other) }
        return left.first == right.first && (left.first == 0 || memcmp(bytes.baseAddress! + left.offset + 1, bytes.baseAddress! + right.offset + 1, Int(left.first)) == 0)
    }

    /// A hash of a member name's text (FNV-1a over its UTF-8).
    private func keyHash(_ key: Int) throws -> UInt64 {
        let entry = entries[key]
        var hash: UInt64 = 0xcbf29ce484222325
        if entry.isEscaped {
            for byte in try keyText(key).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        } else {
            for byte in bytes[(entry.offset + 1)..<(entry.offset + 1 + Int(entry.first))] { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        }
        return hash
    }

    /// The text of the member name written at `key`.
    private func keyText(_ key: Int) throws -> String {
        let entry = entries[key]
        if let shared = entry.sharedKey { return keys[shared] }
        var reader = JSONParser(bytes: bytes)
        return try reader.decodeString(at: entry.offset)
    }

    private mutating func parseArray() throws {
        try enterNesting()
        let array = entries.count
        entries.append(Entry(.array, offset: index))
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            entries[array].first = UInt32(entries.count)
            return
        }
        var count: UInt32 = 0
        while true {
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): try skipComma(before: UInt8(ascii: "]"))
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                entries[array].first = UInt32(entries.count)
                entries[array].second = count
                return
            default: throw error("expected ',' or ']' after an array element, found \(describeCurrent())")
            }
        }
    }

    /// Writes a member name; names repeat throughout a document, so each distinct one is made a `String`
    /// only once and shared (up to `KeyTable.capacity` distinct names).
    private mutating func appendKey() throws {
        var end = index + 1
        var hash: UInt64 = 0xcbf29ce484222325
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            hash = (hash ^ UInt64(bytes[end])) &* 0x100000001b3
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return try appendString(.key) }
        let name = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        if let known = knownKeys.find(name, hash: hash) {
            entries.append(Entry(.key, offset: index, first: UInt32(name.count), second: UInt32(known + 1) << Entry.keyShift))
            index = end + 1
            return
        }
        try appendString(.key)
        if knownKeys.insert(keys.count, bytes: name, hash: hash) {
            keys.append(String(decoding: name, as: UTF8.self))
            entries[entries.count - 1].second = UInt32(keys.count) << Entry.keyShift
        }
    }

    /// Checks the string starting at `index` and writes it as `kind`, by where its bytes are.
    private mutating func appendString(_ kind: JSONTape.Kind) throws {
        let opening = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                entries.append(Entry(kind, offset: opening, first: UInt32(index - opening - 2)))
                return
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("expected '\"' to close the string; control characters must be escaped") }
            index += byte < 0x80 ? 1 : try utf8SequenceLength()
        }
        guard index < bytes.count else { throw error("expected '\"' to close the string that starts here", at: opening) }
        index = opening
        _ = try parseString()
        entries.append(Entry(kind, offset: opening, first: UInt32(index - opening - 2), second: Entry.escaped))
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

    private mutating func skipNumber() throws {
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
        if bytes[index] >= 0x80, (try? utf8SequenceLength()) == nil {
            return String(format: "the byte 0x%02X, which is not UTF-8 text (a JSON file is UTF-8)", bytes[index])
        }
        let end = bytes[index...].prefix(12).firstIndex { $0 == 0x0A || $0 == 0x0D } ?? min(bytes.count, index + 12)
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: JSONDocument.position(ofOffset: offset ?? index, in: bytes))
    }
}
