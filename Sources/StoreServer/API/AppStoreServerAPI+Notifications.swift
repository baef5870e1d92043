import Foundation
import PurchaseFlow

extension AppStoreServerAPI {
    /// How many notifications a page of the notification history holds.
    static let notificationPageSize = 20

    /// Request a Test Notification: writes a TEST notification, posted like every other one; 4040007 without a URL.
    func requestTestNotification() throws -> ServerResponse {
        do {
            return .json(ResponseBodies.TestNotificationToken(testNotificationToken: try store.requestTestNotification().uuid))
        } catch is NotificationsURLMissingError {
            throw APIError.notificationURLNotFound
        }
    }

    /// Get Test Notification Status: the TEST notification's signed payload and its send attempts so far.
    func testNotificationStatus(_ token: String) throws -> ServerResponse {
        guard UUID(uuidString: token) != nil else { throw APIError.invalidTestNotificationToken }
        guard let notification = try store.ledger.testNotification(uuid: token.lowercased()) else {
            throw APIError.testNotificationNotFound
        }
        return .json(try historyItem(notification))
    }

    /// The body of Get Notification History.
    private struct HistoryRequest: Decodable {
        var startDate: Int64?
        var endDate: Int64?
        var notificationType: String?
        var notificationSubtype: String?
        var transactionId: String?
        var onlyFailures: Bool?
    }

    /// Get Notification History: the notifications posted or being posted (every one but those recorded while no
    /// URL was set) dated from `startDate` to before `endDate`, oldest first, 20 a page, optionally of one type
    /// and subtype, of the customer a transaction id names (the ledger's only customer: every notification but
    /// TEST), or only those not (yet) received.
    func notificationHistory(_ request: ServerRequest) throws -> ServerResponse {
        guard let body = try? JSONDecoder().decode(HistoryRequest.self, from: request.body) else { throw APIError.generalBadRequest }
        guard let start = body.startDate, start >= 0 else { throw APIError.invalidStartDate }
        guard let end = body.endDate, end >= 0 else { throw APIError.invalidEndDate }
        guard start < end else { throw APIError.startDateAfterEndDate }
        guard body.transactionId == nil || body.notificationType == nil else { throw APIError.multipleFiltersSupplied }
        let type = try body.notificationType.map { name in
            guard let type = ServerNotificationType(rawValue: name) else { throw APIError.invalidNotificationType }
            return type
        }
        let subtype = try body.notificationSubtype.map { name in
            guard type != nil, let subtype = ServerNotificationSubtype(rawValue: name) else { throw APIError.invalidNotificationType }
            return subtype
        }
        if let id = body.transactionId { _ = try completedRecord(id) }
        let after: Int64 = try request.queryValues("paginationToken").last.map { token in
            guard let data = Base64URL.decode(token), let id = Int64(String(decoding: data, as: UTF8.self)) else {
                throw APIError.invalidPaginationToken
            }
            return id
        } ?? 0
        let matching = try store.notifications().filter { notification in
            notification.state != .unsent && notification.id > after
                && (start..<end).contains(notification.createdAt.milliseconds)
                && type.map { notification.type == $0 } ?? true && subtype.map { notification.subtype == $0 } ?? true
                && (body.transactionId == nil || notification.type != .test)
                && (body.onlyFailures != true || notification.state == .failed || notification.isRetrying)
        }
        let page = matching.prefix(Self.notificationPageSize)
        let hasMore = matching.count > page.count
        return .json(ResponseBodies.NotificationHistory(
            notificationHistory: try page.map(historyItem), hasMore: hasMore,
            paginationToken: hasMore ? page.last.map { Base64URL.encode(Array(String($0.id).utf8)) } : nil))
    }

    /// A notification's signed payload and send attempts, as both notification endpoints give them.
    private func historyItem(_ notification: ServerNotification) throws -> ResponseBodies.NotificationHistoryItem {
        ResponseBodies.NotificationHistoryItem(
            signedPayload: try store.signedPayload(of: notification),
            sendAttempts: try store.attempts(of: notification).map {
                ResponseBodies.SendAttempt(attemptDate: $0.at.milliseconds, sendAttemptResult: $0.result)
            })
    }
}
