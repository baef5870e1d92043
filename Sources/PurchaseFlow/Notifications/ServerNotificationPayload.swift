import Foundation

/// The JSON payload of a signed App Store Server Notification V2, with the field names of Apple's
/// `ResponseBodyV2DecodedPayload` and its `data`.
///
/// `appAppleId` is left out: Apple's payloads carry it only in production, never in the sandbox.
public struct ServerNotificationPayload: Sendable, Hashable {
    public var notificationType: ServerNotificationType
    public var subtype: ServerNotificationSubtype?
    public var notificationUUID: String
    public var signedDate: Int64
    public var environment: StoreEnvironment
    public var bundleId: String
    public var bundleVersion: String?
    public var signedTransactionInfo: String?
    public var signedRenewalInfo: String?
    public var status: Int?

    /// The notification format version, always "2.0".
    public static let version = "2.0"

    /// The payload as compact JSON, absent fields left out.
    public func encoded() -> Data {
        var data = CompactJSONObjectWriter()
        data.add("bundleId", bundleId)
        data.add("bundleVersion", bundleVersion)
        data.add("environment", environment.rawValue)
        data.add("signedRenewalInfo", signedRenewalInfo)
        data.add("signedTransactionInfo", signedTransactionInfo)
        data.add("status", status.map(Int64.init))
        var payload = CompactJSONObjectWriter()
        payload.add("data", object: data.finished())
        payload.add("notificationType", notificationType.rawValue)
        payload.add("notificationUUID", notificationUUID)
        payload.add("signedDate", signedDate)
        payload.add("subtype", subtype?.rawValue)
        payload.add("version", Self.version)
        return payload.finished()
    }
}
