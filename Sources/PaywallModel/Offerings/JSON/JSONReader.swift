import Foundation

/// A JSON value with its path and the document's context: reads typed values or throws a `DocumentError`
/// naming the path (and line and column). Unlike the catalog's `JSONCursor`, which logs and goes on, it
/// stops at the first error so that the paywall around it can be marked invalid as a whole.
struct JSONReader {
    let node: JSONNode
    let context: DecodingContext
    /// The parent's path and this value's key; the path itself is made only when needed (errors, children),
    /// so reading a scalar member allocates nothing.
    private let parentPath: JSONPath
    private let key: String?

    init(node: JSONNode, path: JSONPath, context: DecodingContext) {
        self.node = node
        self.context = context
        parentPath = path
        key = nil
    }

    init(node: JSONNode, parentPath: JSONPath, key: String, context: DecodingContext) {
        self.node = node
        self.context = context
        self.parentPath = parentPath
        self.key = key
    }

    /// Where this value is.
    var path: JSONPath { key.map { parentPath.appending(key: $0) } ?? parentPath }

    var value: JSONValue { node.value }

    func error(_ message: String) -> DocumentError {
        DocumentError(context.issue(.error, message, at: path, offset: node.offset))
    }

    func warn(_ message: String) {
        context.warn(message, at: path, offset: node.offset)
    }

    func mismatch(_ expected: String) -> DocumentError {
        error("expected \(expected), found \(value.kindDescription)")
    }

    func object() throws -> ObjectReader {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return ObjectReader(reader: self, members: members)
    }

    func array() throws -> [JSONReader] {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return elements.enumerated().map { JSONReader(node: $1, path: path.appending(index: $0), context: context) }
    }

    func string() throws -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("true or false") }
        return flag
    }

    func double() throws -> Double {
        guard case .number(let literal) = value else { throw mismatch("a number") }
        guard let number = Double(literal), number.isFinite else { throw error("the number \(literal.prefix(40)) is out of range") }
        return number
    }

    func int() throws -> Int {
        guard case .number(let literal) = value else { throw mismatch("a whole number") }
        guard let number = Int(literal) else { throw error("expected a whole number in range, found \(literal.prefix(40))") }
        return number
    }

    func decode<T: JSONDecodable>(_ type: T.Type = T.self) throws -> T {
        try T(json: self)
    }

    /// A string that must be one of an enumeration's raw values.
    func enumeration<E: RawRepresentable & CaseIterable>(_ type: E.Type = E.self) throws -> E where E.RawValue == String {
        let text = try string()
        guard let result = E(rawValue: text) else {
            let expected = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error("unknown value \"\(text.prefix(60))\": expected one of \(expected)")
        }
        return result
    }

    /// An array whose elements each decode; a failing element fails the array.
    func decodeArray<T: JSONDecodable>(_ type: T.Type = T.self) throws -> [T] {
        try array().map { try $0.decode(T.self) }
    }

    /// An object whose values each decode, keyed as in the document (`null` values are left out).
    func decodeDictionary<T: JSONDecodable>(_ type: T.Type = T.self) throws -> [String: T] {
        let object = try object()
        var result: [String: T] = [:]
        for key in object.keys {
            if let member = object.member(key) { result[key] = try member.decode(T.self) }
        }
        return result
    }
}
