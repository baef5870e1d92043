/// Brings a database's schema up to date, one numbered migration at a time, tracked in `PRAGMA user_version`.
public struct SchemaMigrator: Sendable {
    /// The SQL of each migration; migration `n` (1-based) takes the schema from version `n - 1` to `n`.
    public let migrations: [String]
    /// What the schema belongs to, for messages (`"sandbox ledger"`).
    public let name: String
    /// The SQL that makes a database at version 0 (so every table was made in this run and is empty) current in one
    /// script instead of the migrations one by one; it must leave what they leave
    /// (the same `sqlite_master` text and order, the same rows). `nil` runs the migrations.
    public let newDatabase: String?

    /// Creates a migrator.
    public init(name: String, migrations: [String], newDatabase: String? = nil) {
        self.name = name
        self.migrations = migrations
        self.newDatabase = newDatabase
    }

    /// The version a fully migrated database has.
    public var currentVersion: Int { migrations.count }

    /// Applies the missing migrations in one transaction; throws when the file is newer than this program.
    public func migrate(_ database: SQLiteDatabase) throws {
        let version = try database.read { try Self.version(of: $0) }
        if version == currentVersion { return }
        try database.write { database in
            let found = try Self.version(of: database)
            guard found <= currentVersion else {
                throw SchemaTooNewError(name: name, path: database.path, found: found, known: currentVersion)
            }
            if found == 0, let newDatabase {
                try database.execute(newDatabase)
            } else {
                for migration in migrations.dropFirst(found) {
                    try database.execute(migration)
                }
            }
            try database.execute("PRAGMA user_version = \(currentVersion)")
        }
    }

    /// The schema version recorded in a database.
    public static func version(of database: SQLiteDatabase) throws -> Int {
        try database.statement("PRAGMA user_version").firstRow { $0.int(0) } ?? 0
    }
}
