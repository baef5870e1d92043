import PaywallModel

/// Reads the members of a flat JSON object of ASCII strings without escapes, numbers, Booleans and nulls in one
/// pass, or gives up (nil) on anything else, for `JSONDocument` to read.
///
/// The signed payloads of a ledger are all of that form, and `JSONDocument` sets up tables for documents of any
/// size that cost more than reading such a payload. Giving up is never an error: whatever this reads,
/// `JSONDocument` reads the same way, and what it does not read is left to `JSONDocument` whole.
struct FlatJSONObjectScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// The members of the object `bytes` holds, in order (repeats included), or nil when it is not of that form.
    static func members(of bytes: UnsafeBufferPointer<UInt8>) -> [(key: String, value: JSONValue)]? {
        var scanner = FlatJSONObjectScanner(bytes: bytes)
        return scanner.object()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func object() -> [(key: String, value: JSONValue)]? {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(32)
        skipWhitespace()
        if !take(UInt8(ascii: "}")) {
            while true {
                skipWhitespace()
                guard let key = plainString() else { return nil }
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipWhitespace()
                guard let value = scalar() else { return nil }
                members.append((key, value))
                skipWhitespace()
                if take(UInt8(ascii: "}")) { break }
                guard take(UInt8(ascii: ",")) else { return nil }
            }
        }
        skipWhitespace()
        return index == bytes.count ? members : nil
    }

    private mutating func scalar() -> JSONValue? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""): return plainString().map(JSONValue.string)
        case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return word("null") ? .null : nil
        default: return number().map(JSONValue.number)
        }
    }

    /// A string of printable ASCII without escapes.
    private mutating func plainString() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard (0x20..<0x80).contains(bytes[index]), bytes[index] != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        index += 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
    }

    /// A number as JSON writes it: `-`, then `0` or digits not starting with `0`, a fraction, an exponent.
    private mutating func number() -> String? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        // A leading zero stands alone; what follows it is checked by the caller (`01` ends the number at `1`).
        if !take(UInt8(ascii: "0")), digits() == 0 { return nil }
        if take(UInt8(ascii: ".")), digits() == 0 { return nil }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard digits() > 0 else { return nil }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Skips digits and says how many there were.
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func word(_ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= bytes.count,
              UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]).elementsEqual(
                UnsafeBufferPointer(start: text.utf8Start, count: length)) else { return false }
        index += length
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
