import Foundation

/// The JSON payload of a signed app transaction, with the field names of StoreKit's JWS
/// (`JWSAppTransactionDecodedPayload`).
///
/// Dates are milliseconds since 1970; Xcode writes them with a fraction, so they are read as numbers with one.
public struct SignedAppTransactionPayload: Codable, Sendable, Hashable {
    public var receiptType: StoreEnvironment
    public var bundleId: String
    public var applicationVersion: String
    public var originalApplicationVersion: String
    public var originalPurchaseDate: Double
    public var receiptCreationDate: Double
    public var requestDate: Double?
    public var deviceVerificationNonce: String?
    public var appTransactionId: String?
    public var originalPlatform: String?

    /// The payload that signs an app transaction record.
    init(record: AppTransactionRecord, bundleID: String, signedDate: Date, environment: StoreEnvironment) {
        receiptType = environment
        bundleId = bundleID
        applicationVersion = record.appVersion
        originalApplicationVersion = record.originalAppVersion
        originalPurchaseDate = Double(record.originalPurchaseDate.millisecondsSince1970)
        receiptCreationDate = Double(signedDate.millisecondsSince1970)
        requestDate = receiptCreationDate
        deviceVerificationNonce = record.deviceVerificationNonce.uuidString.lowercased()
        appTransactionId = String(record.id)
        originalPlatform = "iOS"
    }

    /// The payload as compact JSON with sorted keys.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(self)
    }

    /// Decodes a payload.
    public static func decode(_ data: Data) throws -> SignedAppTransactionPayload {
        try JSONDecoder().decode(SignedAppTransactionPayload.self, from: data)
    }
}
