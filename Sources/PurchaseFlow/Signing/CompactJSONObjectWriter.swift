import Foundation

/// Writes one JSON object of strings, integers, Booleans and objects written the same way, in the order members are added, leaving
/// out absent values; strings are escaped as JSON requires.
struct CompactJSONObjectWriter {
    private var bytes: [UInt8] = [UInt8(ascii: "{")]

    /// Adds a string member, unless the value is nil.
    mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        start(key)
        appendString(value)
    }

    /// Adds an integer member, unless the value is nil.
    mutating func add(_ key: String, _ value: Int64?) {
        guard let value else { return }
        start(key)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Adds a Boolean member, unless the value is nil.
    mutating func add(_ key: String, _ value: Bool?) {
        guard let value else { return }
        start(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Adds a member whose value is a finished object (another writer's `finished()`).
    mutating func add(_ key: String, object: Data) {
        start(key)
        bytes.append(contentsOf: object)
    }

    /// The finished object.
    func finished() -> Data {
        Data(bytes + [UInt8(ascii: "}")])
    }

    private mutating func start(_ key: String) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        appendString(key)
        bytes.append(UInt8(ascii: ":"))
    }

    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: their bytes are looked at and copied at once, from the string's own storage
        // (looking at them through `text.utf8` a byte at a time was 2% of a purchase's instructions).
        var text = text
        let copied = text.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0..<0x20: bytes.append(contentsOf: String(format: "\\u%04x", byte).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
