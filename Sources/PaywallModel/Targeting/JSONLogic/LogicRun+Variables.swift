/// `var`, `rc.rootVar`, `missing` and `missing_some`: reading the data.
extension LogicRun {
    /// `var` (reading `target`, the current scope) or `rc.rootVar` (reading the root): a dotted path, with
    /// array elements by index, and an optional default. The path and default are evaluated in the current
    /// scope, so a path can be computed; `""` or `null` reads the whole target. A missing path without a
    /// default is `null` with a warning; arguments after the default are ignored with a warning.
    func variable(_ operands: [LogicValue], _ data: LogicValue, target: LogicValue, name: String) throws(JSONLogicError) -> LogicValue {
        let values = try evaluated(operands, data)
        if values.count > 2 {
            warnings.append("\(name): ignoring \(values.count - 2) extra argument(s); expected [path] or [path, default]")
        }
        let path = Self.path(values.first ?? .null)
        if let found = Self.lookUp(path, in: target) { return found }
        if values.count > 1 {
            if case .undefined = values[1] { return .null }
            return values[1]
        }
        warnings.append("missing variable: \(path)")
        return .null
    }

    /// `missing`: the keys (as text) whose value is absent, `null` or `""`; a first operand that is an array
    /// is the list of keys.
    func missing(_ values: [LogicValue], _ data: LogicValue) -> LogicValue {
        var keys = values
        if case .array(let list)? = values.first { keys = list }
        var absent: [LogicValue] = []
        for key in keys {
            switch key {
            case .null, .undefined: continue
            default: break
            }
            let path = key.javaScriptString
            switch Self.lookUp(path, in: data) ?? .null {
            case .null: absent.append(.string(path))
            case .string(let text) where text.isEmpty: absent.append(.string(path))
            default: break
            }
        }
        return .array(absent)
    }

    /// `missing_some [need, options]`: `[]` when at least `need` of the options are present, else what is
    /// missing. Options are array-like, as json-logic-js reads them: an array of keys; a string is one key
    /// whose count is its UTF-16 length; `null` is no keys and never enough. Anything else, or another number
    /// of operands, is a type error.
    func missingSome(_ values: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        guard values.count == 2 else {
            throw JSONLogicError(.typeMismatch, "\"missing_some\" expects 2 operands, got \(values.count)")
        }
        let keys: [LogicValue]
        let total: Int?
        switch values[1] {
        case .array(let options): (keys, total) = (options, options.count)
        case .string(let option): (keys, total) = ([values[1]], option.utf16.count)
        case .null, .undefined: (keys, total) = ([], nil)
        default:
            throw JSONLogicError(.typeMismatch, "\"missing_some\" expects an array of options, got \(values[1].kindName)")
        }
        guard case .array(let absent) = missing([.array(keys)], data) else { return .array([]) }
        if let total, Double(total - absent.count) >= values[0].thresholdNumber { return .array([]) }
        return .array(absent)
    }

    /// The text of a path operand; `null` and undefined are the empty path.
    static func path(_ value: LogicValue) -> String {
        switch value {
        case .null, .undefined: ""
        default: value.javaScriptString
        }
    }

    /// The value at a dotted path: object members by key, array elements by index; `nil` when it is absent.
    static func lookUp(_ path: String, in data: LogicValue) -> LogicValue? {
        if path.isEmpty { return data }
        var current = data
        for segment in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current {
            case .object(let members):
                guard let next = members[String(segment)] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(segment), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }
}
