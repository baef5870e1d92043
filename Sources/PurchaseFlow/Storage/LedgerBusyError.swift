import CSQLite3

/// The error raised when the ledger stays locked by other processes for longer than the store will wait.
public struct LedgerBusyError: Error, CustomStringConvertible, Sendable {
    /// The path of the database file.
    public let path: String
    /// How long the store kept retrying, in seconds.
    public let waited: Double

    public var description: String {
        "The ledger \(path) stayed busy for \(Int(waited)) s because other kiosk processes kept it locked; try again."
    }
}
