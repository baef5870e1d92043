import Foundation

/// The customer's purchase of the app itself, as StoreKit's `AppTransaction` gives it: which version they
/// first got and when, signed by the store like every transaction.
///
/// Every field comes from the verified JWS. Apps use `originalAppVersion` to grant what early buyers of a
/// paid app keep after a move to in-app purchases.
public struct AppTransaction: Sendable, Hashable {
    /// The unique identifier of the app download transaction.
    public let appTransactionID: String
    /// The app's bundle identifier.
    public let bundleID: String
    /// The app version the app transaction applies to (the one running).
    public let appVersion: String
    /// The version the customer first got.
    public let originalAppVersion: String
    /// When the customer first got the app.
    public let originalPurchaseDate: Date
    /// Where it was signed.
    public let environment: StoreEnvironment
    /// The nonce the device verification value was computed with.
    public let deviceVerificationNonce: String?
    /// The platform the app was first bought on.
    public let originalPlatform: String?
    /// When the JWS was signed.
    public let signedDate: Date
    /// The compact JWS it came in.
    public let jwsRepresentation: String

    /// Builds an app transaction from a verified payload.
    init(payload: SignedAppTransactionPayload, jws: String) {
        appTransactionID = payload.appTransactionId ?? ""
        bundleID = payload.bundleId
        appVersion = payload.applicationVersion
        originalAppVersion = payload.originalApplicationVersion
        originalPurchaseDate = Date(timeIntervalSince1970: payload.originalPurchaseDate / 1_000)
        environment = payload.receiptType
        deviceVerificationNonce = payload.deviceVerificationNonce
        originalPlatform = payload.originalPlatform
        signedDate = Date(timeIntervalSince1970: payload.receiptCreationDate / 1_000)
        jwsRepresentation = jws
    }
}
