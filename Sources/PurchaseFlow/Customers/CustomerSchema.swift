/// The schema of the customer book (`customers.sqlite` in the state directory), beside the sandbox ledger.
///
/// Version 1: `customers` (a name and an app account token each), `owners` (which customer a transaction
/// chain was moved to by a restore), `deliveries` (one row per consumable transaction credited to a
/// balance: the primary key makes delivery happen once), `spends` (what was spent from a balance).
///
/// Version 2: `takebacks` (one row per refunded consumable transaction whose credit was taken back from a balance,
/// capped at what the balance held: the primary key makes it happen once) and `refunds_read` (how far the ledger's
/// record of revocations has been read for them).
///
/// Version 3: `refunded_consumables` (one row per refunded consumable transaction whose verified refund the book has
/// read, whether or not its credit had landed: a credit that lands after its refund was read is taken back as it
/// lands). The migration fills it from `takebacks`, whose every transaction was read as refunded.
///
/// Version 4: `removed_through` (`id` 1, `highest`): the highest transaction id a ledger reset removed
/// (`CustomerBook.reset`), whose deliveries, take-backs and moves the book forgot with the spends made before it; a
/// delivery of a transaction up to it is never recorded (one verified before the reset and credited after it).
enum CustomerSchema {
    static let migrator = SchemaMigrator(name: "customer book", migrations: [version1, version2, version3, version4])

    static let version1 = """
    CREATE TABLE customers (
        name TEXT PRIMARY KEY,
        token TEXT NOT NULL UNIQUE,
        created_at REAL NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE owners (
        original_id INTEGER PRIMARY KEY,
        customer TEXT NOT NULL,
        moved_at REAL NOT NULL
    );
    CREATE TABLE deliveries (
        transaction_id INTEGER PRIMARY KEY,
        customer TEXT NOT NULL,
        balance TEXT NOT NULL,
        amount INTEGER NOT NULL,
        delivered_at REAL NOT NULL
    );
    CREATE INDEX deliveries_by_customer ON deliveries (customer, balance);
    CREATE TABLE spends (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        customer TEXT NOT NULL,
        balance TEXT NOT NULL,
        amount INTEGER NOT NULL,
        reason TEXT NOT NULL,
        at REAL NOT NULL
    );
    CREATE INDEX spends_by_customer ON spends (customer, balance);
    """

    static let version2 = """
    CREATE TABLE takebacks (
        transaction_id INTEGER PRIMARY KEY,
        customer TEXT NOT NULL,
        balance TEXT NOT NULL,
        amount INTEGER NOT NULL,
        taken_at REAL NOT NULL
    );
    CREATE INDEX takebacks_by_customer ON takebacks (customer, balance);
    CREATE TABLE refunds_read (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        seq INTEGER NOT NULL
    );
    """

    static let version3 = """
    CREATE TABLE refunded_consumables (
        transaction_id INTEGER PRIMARY KEY,
        read_at REAL NOT NULL
    );
    INSERT INTO refunded_consumables (transaction_id, read_at) SELECT transaction_id, taken_at FROM takebacks;
    """

    static let version4 = """
    CREATE TABLE removed_through (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        highest INTEGER NOT NULL
    );
    """
}
