import Foundation
import PurchaseFlow

/// One notification as `kiosk sandbox notifications` shows it.
struct NotificationRow: Encodable {
    let id: Int64
    let notificationUUID: String
    let notificationType: String
    let subtype: String?
    let transactionId: String?
    let originalTransactionId: String?
    let date: String
    let state: String
    let attempts: Int
    let lastResult: String?
    let lastHTTPStatus: Int?
    let nextAttempt: String?
    let summary: String

    init(_ notification: ServerNotification) {
        id = notification.id
        notificationUUID = notification.uuid
        notificationType = notification.type.rawValue
        subtype = notification.subtype?.rawValue
        transactionId = notification.transactionID.map(String.init)
        originalTransactionId = notification.originalID.map(String.init)
        date = notification.createdAt.iso8601
        state = notification.state.rawValue
        attempts = notification.attempts
        lastResult = notification.lastResult
        lastHTTPStatus = notification.lastStatus
        nextAttempt = notification.state == .pending ? notification.nextAttemptAt?.iso8601 : nil
        summary = notification.stateDescription()
    }
}
