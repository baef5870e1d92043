import Foundation

/// One customer's app transaction as the ledger keeps it: issued on the customer's first launch, signed
/// again when the running app version or the original version in force changes.
public struct AppTransactionRecord: Sendable, Hashable {
    /// The app transaction identifier.
    public var id: Int64
    /// The customer it belongs to (the customer book's name).
    public var customer: String
    /// The app version it was last signed for.
    public var appVersion: String
    /// The version the customer got at first launch.
    public var firstAppVersion: String
    /// The original app version signed: the first launch's, unless the `original-app-version` setting overrides it.
    public var originalAppVersion: String
    /// When the customer first launched the app.
    public var originalPurchaseDate: Date
    /// The device verification nonce.
    public var deviceVerificationNonce: UUID
    /// When the JWS was signed.
    public var signedDate: Date
    /// The signed app transaction.
    public var jws: String
}
