import Foundation

/// A JSON value with its path, read through typed accessors that report wrong types and missing keys
/// to a problem log instead of stopping, so one pass finds every problem.
struct JSONCursor {
    let node: JSONNode
    let path: JSONPath
    let log: CatalogProblemLog

    /// Reports a problem with this value.
    func report(_ message: String) {
        log.report(message, at: path, offset: node.offset)
    }

    /// The member with this key; `nil` when absent or `null`, reported as missing when `required`.
    func member(_ key: String, required: Bool = false) -> JSONCursor? {
        guard let child = node[key], child.value != .null else {
            if required { report("missing the required key \"\(key)\"") }
            return nil
        }
        return JSONCursor(node: child, path: path.appending(key: key), log: log)
    }

    /// Whether this value is an object; reports it otherwise.
    func expectObject(_ what: String) -> Bool {
        if case .object = node.value { return true }
        report("expected \(what) (an object), found \(node.value.kindDescription)")
        return false
    }

    /// The string member with this key; a value of another type is reported.
    func string(_ key: String, required: Bool = false) -> String? {
        guard let child = member(key, required: required) else { return nil }
        guard case .string(let text) = child.node.value else {
            child.report("expected a string, found \(child.describe())")
            return nil
        }
        return text
    }

    /// The non-empty string member with this key.
    func nonEmptyString(_ key: String, required: Bool = false) -> String? {
        guard let text = string(key, required: required) else { return nil }
        if text.isEmpty {
            member(key)?.report("expected a non-empty string")
            return nil
        }
        return text
    }

    /// The boolean member with this key.
    func bool(_ key: String) -> Bool? {
        guard let child = member(key) else { return nil }
        guard case .bool(let value) = child.node.value else {
            child.report("expected true or false, found \(child.describe())")
            return nil
        }
        return value
    }

    /// The integer member with this key.
    func int(_ key: String, required: Bool = false) -> Int? {
        guard let child = member(key, required: required) else { return nil }
        return child.intValue
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
        guard let child = member(key) else { return nil }
        guard case .number(let literal) = child.node.value, let value = Double(literal) else {
            child.report("expected a number, found \(child.describe())")
            return nil
        }
        return value
    }

    /// The elements of the array member with this key; absent means empty.
    func elements(_ key: String) -> [JSONCursor] {
        guard let child = member(key) else { return [] }
        guard case .array(let nodes) = child.node.value else {
            child.report("expected an array, found \(child.describe())")
            return []
        }
        return nodes.enumerated().map { JSONCursor(node: $1, path: child.path.appending(index: $0), log: log) }
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
