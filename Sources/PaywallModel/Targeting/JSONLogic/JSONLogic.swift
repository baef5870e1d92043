import Foundation

/// Evaluates JSON Logic rules (jsonlogic.com), with json-logic-js's exact semantics, plus RevenueCat-style
/// `rc.*` helpers: `rc.lower`, `rc.upper`, `rc.length`, `rc.root` (a `var` that reads the root data even
/// inside `map`, `filter`, `all`, `some`, `none` and `reduce`) and kiosk's `rc.version_compare` (-1, 0 or 1
/// comparing dotted versions part by part as numbers: `2.10` is after `2.9`).
public enum JSONLogic {
    /// What an evaluation produced: the value, the warnings (missing variables, ignored arguments) and the
    /// texts passed to `log`.
    public struct Outcome: Sendable, Hashable {
        /// The rule's value.
        public var value: LogicValue
        /// Warnings, in order.
        public var warnings: [String]
        /// What `log` printed, in order.
        public var logs: [String]
    }

    /// Evaluates `rule` against `data`.
    public static func evaluate(_ rule: LogicValue, data: LogicValue) throws(JSONLogicError) -> Outcome {
        let run = Run(root: data)
        let value = try run.apply(rule, data)
        return Outcome(value: value, warnings: run.warnings, logs: run.logs)
    }

    /// Evaluates a parsed JSON rule against `data`; the rule holds when its value is truthy.
    public static func holds(_ rule: JSONValue, data: LogicValue) throws(JSONLogicError) -> Bool {
        try evaluate(LogicValue(rule), data: data).value.isTruthy
    }
}

/// One evaluation's state: the root data, and what was warned and logged.
private final class Run {
    let root: LogicValue
    var warnings: [String] = []
    var logs: [String] = []

    init(root: LogicValue) {
        self.root = root
    }

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

    func operate(_ op: String, _ operands: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        switch op {
        case "if", "?:": return try conditional(operands, data)
        case "and", "or": return try shortCircuit(isAnd: op == "and", operands, data)
        case "map", "filter", "all", "none", "some", "reduce": return try iterate(op, operands, data)
        default: break
        }
        var values: [LogicValue] = []
        for operand in operands { values.append(try apply(operand, data)) }
        func at(_ index: Int) -> LogicValue { index < values.count ? values[index] : .undefined }
        switch op {
        case "var": return variable(values, data, warnOnMissing: true)
        case "rc.root": return variable(values, root, warnOnMissing: true)
        case "missing": return missing(values, data)
        case "missing_some": return missingSome(values, data)
        case "==": return .bool(at(0).looselyEquals(at(1)))
        case "!=": return .bool(!at(0).looselyEquals(at(1)))
        case "===": return .bool(at(0).strictlyEquals(at(1)))
        case "!==": return .bool(!at(0).strictlyEquals(at(1)))
        case "!": return .bool(!at(0).isTruthy)
        case "!!": return .bool(at(0).isTruthy)
        case ">": return .bool(LogicValue.isLess(at(1), at(0), orEqual: false))
        case ">=": return .bool(LogicValue.isLess(at(1), at(0), orEqual: true))
        case "<", "<=":
            let orEqual = op == "<="
            let first = LogicValue.isLess(at(0), at(1), orEqual: orEqual)
            if case .undefined = at(2) { return .bool(first) }
            return .bool(first && LogicValue.isLess(at(1), at(2), orEqual: orEqual))
        case "+": return .number(values.reduce(0) { $0 + $1.parsedFloat })
        case "*":
            guard let first = values.first else { throw JSONLogicError(.typeMismatch, "\"*\" needs at least one operand") }
            if values.count == 1 { return first }
            return .number(values.dropFirst().reduce(first.parsedFloat) { $0 * $1.parsedFloat })
        case "-":
            if case .undefined = at(1) { return .number(-at(0).javaScriptNumber) }
            return .number(at(0).javaScriptNumber - at(1).javaScriptNumber)
        case "/": return .number(at(0).javaScriptNumber / at(1).javaScriptNumber)
        case "%": return .number(fmod(at(0).javaScriptNumber, at(1).javaScriptNumber))
        case "min": return .number(values.isEmpty ? .infinity : values.map(\.javaScriptNumber).reduce(.infinity) { $0.isNaN || $1.isNaN ? .nan : Swift.min($0, $1) })
        case "max": return .number(values.isEmpty ? -.infinity : values.map(\.javaScriptNumber).reduce(-.infinity) { $0.isNaN || $1.isNaN ? .nan : Swift.max($0, $1) })
        case "cat": return .string(values.map { value -> String in
            if case .undefined = value { return "" }
            if case .null = value { return "" }
            return value.javaScriptString
        }.joined())
        case "substr": return .string(substring(at(0), at(1), at(2)))
        case "in": return .bool(contains(at(1), at(0)))
        case "merge": return .array(values.flatMap { value -> [LogicValue] in
            if case .array(let elements) = value { return elements }
            return [value]
        })
        case "log":
            logs.append(at(0).javaScriptString)
            return at(0)
        case "rc.lower": return .string(at(0).javaScriptString.lowercased())
        case "rc.upper": return .string(at(0).javaScriptString.uppercased())
        case "rc.version_compare": return .number(Double(AppVersion.compareLeniently(at(0).javaScriptString, at(1).javaScriptString)))
        case "rc.length":
            switch at(0) {
            case .string(let text): return .number(Double(text.count))
            case .array(let elements): return .number(Double(elements.count))
            default: return .null
            }
        default:
            throw JSONLogicError(.unsupportedOperator, "unrecognized operation \"\(op.prefix(40))\"")
        }
    }

    func conditional(_ operands: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        var index = 0
        while index < operands.count - 1 {
            if try apply(operands[index], data).isTruthy { return try apply(operands[index + 1], data) }
            index += 2
        }
        if operands.count == index + 1 { return try apply(operands[index], data) }
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

    func iterate(_ op: String, _ operands: [LogicValue], _ data: LogicValue) throws(JSONLogicError) -> LogicValue {
        let source = try operands.first.map { rule throws(JSONLogicError) in try apply(rule, data) } ?? .undefined
        let logic = operands.count > 1 ? operands[1] : .undefined
        var items: [LogicValue] = []
        if case .array(let elements) = source { items = elements }
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
        case "none":
            for item in items where try apply(logic, item).isTruthy { return .bool(false) }
            return .bool(true)
        default: // reduce
            var accumulator = operands.count > 2 ? try apply(operands[2], data) : .null
            if case .undefined = accumulator { accumulator = .null }
            guard case .array = source else { return accumulator }
            for item in items {
                accumulator = try apply(logic, .object(["current": item, "accumulator": accumulator]))
            }
            return accumulator
        }
    }

    /// `var`: a dotted path into `data` (`""` or undefined is `data` itself), with an optional default.
    func variable(_ values: [LogicValue], _ data: LogicValue, warnOnMissing: Bool) -> LogicValue {
        let path = values.first ?? .undefined
        let fallback = values.count > 1 ? values[1] : .undefined
        if values.count > 2 { warnings.append("var: ignoring \(values.count - 2) extra arguments") }
        let notFound: LogicValue = if case .undefined = fallback { .null } else { fallback }
        switch path {
        case .undefined, .null: return data
        case .string(let text) where text.isEmpty: return data
        default: break
        }
        let text = path.javaScriptString
        var current = data
        for segment in text.split(separator: ".", omittingEmptySubsequences: false) {
            if case .null = current { return notFound }
            guard let next = Self.member(String(segment), of: current) else {
                if warnOnMissing, case .undefined = fallback { warnings.append("missing variable \"\(text)\"") }
                return notFound
            }
            current = next
        }
        return current
    }

    /// `data[key]` as JavaScript reads it; `nil` for undefined.
    static func member(_ key: String, of data: LogicValue) -> LogicValue? {
        switch data {
        case .object(let members): return members[key]
        case .array(let elements):
            if key == "length" { return .number(Double(elements.count)) }
            guard let index = Int(key), String(index) == key, elements.indices.contains(index) else { return nil }
            return elements[index]
        case .string(let text):
            let scalars = Array(text.unicodeScalars)
            if key == "length" { return .number(Double(scalars.count)) }
            guard let index = Int(key), String(index) == key, scalars.indices.contains(index) else { return nil }
            return .string(String(scalars[index]))
        default: return nil
        }
    }

    func missing(_ values: [LogicValue], _ data: LogicValue) -> LogicValue {
        var keys = values
        if case .array(let list) = values.first { keys = list }
        let absent = keys.filter { key in
            let found = variable([key], data, warnOnMissing: false)
            if case .null = found { return true }
            if case .string(let text) = found, text.isEmpty { return true }
            return false
        }
        return .array(absent)
    }

    func missingSome(_ values: [LogicValue], _ data: LogicValue) -> LogicValue {
        let needed = (values.first ?? .undefined).javaScriptNumber
        guard values.count > 1, case .array(let options) = values[1], case .array(let absent) = missing([values[1]], data) else {
            return .array([])
        }
        return Double(options.count - absent.count) >= needed ? .array([]) : .array(absent)
    }

    /// `in`: substring of a string (needle as text), or strict membership of an array.
    func contains(_ haystack: LogicValue, _ needle: LogicValue) -> Bool {
        switch haystack {
        case .string(let text):
            return text.isEmpty ? false : text.contains(needle.javaScriptString) || needle.javaScriptString.isEmpty
        case .array(let elements): return elements.contains { $0.strictlyEquals(needle) }
        default: return false
        }
    }

    /// `substr(source, start, length)` with json-logic-js's negative-length rule.
    func substring(_ source: LogicValue, _ start: LogicValue, _ length: LogicValue) -> String {
        let text = source.javaScriptString
        if case .undefined = length {} else if length.javaScriptNumber < 0 {
            let tail = Self.javaScriptSubstr(text, start: start.javaScriptNumber, length: nil)
            return Self.javaScriptSubstr(tail, start: 0, length: Double(tail.unicodeScalars.count) + length.javaScriptNumber)
        }
        if case .undefined = length { return Self.javaScriptSubstr(text, start: start.javaScriptNumber, length: nil) }
        return Self.javaScriptSubstr(text, start: start.javaScriptNumber, length: length.javaScriptNumber)
    }

    /// JavaScript's `String.prototype.substr`, counting Unicode scalars.
    static func javaScriptSubstr(_ text: String, start: Double, length: Double?) -> String {
        let scalars = Array(text.unicodeScalars)
        let size = Double(scalars.count)
        var first = start.isNaN ? 0 : start.rounded(.towardZero)
        first = first < 0 ? Swift.max(size + first, 0) : Swift.min(first, size)
        var count = length.map { $0.isNaN ? 0 : $0.rounded(.towardZero) } ?? size
        count = Swift.min(Swift.max(count, 0), size)
        let end = Swift.min(first + count, size)
        guard end > first else { return "" }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[Int(first)..<Int(end)])
        return String(result)
    }
}
