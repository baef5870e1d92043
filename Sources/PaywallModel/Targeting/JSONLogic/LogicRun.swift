import Foundation

/// One evaluation's state: the root data, and what was warned and logged.
final class LogicRun {
    let root: LogicValue
    var warnings: [String] = []
    var logs: [String] = []

    init(root: LogicValue) {
        self.root = root
    }

    /// Evaluates `rule` with `data` as the current scope: arrays element by element, a one-key object as an
    /// operator, anything else as itself.
    func apply(_ rule: LogicValue, _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        switch rule {
        case .array(let elements):
            var results: [LogicValue] = []
            for element in elements { results.append(try apply(element, data)) }
            return .array(results)
        case .object(let members) where members.count == 1:
            let (op, raw) = members.first!
            let operands: [LogicValue]
            if case .array(let list) = raw { operands = list } else { operands = [raw] }
            return try operate(op, operands, data)
        default:
            return rule
        }
    }

    /// Every operand evaluated in `data`.
    func evaluated(_ operands: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> [LogicValue] {
        var values: [LogicValue] = []
        for operand in operands { values.append(try apply(operand, data)) }
        return values
    }

    /// The first operand evaluated (`null` when there is none); the others are not evaluated.
    func first(_ operands: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        try apply(operands.first ?? .null, data)
    }

    func operate(_ op: String, _ operands: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        switch op {
        case "if": return try conditional(operands, data)
        case "and", "or": return try shortCircuit(isAnd: op == "and", operands, data)
        case "map", "filter", "all", "none", "some", "reduce": return try iterate(op, operands, data)
        case "var": return try variable(operands, data, target: data, name: op)
        case "rc.rootVar": return try variable(operands, data, target: root, name: op)
        case "!": return .bool(!(try first(operands, data)).isTruthy)
        case "!!": return .bool(try first(operands, data).isTruthy)
        case "rc.lower": return .string(try text(of: operands, data, for: op).lowercased())
        case "rc.upper": return .string(try text(of: operands, data, for: op).uppercased())
        case "rc.length": return try length(try first(operands, data))
        default: return try compute(op, try evaluated(operands, data), data)
        }
    }

    /// The operators that take all their operands evaluated.
    func compute(_ op: String, _ values: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        func at(_ index: Int) -> LogicValue? { index < values.count ? values[index] : nil }
        func number(_ index: Int) -> Double { at(index)?.javaScriptNumber ?? .nan }
        switch op {
        case "missing": return missing(values, data)
        case "missing_some": return try missingSome(values, data)
        case "==": return .bool((at(0) ?? .undefined).looselyEquals(at(1) ?? .undefined))
        case "!=": return .bool(!(at(0) ?? .undefined).looselyEquals(at(1) ?? .undefined))
        case "===": return .bool((at(0) ?? .undefined).strictlyEquals(at(1) ?? .undefined))
        case "!==": return .bool(!(at(0) ?? .undefined).strictlyEquals(at(1) ?? .undefined))
        case ">": return .bool(LogicValue.isLess(at(1) ?? .undefined, at(0) ?? .undefined, orEqual: false))
        case ">=": return .bool(LogicValue.isLess(at(1) ?? .undefined, at(0) ?? .undefined, orEqual: true))
        case "<", "<=":
            let orEqual = op == "<="
            let holds = LogicValue.isLess(at(0) ?? .undefined, at(1) ?? .undefined, orEqual: orEqual)
            guard let third = at(2) else { return .bool(holds) }
            return .bool(holds && LogicValue.isLess(at(1) ?? .undefined, third, orEqual: orEqual))
        case "+": return .number(values.reduce(0) { $0 + $1.parsedFloat })
        case "*":
            guard let head = values.first else { throw JSONLogicError(.typeMismatch, "\"*\" needs at least one operand") }
            if values.count == 1 { return head }
            return .number(values.dropFirst().reduce(head.parsedFloat) { $0 * $1.parsedFloat })
        case "-": return .number(values.count >= 2 ? number(0) - number(1) : -number(0))
        case "/": return .number(number(0) / number(1))
        case "%": return .number(fmod(number(0), number(1)))
        case "min": return .number(extremum(values, empty: .infinity, Swift.min))
        case "max": return .number(extremum(values, empty: -.infinity, Swift.max))
        case "cat": return .string(values.map(\.joinedText).joined())
        case "substr": return .string(substring(at(0) ?? .undefined, start: at(1) ?? .null, length: at(2)))
        case "in": return .bool(contains(at(1) ?? .null, at(0) ?? .null))
        case "merge": return .array(values.flatMap { value -> [LogicValue] in
            if case .array(let elements) = value { return elements }
            return [value]
        })
        case "log":
            let value = at(0) ?? .undefined
            logs.append(value.javaScriptString)
            return value
        case "rc.version_compare":
            return .number(Double(AppVersion.compareLeniently((at(0) ?? .undefined).javaScriptString, (at(1) ?? .undefined).javaScriptString)))
        default:
            throw JSONLogicError(.unsupportedOperator, "unrecognized operation \"\(op.prefix(40))\"")
        }
    }

    func conditional(_ operands: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        var index = 0
        while index + 1 < operands.count {
            if try apply(operands[index], data).isTruthy { return try apply(operands[index + 1], data) }
            index += 2
        }
        if index < operands.count { return try apply(operands[index], data) }
        return .null
    }

    func shortCircuit(isAnd: Bool, _ operands: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        var current = LogicValue.undefined
        for operand in operands {
            current = try apply(operand, data)
            if current.isTruthy != isAnd { return current }
        }
        return current
    }

    /// `min` and `max`: `Math.min`/`Math.max` over the operands as numbers; any NaN makes NaN.
    func extremum(_ values: [LogicValue], empty: Double, _ pick: (Double, Double) -> Double) -> Double {
        values.map(\.javaScriptNumber).reduce(empty) { $0.isNaN || $1.isNaN ? .nan : pick($0, $1) }
    }

    /// `rc.lower`/`rc.upper`'s operand, which must be a string (a missing variable is not the text "null").
    func text(of operands: [LogicValue], _ data: LogicValue, for op: String) throws(JSONLogicError) -> String {
        let value = try first(operands, data)
        guard case .string(let text) = value else {
            throw JSONLogicError(.typeMismatch, "\"\(op)\" expects a string, got \(value.kindName)")
        }
        return text
    }

    /// `rc.length`: a string's UTF-16 code units (JavaScript's `length`) or an array's elements.
    func length(_ value: LogicValue) throws(JSONLogicError) -> LogicValue {
        switch value {
        case .string(let text): return .number(Double(text.utf16.count))
        case .array(let elements): return .number(Double(elements.count))
        default: throw JSONLogicError(.typeMismatch, "\"rc.length\" expects a string or an array, got \(value.kindName)")
        }
    }

    func iterate(_ op: String, _ operands: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        let source = try first(operands, data)
        let logic = operands.count > 1 ? operands[1] : .undefined
        if op == "reduce" {
            var accumulator = operands.count > 2 ? try apply(operands[2], data) : .null
            guard case .array(let items) = source else { return accumulator }
            for item in items {
                accumulator = try apply(logic, .object(["current": item, "accumulator": accumulator]))
            }
            return accumulator
        }
        guard case .array(let items) = source else {
            return switch op {
            case "map", "filter": .array([])
            case "none": .bool(true)
            default: .bool(false)
            }
        }
        switch op {
        case "map":
            var results: [LogicValue] = []
            for item in items { results.append(try apply(logic, item)) }
            return .array(results)
        case "filter":
            var kept: [LogicValue] = []
            for item in items where try apply(logic, item).isTruthy { kept.append(item) }
            return .array(kept)
        case "all":
            guard !items.isEmpty else { return .bool(false) }
            for item in items where !(try apply(logic, item).isTruthy) { return .bool(false) }
            return .bool(true)
        case "some":
            for item in items where try apply(logic, item).isTruthy { return .bool(true) }
            return .bool(false)
        default: // none
            for item in items where try apply(logic, item).isTruthy { return .bool(false) }
            return .bool(true)
        }
    }

    /// `in`: substring of a non-empty string (needle as text), or strict membership of an array.
    func contains(_ haystack: LogicValue, _ needle: LogicValue) -> Bool {
        switch haystack {
        case .string(let text): return !text.isEmpty && (text.contains(needle.javaScriptString) || needle.javaScriptString.isEmpty)
        case .array(let elements): return elements.contains { $0.strictlyEquals(needle) }
        default: return false
        }
    }

    /// `substr(source, start, length)` over characters: a negative start counts from the end, a negative
    /// length drops that many characters from the end of what follows the start.
    func substring(_ source: LogicValue, start: LogicValue, length: LogicValue?) -> String {
        let characters = Array(source.javaScriptString)
        let from = Self.wholeNumber(start)
        let begin = from < 0 ? Swift.max(characters.count + from, 0) : Swift.min(from, characters.count)
        let tail = characters[begin...]
        guard let length else { return String(tail) }
        let count = Self.wholeNumber(length)
        let end = count < 0 ? Swift.max(tail.count + count, 0) : Swift.min(count, tail.count)
        return String(tail.prefix(end))
    }

    /// A number operand truncated to a whole number (NaN is 0, the infinities clamp).
    static func wholeNumber(_ value: LogicValue) -> Int {
        let number = value.javaScriptNumber
        if number.isNaN { return 0 }
        if number >= Double(Int.max) { return .max }
        if number <= Double(Int.min) { return .min }
        return Int(number)
    }
}
