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

extension VerificationResult {
    /// This result as the app sees it under the settings: while the simulated Verification error is on, a transaction
    /// whose signature verifies is unverified to the app too (StoreKit Testing makes the `VerificationResult`
    /// unverified), with the error as its reason and a word that the signature itself verifies. `kiosk sandbox list`
    /// shows it, so it says what `buy` and `deliver` found.
    public func asTheAppSees(_ settings: SandboxSettings) -> VerificationResult {
        guard case .verified(let transaction) = self, let error = settings.simulatedError(for: .verification) else { return self }
        return .unverified(UnverifiedTransaction(transactionID: Int64(transaction.id), productID: transaction.productID,
                                                 reason: "\(error.message) Its signature itself verifies."))
    }
}
