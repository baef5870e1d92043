
/// A JSON value. Numbers keep their literal text so prices can become exact `Decimal`s.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written (`4.99`, `-1e3`).
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONNode])
    /// An object; members keep the document's order.
    case object([JSONMember])

    /// The name of the value's kind as used in messages ("a string", "an object").
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
