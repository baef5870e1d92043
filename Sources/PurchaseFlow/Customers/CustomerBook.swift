import Foundation
import PaywallModel

/// The customers sharing one sandbox ledger (one Apple ID), who owns which transaction, and each
/// customer's consumable balances; a SQLite file of its own in the state directory.
///
/// A transaction belongs to the customer whose app account token it carries (one with no token, or a token
/// no customer has, belongs to the default customer) until a restore moves it to another customer.
public final class CustomerBook: Sendable {
    /// The file's name inside the state directory.
    public static let fileName = "customers.sqlite"
    /// The database.
    public let database: SQLiteDatabase

    /// Opens (creating and migrating when needed) the book in a state directory.
    public init(directory: URL) throws {
        try PrivateFiles.createDirectory(directory)
        database = try SQLiteDatabase(path: directory.appendingPathComponent(Self.fileName).path)
        try CustomerSchema.migrator.migrate(database)
    }

    // MARK: Customers

    /// The customer with a name, created with a new app account token on first use.
    public func customer(named name: String, at now: Date) throws -> Customer {
        // Read first: a known customer (every store read asks) needs no write lock.
        if let known = try database.read({ try Self.customerIn($0, name: name) }) { return known }
        return try database.write { database in
            if let found = try Self.customerIn(database, name: name) { return found }
            let customer = Customer(name: name, appAccountToken: UUID())
            try database.statement("INSERT INTO customers (name, token, created_at) VALUES (?1, ?2, ?3)")
                .run([.text(name), .text(customer.appAccountToken.uuidString), .real(now.timeIntervalSince1970)])
            return customer
        }
    }

    /// Every customer, in the order they were created.
    public func customers() throws -> [Customer] {
        try database.read { database in
            try database.statement("SELECT name, token FROM customers ORDER BY created_at, name").rows { row in
                Customer(name: row.text(0), appAccountToken: UUID(uuidString: row.text(1)) ?? UUID())
            }
        }
    }

    private static func customerIn(_ database: SQLiteDatabase, name: String) throws -> Customer? {
        try database.statement("SELECT token FROM customers WHERE name = ?1").firstRow([.text(name)]) { row in
            Customer(name: name, appAccountToken: UUID(uuidString: row.text(0)) ?? UUID())
        }
    }

    // MARK: Owners

    /// The name of the customer a transaction belongs to.
    public func owner(of transaction: PurchaseTransaction) throws -> String {
        try owner(originalID: Int64(transaction.originalID), appAccountToken: transaction.appAccountToken)
    }

    /// The name of the customer a ledger row belongs to (a request's, or one not signed yet, too).
    public func owner(of record: LedgerRecord) throws -> String {
        try owner(originalID: record.originalID, appAccountToken: record.appAccountToken)
    }

    /// The name of the customer a transaction chain belongs to, from its original id and the app account
    /// token it carries (a ledger record's, before it is signed).
    public func owner(originalID: Int64, appAccountToken: UUID?) throws -> String {
        try database.read { database in
            if let moved = try database.statement("SELECT customer FROM owners WHERE original_id = ?1")
                .firstRow([.integer(originalID)], { $0.text(0) }) {
                return moved
            }
            guard let token = appAccountToken else { return Customer.defaultName }
            return try database.statement("SELECT name FROM customers WHERE token = ?1")
                .firstRow([.text(token.uuidString)]) { $0.text(0) } ?? Customer.defaultName
        }
    }

    /// Moves a transaction chain (its original id) to a customer.
    public func move(originalID: UInt64, to customer: String, at now: Date) throws {
        try database.write { database in
            try database.statement("INSERT OR REPLACE INTO owners (original_id, customer, moved_at) VALUES (?1, ?2, ?3)")
                .run([.integer(Int64(originalID)), .text(customer), .real(now.timeIntervalSince1970)])
        }
    }
}
