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

    /// Decodes a payload as `JSONDecoder` decodes this type: by hand (see `SignedPayloadFields`) when its dates are
    /// whole milliseconds, as kiosk signs them, so a process that reads one app transaction does not set up the
    /// decoder for it; by `JSONDecoder` otherwise (Xcode writes fractions of a millisecond).
    public static func decode(_ data: Data) throws -> SignedAppTransactionPayload {
        if let fields = try? SignedPayloadFields(data), let payload = try? SignedAppTransactionPayload(fields) { return payload }
        return try JSONDecoder().decode(SignedAppTransactionPayload.self, from: data)
    }

    /// The payload read by hand from its members; throws for dates that are not whole milliseconds.
    init(_ fields: SignedPayloadFields) throws {
        receiptType = try fields.value("receiptType")
        bundleId = try fields.string("bundleId")
        applicationVersion = try fields.string("applicationVersion")
        originalApplicationVersion = try fields.string("originalApplicationVersion")
        originalPurchaseDate = try fields.wholeDouble("originalPurchaseDate")
        receiptCreationDate = try fields.wholeDouble("receiptCreationDate")
        requestDate = try fields.optionalWholeDouble("requestDate")
        deviceVerificationNonce = try fields.optionalString("deviceVerificationNonce")
        appTransactionId = try fields.optionalString("appTransactionId")
        originalPlatform = try fields.optionalString("originalPlatform")
    }
}
