/// A ledger row whose signature could not be trusted, reported so it can be investigated and never granted.
public struct UnverifiedTransaction: Error, Sendable, Hashable, CustomStringConvertible {
    /// The ledger row's transaction id.
    public let transactionID: Int64
    /// The product the row names (untrusted).
    public let productID: String
    /// Why it did not verify.
    public let reason: String

    public var description: String {
        "Transaction \(transactionID) (\(productID)) is unverified and was not granted: \(reason)"
    }
}
