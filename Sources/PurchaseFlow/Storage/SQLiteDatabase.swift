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
///
/// Closing leaves the write-ahead log (`-wal`) and its index (`-shm`) beside the file instead of SQLite's
/// checkpoint of the last connection, which synced the log and the database and removed both: a connection
/// that wrote syncs the log alone (one `fdatasync`), so what it committed survives a power cut from then on,
/// as before, and only a log grown past `keptLogLimit` is checkpointed into the database and emptied (see
/// `closeDurably`). Every process opening the file reads the log (SQLite rebuilds the index from it when no
/// other process has it open), so the limit keeps that reading short.
public final class SQLiteDatabase: @unchecked Sendable {
    let handle: OpaquePointer
    /// The path of the database file.
    public let path: String
    /// How long, in seconds, a transaction is retried while other connections keep the database busy.
    public let maximumWait: Double
    /// Held by every use of the connection (recursive: a use within a transaction goes on; statements hold it too).
    let lock = NSRecursiveLock()
    private let logAtOpen: ino_t?
    /// The prepared statements, by a fingerprint of their SQL text (`fingerprint(of:)`); statements whose texts share one
    /// are told apart by their text.
    private var statements: [UInt64: [SQLiteStatement]] = [:]
    /// Counts the transactions this connection began, so a value kept by `keptWithinTransaction` is never used in another.
    private var transactionSerial = 0
    /// The values `keptWithinTransaction` keeps: a few, looked for by their key in turn (a dictionary's hashing and a
    /// cast from `Any` cost more than the value's own reading saves, for the handful of keys there are).
    private var kept: [(key: String, serial: Int, changes: Int64, value: AnyObject)] = []

    /// A value kept within a transaction, boxed so that taking it back is a class cast.
    private final class KeptValue<T> {
        let value: T
        init(_ value: T) { self.value = value }
    }

    /// Opens (creating if needed, mode 0600) a database file, switches it to WAL and sets the busy timeout.
    ///
    /// `gathersLogWrites`: each commit's frames reach the write-ahead log in one write (the `kiosk-gathered-log` VFS
    /// in the CSQLite3 shim, over SQLite's own) instead of two writes a frame; the files, their bytes, the locks and
    /// the syncs are SQLite's as before. Off, the connection uses SQLite's default VFS alone.
    public init(path: String, busyTimeoutMilliseconds: Int32 = 1_000, maximumWait: Double = 60, gathersLogWrites: Bool = true) throws {
        Self.configureSQLite
        PrivateFiles.createFile(path)
        // The log this connection finds, if any: a log made later (by this connection) also needs its folder synced.
        logAtOpen = Self.inode(of: path + "-wal")
        var connection: OpaquePointer?
        // Every use of the connection holds `lock` (transactions, statements, `execute`), so SQLite's own mutex, which
        // each of its calls took (binding, stepping, reading a column: about 400 a purchase + finish), would guard
        // nothing more.
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, gathersLogWrites ? kiosk_gathered_log_vfs() : nil)
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
        kiosk_sqlite_no_checkpoint_on_close(connection)
        try retryingWhileBusy {
            try execute("PRAGMA journal_mode = WAL")
            // In WAL mode NORMAL keeps every commit through a process crash; only a power cut may lose the
            // commits since the log was last synced (by a checkpoint, or by `closeDurably` when a connection that
            // wrote closes), and never corrupts the file.
            try execute("PRAGMA synchronous = NORMAL")
            // A commit that takes the log past this many pages checkpoints it into the database (copying the
            // newest version of each page, syncing the log and the file): SQLite's default, 1,000 pages, made
            // a checkpoint with its two syncs every hundred or so purchases of a long run.
            try execute("PRAGMA wal_autocheckpoint = \(Self.checkpointPages)")
            try execute("PRAGMA foreign_keys = ON")
        }
    }

    /// SQLite set up for the process before its first connection: no memory statistics, whose mutex each allocation
    /// took (about 150 allocations a purchase + finish; nothing in kiosk reads the statistics).
    private static let configureSQLite: Void = { _ = kiosk_sqlite_no_memory_statistics() }()

    deinit {
        statements.removeAll()
        closeDurably()
        sqlite3_close_v2(handle)
    }

    /// How many pages the write-ahead log holds before a commit checkpoints it (16 MB of 4 KB pages: one block of
    /// SQLite's log index).
    public static let checkpointPages = 4_096

    /// The size of write-ahead log (in bytes, about 128 pages) a closing connection leaves in place; a larger one it
    /// checkpoints into the database and empties, so that a process opening the file reads at most this much log.
    public static let keptLogLimit: Int = 128 * (4_096 + 24)

    /// What closing does instead of SQLite's checkpoint: when this connection wrote, its commits are made to survive
    /// a power cut by syncing the log (and its folder, when the log is newer than this connection), or, when the log
    /// has grown past `keptLogLimit`, by a checkpoint that syncs the log and the database and empties the log. A
    /// checkpoint that would have to wait for another process's reader is left for a later close.
    private func closeDurably() {
        guard pagesWritten > 0 else { return }
        if (Self.size(of: path + "-wal") ?? 0) > Self.keptLogLimit {
            sqlite3_busy_timeout(handle, 0)
            if sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil) == SQLITE_OK { return }
        }
        syncLog()
    }

    /// Syncs the write-ahead log's data; a log this connection did not find at its opening has its folder synced too,
    /// so its name survives a power cut as well. No log means a checkpoint moved every commit into the database
    /// file and synced it.
    private func syncLog() {
        let descriptor = open(path + "-wal", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        fdatasync(descriptor)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_ino != logAtOpen else { return }
        let name = (path as NSString).deletingLastPathComponent
        let folder = open(name.isEmpty ? "." : name, O_RDONLY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }

    private static func inode(of path: String) -> ino_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_ino : nil
    }

    private static func size(of path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
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

    /// A value read inside the open transaction, read again only once this connection has changed a row since (or in
    /// the next transaction): nothing else changes what a transaction reads, as a write holds the lock and a read
    /// keeps its snapshot. Outside a transaction it is read every time. A purchase asks for the clock's offset and
    /// the settings several times; each ask was a statement.
    func keptWithinTransaction<T>(_ key: String, _ read: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        guard sqlite3_get_autocommit(handle) == 0 else { return try read() }
        let changes = sqlite3_total_changes64(handle)
        let index = kept.firstIndex { $0.key == key }
        if let index, kept[index].serial == transactionSerial, kept[index].changes == changes, let box = kept[index].value as? KeptValue<T> {
            return box.value
        }
        let value = try read()
        let entry = (key: key, serial: transactionSerial, changes: changes, value: KeptValue(value) as AnyObject)
        if let index { kept[index] = entry } else { kept.append(entry) }
        return value
    }

    /// The cached prepared statement for a SQL text.
    public func statement(_ sql: String) throws -> SQLiteStatement {
        lock.lock()
        defer { lock.unlock() }
        let fingerprint = Self.fingerprint(of: sql)
        if let cached = statements[fingerprint]?.first(where: { $0.sql == sql }) { return cached }
        let statement = try SQLiteStatement(database: self, sql: sql)
        statements[fingerprint, default: []].append(statement)
        return statement
    }

    /// A cheap fingerprint of a SQL text: its length and its last 32 bytes, where texts that differ mostly differ (the
    /// condition, the values). A purchase + finish looks up about 20 statements, some of a thousand bytes; hashing
    /// their texts (the whole, then their ends with `Hasher`) and comparing them as dictionary keys was 4% of its
    /// instructions.
    private static func fingerprint(of sql: String) -> UInt64 {
        var sql = sql
        return sql.withUTF8 { bytes in
            // FNV-1a over the length and the last bytes.
            var value: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
            for byte in bytes.suffix(32) { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return value
        }
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
    public var lastInsertedRowID: Int64 { lock.withLock { sqlite3_last_insert_rowid(handle) } }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    public var changes: Int { lock.withLock { Int(sqlite3_changes(handle)) } }

    /// How many writes this connection's write-ahead log has had since it was opened (a commit of several frames is
    /// one), or nil when the connection does not gather them (`gathersLogWrites`).
    package var gatheredLogWrites: Int64? {
        lock.lock()
        defer { lock.unlock() }
        let writes = kiosk_gathered_log_writes(handle)
        return writes < 0 ? nil : writes
    }

    /// How many times the kernel was asked to start writing this connection's write-ahead log to the disk since the log
    /// was opened (once a megabyte, see `gathered_log.h`), or nil when the connection does not gather its log's writes.
    package var logWriteBacksStarted: Int64? {
        lock.lock()
        defer { lock.unlock() }
        let writebacks = kiosk_gathered_log_writebacks(handle)
        return writebacks < 0 ? nil : writebacks
    }

    /// For tests: the log frames this connection has buffered are written in a barrier on the log's index, where SQLite
    /// takes no result, and that write fails, as a failing disk would in the middle of a transaction; false when no
    /// frames were buffered (see `gathered_log.h`).
    package func failBufferedLogWriteForTesting() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return kiosk_gathered_log_fail_in_barrier(handle) == SQLITE_OK
    }

    /// How many pages this connection has written (to the write-ahead log) since it was opened.
    public var pagesWritten: Int { status(SQLITE_DBSTATUS_CACHE_WRITE) }

    /// How many pages this connection has looked up, in its cache or in the files, since it was opened.
    public var pagesLookedUp: Int { status(SQLITE_DBSTATUS_CACHE_HIT) + status(SQLITE_DBSTATUS_CACHE_MISS) }

    private func status(_ counter: Int32) -> Int {
        var current: Int32 = 0, highest: Int32 = 0
        lock.withLock { _ = sqlite3_db_status(handle, counter, &current, &highest, 0) }
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
        // BEGIN, COMMIT and ROLLBACK are prepared once, like every other statement.
        return try retryingWhileBusy {
            transactionSerial += 1
            try statement(begin).run()
            do {
                let result = try body(self)
                try statement("COMMIT").run()
                return result
            } catch {
                if sqlite3_get_autocommit(handle) == 0 {
                    try? statement("ROLLBACK").run()
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
