import Foundation

/// A JSON value with its path, read through typed accessors that report wrong types and missing keys
/// to a problem log instead of stopping, so one pass finds every problem.
struct JSONCursor {
    let node: JSONNode
    let log: CatalogProblemLog
    /// The path of the enclosing value; with `step`, this value's path, built only when needed, so reading
    /// a scalar member allocates nothing.
    private let parentPath: JSONPath
    private let step: JSONPath.Step?

    /// A cursor on a value at a known path.
    init(node: JSONNode, path: JSONPath, log: CatalogProblemLog) {
        self.init(node: node, parentPath: path, step: nil, log: log)
    }

    private init(node: JSONNode, parentPath: JSONPath, step: JSONPath.Step?, log: CatalogProblemLog) {
        self.node = node
        self.parentPath = parentPath
        self.step = step
        self.log = log
    }

    /// This value's path.
    var path: JSONPath {
        switch step {
        case nil: parentPath
        case .key(let key): parentPath.appending(key: key)
        case .index(let index): parentPath.appending(index: index)
        }
    }

    /// Reports a problem with this value.
    func report(_ message: String) {
        log.report(message, at: path, offset: node.offset)
    }

    /// The member with this key; `nil` when absent or `null`, reported as missing when `required`.
    func member(_ key: String, required: Bool = false) -> JSONCursor? {
        guard let child = value(of: key, required: required) else { return nil }
        return JSONCursor(node: child, parentPath: path, step: .key(key), log: log)
    }

    /// The member's node without a cursor (cursors are built only to report a problem, which keeps reading
    /// fast); `nil` when absent or `null`, reported as missing when `required`.
    func value(of key: String, required: Bool) -> JSONNode? {
        guard let child = node[key], !child.isNull else {
            if required { report("missing the required key \"\(key)\"") }
            return nil
        }
        return child
    }

    /// Reports a problem with the member with this key.
    func reportMember(_ key: String, _ message: (JSONCursor) -> String) {
        guard let child = member(key) else { return }
        child.report(message(child))
    }

    /// Whether this value is an object; reports it otherwise.
    func expectObject(_ what: String) -> Bool {
        if node.isObject { return true }
        report("expected \(what) (an object), found \(node.value.kindDescription)")
        return false
    }

    /// The string member with this key; a value of another type is reported.
    func string(_ key: String, required: Bool = false) -> String? {
        guard let child = value(of: key, required: required) else { return nil }
        guard case .string(let text) = child.value else {
            reportMember(key) { "expected a string, found \($0.describe())" }
            return nil
        }
        return text
    }

    /// The non-empty string member with this key.
    func nonEmptyString(_ key: String, required: Bool = false) -> String? {
        guard let text = string(key, required: required) else { return nil }
        if text.isEmpty {
            reportMember(key) { _ in "expected a non-empty string" }
            return nil
        }
        return text
    }

    /// The boolean member with this key.
    func bool(_ key: String) -> Bool? {
        guard let child = value(of: key, required: false) else { return nil }
        guard case .bool(let flag) = child.value else {
            reportMember(key) { "expected true or false, found \($0.describe())" }
            return nil
        }
        return flag
    }

    /// The integer member with this key.
    func int(_ key: String, required: Bool = false) -> Int? {
        guard let child = value(of: key, required: required) else { return nil }
        guard case .number(let literal) = child.value, let number = Int(literal) else {
            reportMember(key) { "expected a whole number, found \($0.describe())" }
            return nil
        }
        return number
    }

    /// This value as an integer; anything else is reported.
    var intValue: Int? {
        guard case .number(let literal) = node.value, let value = Int(literal) else {
            report("expected a whole number, found \(describe())")
            return nil
        }
        return value
    }

    /// The number member with this key, as a Double (for dates and other non-money values).
    func double(_ key: String) -> Double? {
        guard let child = value(of: key, required: false) else { return nil }
        guard case .number(let literal) = child.value, let number = Double(literal) else {
            reportMember(key) { "expected a number, found \($0.describe())" }
            return nil
        }
        return number
    }

    /// The elements of the array member with this key; absent means empty.
    func elements(_ key: String) -> [JSONCursor] {
        guard let child = value(of: key, required: false) else { return [] }
        guard case .array(let nodes) = child.value else {
            reportMember(key) { "expected an array, found \($0.describe())" }
            return []
        }
        guard !nodes.isEmpty else { return [] }
        let arrayPath = path.appending(key: key)
        return nodes.enumerated().map { JSONCursor(node: $1, parentPath: arrayPath, step: .index($0), log: log) }
    }

    /// A short description of the value for messages: its kind, and its text when it is short.
    func describe() -> String {
        switch node.value {
        case .string(let text): "the string \"\(text.prefix(40))\""
        case .number(let literal): "the number \(literal)"
        case .bool(let value): "\(value)"
        default: node.value.kindDescription
        }
    }
}
