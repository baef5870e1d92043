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
