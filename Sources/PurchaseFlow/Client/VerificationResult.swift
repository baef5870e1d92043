/// A transaction read from the ledger: verified and safe to grant, or unverified and never granted.
public enum VerificationResult: Sendable, Hashable {
    /// The JWS verified with the sandbox's certificate and matches its ledger row.
    case verified(PurchaseTransaction)
    /// The JWS did not verify, or the row was changed after signing.
    case unverified(UnverifiedTransaction)

    /// The transaction when verified.
    public var verifiedTransaction: PurchaseTransaction? {
        if case .verified(let transaction) = self { return transaction }
        return nil
    }
}

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
