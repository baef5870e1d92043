import Foundation

/// An app transaction read from the store: verified and safe to use, or unverified with the reason.
public enum AppTransactionResult: Sendable, Hashable {
    /// The JWS verified and matches the store's record.
    case verified(AppTransaction)
    /// The JWS did not verify, or the record was changed after signing.
    case unverified(reason: String)

    /// The app transaction when verified.
    public var verifiedAppTransaction: AppTransaction? {
        if case .verified(let appTransaction) = self { return appTransaction }
        return nil
    }
}
