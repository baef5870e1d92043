import Foundation

/// A value while JSON Logic runs: JSON's values plus JavaScript's `undefined`, numbers as doubles
/// (so NaN and the infinities can arise), with JavaScript's coercions, which JSON Logic is defined by.
public enum LogicValue: Sendable, Hashable {
    /// JavaScript's `undefined` (a missing operand, `{"and": []}`).
    case undefined
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LogicValue])
    case object([String: LogicValue])

    /// Converts a parsed JSON value.
    public init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let literal): self = .number(Double(literal) ?? .nan)
        case .string(let text): self = .string(text)
        case .array(let nodes): self = .array(nodes.map { LogicValue($0.value) })
        case .object(let members):
            self = .object(Dictionary(members.map { ($0.key, LogicValue($0.value.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }

    /// JSON Logic's truthiness: JavaScript's, except that an empty array is false.
    public var isTruthy: Bool {
        switch self {
        case .undefined, .null: false
        case .bool(let flag): flag
        case .number(let number): number != 0 && !number.isNaN
        case .string(let text): !text.isEmpty
        case .array(let elements): !elements.isEmpty
        case .object: true
        }
    }

    /// JavaScript's `String(value)`.
    public var javaScriptString: String {
        switch self {
        case .undefined: "undefined"
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): Self.javaScriptString(of: number)
        case .string(let text): text
        case .array(let elements): elements.map(\.joinedText).joined(separator: ",")
        case .object: "[object Object]"
        }
    }

    /// The text `Array.prototype.join` gives an element (and `cat` an operand): `null` and undefined are empty.
    var joinedText: String {
        switch self {
        case .undefined, .null: ""
        default: javaScriptString
        }
    }

    /// A number for `missing_some`'s threshold: as `Number(value)`, except that arrays and objects are NaN.
    var thresholdNumber: Double {
        switch self {
        case .array, .object: .nan
        default: javaScriptNumber
        }
    }

    /// The JSON kind of the value, for error messages.
    var kindName: String {
        switch self {
        case .undefined: "undefined"
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// JavaScript's `Number(value)`.
    public var javaScriptNumber: Double {
        switch self {
        case .undefined: .nan
        case .null: 0
        case .bool(let flag): flag ? 1 : 0
        case .number(let number): number
        case .string(let text): Self.number(fromWhole: text)
        case .array, .object: Self.number(fromWhole: javaScriptString)
        }
    }

    /// JavaScript's `parseFloat(String(value))`: the longest number at the start of the text, or NaN.
    public var parsedFloat: Double {
        if case .number(let number) = self { return number }
        let text = javaScriptString.drop { $0.isWhitespace }
        var sign = 1.0
        var rest = Substring(text)
        if let first = rest.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        if rest.hasPrefix("Infinity") { return sign * .infinity }
        let prefix = Self.numericPrefix(of: rest)
        guard !prefix.isEmpty, let number = Double(prefix) else { return .nan }
        return sign * number
    }

    /// The longest prefix of `text` shaped like `digits[.digits][e[+-]digits]` (with at least one digit).
    private static func numericPrefix(of text: Substring) -> Substring {
        let characters = Array(text.utf8)
        var end = 0
        var digits = 0
        while end < characters.count, (48...57).contains(characters[end]) { end += 1; digits += 1 }
        if end < characters.count, characters[end] == UInt8(ascii: ".") {
            var fraction = end + 1
            while fraction < characters.count, (48...57).contains(characters[fraction]) { fraction += 1; digits += 1 }
            if digits > 0 { end = fraction }
        }
        guard digits > 0 else { return "" }
        if end < characters.count, characters[end] == UInt8(ascii: "e") || characters[end] == UInt8(ascii: "E") {
            var exponent = end + 1
            if exponent < characters.count, characters[exponent] == UInt8(ascii: "+") || characters[exponent] == UInt8(ascii: "-") { exponent += 1 }
            let exponentStart = exponent
            while exponent < characters.count, (48...57).contains(characters[exponent]) { exponent += 1 }
            if exponent > exponentStart { end = exponent }
        }
        return text.prefix(end)
    }

    /// `Number(text)`: the whole trimmed text must be a decimal number (or empty, which is 0).
    private static func number(fromWhole text: String) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return 0 }
        switch trimmed {
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        var body = Substring(trimmed)
        if body.first == "+" || body.first == "-" { body = body.dropFirst() }
        guard numericPrefix(of: body).count == body.count, let number = Double(trimmed) else { return .nan }
        return number
    }

    /// JavaScript's text for a number: whole numbers below 1e21 without exponent, NaN, Infinity.
    static func javaScriptString(of number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == 0 { return "0" }
        if number.rounded() == number, abs(number) < 1e21 { return String(format: "%.0f", number) }
        let text = "\(number)"
        guard let exponentIndex = text.firstIndex(of: "e") else { return text }
        let mantissa = text[..<exponentIndex]
        var exponent = text[text.index(after: exponentIndex)...]
        var sign = "+"
        if exponent.first == "-" || exponent.first == "+" {
            sign = exponent.first == "-" ? "-" : "+"
            exponent = exponent.dropFirst()
        }
        let digits = exponent.drop { $0 == "0" }
        return "\(mantissa)e\(sign)\(digits.isEmpty ? "0" : digits)"
    }

    /// JavaScript's `==`.
    public func looselyEquals(_ other: LogicValue) -> Bool {
        switch (self, other) {
        case (.undefined, .undefined), (.null, .null), (.undefined, .null), (.null, .undefined): return true
        case (.undefined, _), (.null, _), (_, .undefined), (_, .null): return false
        case (.array, .array), (.object, .object), (.array, .object), (.object, .array): return false
        case (.string(let left), .string(let right)): return left == right
        case (.bool, _), (_, .bool), (.number, _), (_, .number): return javaScriptNumber == other.javaScriptNumber
        default: return javaScriptString == other.javaScriptString
        }
    }

    /// JavaScript's `===` (arrays and objects are never the same object here).
    public func strictlyEquals(_ other: LogicValue) -> Bool {
        switch (self, other) {
        case (.undefined, .undefined), (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        default: false
        }
    }

    /// JavaScript's `<` and `<=`: two strings compare as text (Swift's order, as RevenueCat's engine), anything
    /// else as numbers.
    static func isLess(_ left: LogicValue, _ right: LogicValue, orEqual: Bool) -> Bool {
        let leftPrimitive = left.primitive
        let rightPrimitive = right.primitive
        if case .string(let a) = leftPrimitive, case .string(let b) = rightPrimitive {
            return orEqual ? a <= b : a < b
        }
        let a = leftPrimitive.javaScriptNumber
        let b = rightPrimitive.javaScriptNumber
        return orEqual ? a <= b : a < b
    }

    /// Arrays and objects become their text (JavaScript's ToPrimitive); other values stay.
    private var primitive: LogicValue {
        switch self {
        case .array, .object: .string(javaScriptString)
        default: self
        }
    }
}
