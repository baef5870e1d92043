/// One value bound to a SQL parameter.
public enum SQLiteValue: Sendable, Equatable {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)

    /// An integer, or NULL when `value` is nil.
    public static func optional(_ value: Int?) -> SQLiteValue { value.map { .integer(Int64($0)) } ?? .null }
    /// A double, or NULL when `value` is nil.
    public static func optional(_ value: Double?) -> SQLiteValue { value.map { .real($0) } ?? .null }
    /// Text, or NULL when `value` is nil.
    public static func optional(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
    /// 1 or 0.
    public static func bool(_ value: Bool) -> SQLiteValue { .integer(value ? 1 : 0) }
}
