import Foundation

/// A JSON object being read: members by key (with alternative spellings), each with its path.
struct ObjectReader {
    let reader: JSONReader
    let members: [JSONMember]
    let path: JSONPath

    init(reader: JSONReader, members: [JSONMember]) {
        self.reader = reader
        self.members = members
        path = reader.path
    }

    var context: DecodingContext { reader.context }
    var keys: [String] { members.map(\.key) }

    /// The value under `key` (objects are small: a scan beats building an index).
    private func node(_ key: String) -> JSONNode? {
        members.first { $0.key == key }?.value
    }

    /// The member under the first of `keys` present and not null.
    func member(_ keys: String...) -> JSONReader? {
        member(keys)
    }

    func member(_ keys: [String]) -> JSONReader? {
        for key in keys {
            if let node = node(key), !node.isNull {
                return JSONReader(node: node, parentPath: path, key: key, context: context)
            }
        }
        return nil
    }

    func required(_ keys: String...) throws -> JSONReader {
        guard let found = member(keys) else {
            if let present = keys.first(where: { node($0) != nil }), let node = node(present) {
                throw JSONReader(node: node, path: path.appending(key: present), context: context)
                    .error("\"\(present)\" is null: a value is required")
            }
            throw reader.error("missing \"\(keys[0])\"")
        }
        return found
    }

    func string(_ keys: String...) throws -> String? { try member(keys)?.string() }
    func double(_ keys: String...) throws -> Double? { try member(keys)?.double() }
    func int(_ keys: String...) throws -> Int? { try member(keys)?.int() }
    func bool(_ keys: String...) throws -> Bool? { try member(keys)?.bool() }
    func decode<T: JSONDecodable>(_ keys: String..., as type: T.Type = T.self) throws -> T? { try member(keys)?.decode(T.self) }
    func array<T: JSONDecodable>(_ keys: String..., of type: T.Type = T.self) throws -> [T] { try member(keys)?.decodeArray(T.self) ?? [] }
    func strings(_ keys: String...) throws -> [String] { try member(keys)?.array().map { try $0.string() } ?? [] }
    func enumeration<E: RawRepresentable & CaseIterable>(_ keys: String..., as type: E.Type = E.self) throws -> E? where E.RawValue == String {
        try member(keys)?.enumeration(E.self)
    }

    /// A member's value, when present and not null.
    func raw(_ keys: String...) -> JSONValue? { member(keys)?.value }
}
