import CSQLite3
import Foundation
import PaywallModel

/// One connection to a SQLite database file in WAL mode, safe to share between threads of one process.
///
/// Every change runs in `write`, one `BEGIN IMMEDIATE` transaction per call; reads run in `read`, one
/// consistent snapshot per call. When other processes hold the database, SQLite's busy timeout waits, and
/// if that is not enough the whole transaction is rolled back and run again with a growing pause, so
/// "database is locked" never reaches the caller; only after `maximumWait` seconds does a
/// `LedgerBusyError` say the ledger stayed busy.
public final class SQLiteDatabase: @unchecked Sendable {
    let handle: OpaquePointer
    /// The path of the database file.
    public let path: String
    /// How long, in seconds, a transaction is retried while other connections keep the database busy.
    public let maximumWait: Double
    private let lock = NSRecursiveLock()
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens (creating if needed, mode 0600) a database file, switches it to WAL and sets the busy timeout.
    public init(path: String, busyTimeoutMilliseconds: Int32 = 1_000, maximumWait: Double = 60) throws {
        PrivateFiles.createFile(path)
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(connection)
            throw SQLiteError(code: code, message: message, path: path, context: "opening the database")
        }
        self.handle = connection
        self.path = path
        self.maximumWait = maximumWait
        sqlite3_busy_timeout(connection, busyTimeoutMilliseconds)
        sqlite3_extended_result_codes(connection, 0)
        try retryingWhileBusy {
            try execute("PRAGMA journal_mode = WAL")
            // In WAL mode NORMAL keeps every commit through a process crash; only a power cut may lose the
            // last commits, and never corrupts the file.
            try execute("PRAGMA synchronous = NORMAL")
            try execute("PRAGMA foreign_keys = ON")
        }
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction and commits it, retrying the whole of it while busy.
    ///
    /// `body` may run more than once, so it must only change the database.
    public func write<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        try transaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body` on one consistent snapshot of the database, retrying while busy.
    ///
    /// Inside `write`, `read` (and `write`) join the open transaction.
    public func read<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        try transaction("BEGIN DEFERRED", body)
    }

    /// A number that changes whenever another connection (in this or another process) commits a change.
    public var dataVersion: Int64 {
        lock.lock()
        defer { lock.unlock() }
        return (try? retryingWhileBusy { try statement("PRAGMA data_version").firstRow { $0.int64(0) } ?? 0 }) ?? 0
    }

    /// The cached prepared statement for a SQL text.
    public func statement(_ sql: String) throws -> SQLiteStatement {
        lock.lock()
        defer { lock.unlock() }
        if let cached = statements[sql] { return cached }
        let statement = try SQLiteStatement(database: self, sql: sql)
        statements[sql] = statement
        return statement
    }

    /// Runs SQL text that may hold several statements and returns no rows.
    public func execute(_ sql: String) throws {
        lock.lock()
        defer { lock.unlock() }
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: code, message: text, path: path, context: sql)
        }
    }

    /// The rowid of the last row this connection inserted.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// How many pages this connection has written (to the write-ahead log) since it was opened.
    public var pagesWritten: Int { status(SQLITE_DBSTATUS_CACHE_WRITE) }

    /// How many pages this connection has looked up, in its cache or in the files, since it was opened.
    public var pagesLookedUp: Int { status(SQLITE_DBSTATUS_CACHE_HIT) + status(SQLITE_DBSTATUS_CACHE_MISS) }

    private func status(_ counter: Int32) -> Int {
        var current: Int32 = 0, highest: Int32 = 0
        sqlite3_db_status(handle, counter, &current, &highest, 0)
        return Int(current)
    }

    func error(_ code: Int32, context: String) -> SQLiteError {
        SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)), path: path, context: context)
    }

    private func transaction<T>(_ begin: String, _ body: (SQLiteDatabase) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        // Already inside a transaction of this thread (the lock is held): join it.
        if sqlite3_get_autocommit(handle) == 0 { return try body(self) }
        return try retryingWhileBusy {
            try execute(begin)
            do {
                let result = try body(self)
                try execute("COMMIT")
                return result
            } catch {
                if sqlite3_get_autocommit(handle) == 0 {
                    try? execute("ROLLBACK")
                }
                throw error
            }
        }
    }

    private func retryingWhileBusy<T>(_ body: () throws -> T) throws -> T {
        let start = Date()
        var pause: UInt32 = 1_000
        while true {
            do {
                return try body()
            } catch let error as SQLiteError where error.isBusy {
                let waited = Date().timeIntervalSince(start)
                if waited > maximumWait { throw LedgerBusyError(path: path, waited: waited) }
                usleep(pause + UInt32.random(in: 0...pause))
                pause = min(pause * 2, 50_000)
            }
        }
    }
}
