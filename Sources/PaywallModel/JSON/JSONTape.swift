import Foundation

/// A parsed JSON document kept compact: one 16-byte entry per value and per member name, in document order,
/// with strings and numbers left in the document's own bytes until a reader asks for them.
///
/// A tree of Swift values costs about ten times its text (an array and its header per object, a `String` per
/// value); the tape costs the text plus 16 bytes per value. `JSONNode` reads one level of it at a time.
final class JSONTape: Sendable {
    /// What an entry holds.
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object
        /// A member name; the member's value is the next entry.
        case key
        /// An object or array checked but left off the tape (see `JSONDeferral`): `deferredTape(at:)` reads it.
        case deferred
    }

    /// One value or member name: its kind and the offset where it starts, and two numbers whose meaning
    /// depends on the kind (see `JSONParser`, which writes them).
    struct Entry {
        private var header: UInt64
        /// A string, number or name: its length in bytes (without quotes). An array or object: the index of the
        /// entry after its last descendant.
        var first: UInt32
        /// A string or name: `Entry.escaped`, `Entry.repeated` and, for a name shared through the parser's
        /// table, its index in `keys` plus one, shifted by `Entry.keyShift`. An array or object: its number of
        /// elements or members, not counting repeated keys.
        var second: UInt32

        static let escaped: UInt32 = 1
        static let repeated: UInt32 = 2
        static let keyShift: UInt32 = 2

        init(_ kind: Kind, offset: Int, first: UInt32 = 0, second: UInt32 = 0) {
            header = UInt64(offset) << 8 | UInt64(kind.rawValue)
            self.first = first
            self.second = second
        }

        var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: header))! }
        /// The byte offset where the value starts (its opening quote, for a string or name).
        var offset: Int { Int(header >> 8) }
        /// Whether a string or name has escapes, so its bytes must be decoded.
        var isEscaped: Bool { second & Self.escaped != 0 }
        /// Whether a name repeats an earlier one in its object, so the member is ignored.
        var isRepeated: Bool { second & Self.repeated != 0 }
        /// The index of a shared name in `JSONTape.keys`.
        var sharedKey: Int? { second >> Self.keyShift == 0 ? nil : Int(second >> Self.keyShift) - 1 }

        /// Whether a name written without escapes is the bytes `wanted`, in the document's text starting at `text`.
        func hasUnescapedName(_ wanted: UnsafeBufferPointer<UInt8>, in text: UnsafeRawPointer) -> Bool {
            Int(first) == wanted.count && (wanted.isEmpty || memcmp(text + offset + 1, wanted.baseAddress!, wanted.count) == 0)
        }
    }

    /// The document's bytes.
    let text: Data
    /// Every value and member name, parents before their children.
    let entries: [Entry]
    /// The member names shared through the parser's table.
    let keys: [String]

    init(text: Data, entries: [Entry], keys: [String]) {
        self.text = text
        self.entries = entries
        self.keys = keys
    }

    /// The value of the entry at `index`, with its children as nodes on this tape.
    func value(at index: Int) -> JSONValue {
        let entry = entries[index]
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(text(of: entry, skippingQuote: false))
        case .string, .key: return .string(string(at: index))
        case .array:
            var elements: [JSONNode] = []
            elements.reserveCapacity(Int(entry.second))
            forEachChild(of: index) { elements.append(JSONNode(tape: self, index: $0)) }
            return .array(elements)
        case .deferred:
            return deferredTape(at: index).value(at: 0)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(Int(entry.second))
            forEachMember(of: index) { key, value in
                members.append(JSONMember(key: string(at: key), value: JSONNode(tape: self, index: value)))
            }
            return .object(members)
        }
    }

    /// Whether the entry at `index` is an object (a deferred one included), found without reading its members.
    func isObject(at index: Int) -> Bool {
        let entry = entries[index]
        switch entry.kind {
        case .object: return true
        case .deferred: return text[text.startIndex + entry.offset] == UInt8(ascii: "{")
        default: return false
        }
    }

    /// The object or array a `.deferred` entry stands for, parsed again onto a tape of its own over the same text
    /// (so its offsets still place it in the document); each call parses it again.
    func deferredTape(at index: Int) -> JSONTape {
        text.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            // The parser checked this value when it wrote the tape.
            try! parser.parseValue(at: entries[index].offset)
            return JSONTape(text: text, entries: parser.entries, keys: parser.keys)
        }
    }

    /// The text of a string or member name at `index`, escapes decoded.
    func string(at index: Int) -> String {
        let entry = entries[index]
        if let shared = entry.sharedKey { return keys[shared] }
        guard entry.isEscaped else { return text(of: entry, skippingQuote: true) }
        return text.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            // The parser checked this string when it wrote the tape.
            return try! parser.decodeString(at: entry.offset)
        }
    }

    /// Calls `body` with the index of each element of the array at `index`.
    func forEachChild(of index: Int, _ body: (Int) -> Void) {
        var child = index + 1
        let end = Int(entries[index].first)
        while child < end {
            body(child)
            child = next(after: child)
        }
    }

    /// Calls `body` with the indexes of each member's name and value of the object at `index`, in document
    /// order, leaving out repeated names.
    func forEachMember(of index: Int, _ body: (_ key: Int, _ value: Int) -> Void) {
        var key = index + 1
        let end = Int(entries[index].first)
        while key < end {
            if !entries[key].isRepeated { body(key, key + 1) }
            key = next(after: key + 1)
        }
    }

    /// The value of the first member named `name` of the object at `index`, without reading the others.
    func member(_ name: String, of index: Int) -> Int? {
        var name = name
        return name.withUTF8 { wanted in
            text.withUnsafeBytes { raw in
                var key = index + 1
                let end = Int(entries[index].first)
                while key < end {
                    if !entries[key].isRepeated && keyMatches(key, wanted, in: raw.baseAddress!) { return key + 1 }
                    key = next(after: key + 1)
                }
                return nil
            }
        }
    }

    /// The index of the entry after the value at `index` and its descendants.
    private func next(after index: Int) -> Int {
        switch entries[index].kind {
        case .array, .object: Int(entries[index].first)
        default: index + 1
        }
    }

    /// Whether the name at `index` is `wanted`; `text` is the start of the document's bytes.
    private func keyMatches(_ index: Int, _ wanted: UnsafeBufferPointer<UInt8>, in text: UnsafeRawPointer) -> Bool {
        let entry = entries[index]
        if entry.isEscaped { return string(at: index).utf8.elementsEqual(wanted) }
        return entry.hasUnescapedName(wanted, in: text)
    }

    private func text(of entry: Entry, skippingQuote: Bool) -> String {
        let start = entry.offset + (skippingQuote ? 1 : 0)
        return text.withUnsafeBytes { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<(start + Int(entry.first))]), as: UTF8.self)
        }
    }
}
