import CSQLite3

/// A failure reported by SQLite, with the statement and the database it concerns.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// SQLite's primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, ...).
    public let code: Int32
    /// SQLite's own explanation.
    public let message: String
    /// The path of the database file.
    public let path: String
    /// What was being done, in a few words (`"opening the ledger"`, the SQL text).
    public let context: String

    /// Whether another connection holds a lock that stopped this one (busy or locked).
    public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }

    public var description: String {
        "SQLite error \(code) (\(message)) in \(path) while \(context)."
    }
}
