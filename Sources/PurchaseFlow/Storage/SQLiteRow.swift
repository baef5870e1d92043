import CSQLite3

/// The current row of a statement; valid only inside the closure it is passed to.
public struct SQLiteRow {
    let handle: OpaquePointer

    /// Whether the column is NULL.
    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// The column as an integer (0 for NULL).
    public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    /// The column as an Int (0 for NULL).
    public func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

    /// The column as an optional Int.
    public func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

    /// The column as a double (0 for NULL).
    public func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    /// The column as an optional double.
    public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }

    /// The column as text ("" for NULL).
    public func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        return String(cString: bytes)
    }

    /// The column as optional text.
    public func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    /// The column as a Boolean (non-zero is true).
    public func bool(_ column: Int32) -> Bool { int64(column) != 0 }
}
