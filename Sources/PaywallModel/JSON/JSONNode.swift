/// One JSON value with the byte offset where it starts in its document.
///
/// Offsets turn into line and column through `JSONDocument.position(ofOffset:)`, so a problem found while
/// reading a value can say exactly where the value is. A node of a parsed document points into its
/// `JSONTape` and makes `value` one level at a time, when asked; a node made in code holds its value.
public struct JSONNode: Sendable, Hashable {
    private enum Storage: Sendable {
        case made(JSONValue)
        case parsed(JSONTape, Int)
    }

    private let storage: Storage
    /// The byte offset of the value's first character in the document.
    public let offset: Int

    /// Creates a node.
    public init(_ value: JSONValue, offset: Int) {
        storage = .made(value)
        self.offset = offset
    }

    /// The node of the value at `index` on `tape`.
    init(tape: JSONTape, index: Int) {
        storage = .parsed(tape, index)
        offset = tape.entries[index].offset
    }

    /// The value; the children of an array or object are nodes.
    public var value: JSONValue {
        switch storage {
        case .made(let value): value
        case .parsed(let tape, let index): tape.value(at: index)
        }
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        switch storage {
        case .made(let value): value == .null
        case .parsed(let tape, let index): tape.entries[index].kind == .null
        }
    }

    /// Whether the value is an object, found without reading its members.
    public var isObject: Bool {
        switch storage {
        case .made(let value):
            if case .object = value { return true }
            return false
        case .parsed(let tape, let index): return tape.isObject(at: index)
        }
    }

    /// The member of an object with this key, or `nil` when absent or when this is not an object.
    public subscript(key: String) -> JSONNode? {
        switch storage {
        case .made(let value):
            guard case .object(let members) = value else { return nil }
            return members.first { $0.key == key }?.value
        case .parsed(let tape, let index) where tape.entries[index].kind == .deferred:
            return JSONNode(tape: tape.deferredTape(at: index), index: 0)[key]
        case .parsed(let tape, let index):
            guard tape.entries[index].kind == .object, let member = tape.member(key, of: index) else { return nil }
            return JSONNode(tape: tape, index: member)
        }
    }

    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.offset == rhs.offset && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(offset)
        hasher.combine(value)
    }
}
