import CSQLite3
import Foundation

/// A prepared statement: bind values, step through rows, read columns.
///
/// Statements are cached by their connection; `run`, `rows` and `firstRow` reset them after use, each holding the
/// connection's lock throughout, so a statement is never bound on one thread while it
/// steps on another.
public final class SQLiteStatement {
    let handle: OpaquePointer
    let sql: String
    private unowned let database: SQLiteDatabase
    /// The connection's lock, held while the statement is bound, stepped and read (kept here, not reached through the
    /// unowned connection: a statement may outlive the connection object, as SQLite lets it).
    private let lock: NSRecursiveLock

    init(database: SQLiteDatabase, sql: String) throws {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw database.error(code, context: sql)
        }
        self.handle = statement
        self.sql = sql
        self.database = database
        self.lock = database.lock
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds values to the parameters `?1 ... ?n` in order.
    private func bind(_ values: [SQLiteValue]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
            case .real(let number): code = sqlite3_bind_double(handle, index, number)
            // `withCString` lends a native string's own bytes; passing the string itself made a copy of it first.
            case .text(let text): code = text.withCString { sqlite3_bind_text(handle, index, $0, -1, kiosk_sqlite_transient()) }
            }
            guard code == SQLITE_OK else { throw database.error(code, context: sql) }
        }
    }

    /// Steps once; returns whether a row is available.
    private func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            sqlite3_reset(handle)
            throw database.error(code, context: sql)
        }
    }

    /// Runs a statement that returns no rows.
    public func run(_ values: [SQLiteValue] = []) throws {
        try lock.withLock {
            try bind(values)
            defer { sqlite3_reset(handle) }
            while try step() {}
        }
    }

    /// Runs a query and maps every row.
    public func rows<T>(_ values: [SQLiteValue] = [], _ map: (SQLiteRow) throws -> T) throws -> [T] {
        try lock.withLock {
            try bind(values)
            defer { sqlite3_reset(handle) }
            var result: [T] = []
            while try step() {
                result.append(try map(SQLiteRow(handle: handle)))
            }
            return result
        }
    }

    /// Runs a query and hands each row to `body` as it is stepped to.
    public func forEachRow(_ values: [SQLiteValue] = [], _ body: (SQLiteRow) throws -> Void) throws {
        try lock.withLock {
            try bind(values)
            defer { sqlite3_reset(handle) }
            while try step() {
                try body(SQLiteRow(handle: handle))
            }
        }
    }

    /// Runs a query and maps its first row, or returns nil when there is none.
    public func firstRow<T>(_ values: [SQLiteValue] = [], _ map: (SQLiteRow) throws -> T) throws -> T? {
        try lock.withLock {
            try bind(values)
            defer { sqlite3_reset(handle) }
            return try step() ? map(SQLiteRow(handle: handle)) : nil
        }
    }
}
