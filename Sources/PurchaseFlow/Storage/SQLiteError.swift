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

    /// Whether the database could not be written because the file (or its folder) is read-only to this process.
    public var isReadOnly: Bool { code == SQLITE_READONLY }

    /// What went wrong, for people: a read-only database says which file and what to check; any other error names
    /// SQLite's code and message, the file, and what was being done (a statement by its first line, at most 60
    /// characters).
    public var description: String {
        if isReadOnly {
            return "The database \(path) cannot be written (SQLite: \(message)): check that the file and its folder are writable by this user."
        }
        let firstLine = context.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? context
        let doing = firstLine.count > 60 ? firstLine.prefix(60) + "…" : firstLine
        return "SQLite error \(code) (\(message)) in \(path) while \(doing)."
    }
}
