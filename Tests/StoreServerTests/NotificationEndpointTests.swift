import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow
@testable import StoreServer

/// Request a Test Notification, Get Test Notification Status, Get Notification History, and deduplicated extensions.
@Suite("Notification endpoints")
struct NotificationEndpointTests {
    private func harnessWithURL() throws -> ServerHarness {
        let harness = try ServerHarness()
        try harness.store.set(SettingOverride(key: "notifications-url", value: "http://127.0.0.1:9/notifications"))
        return harness
    }

    /// A history request body.
    private func history(_ fields: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: ["startDate": 0, "endDate": ServerHarness.start.millisecondsSince1970 + 86_400_000].merging(fields) { $1 })
    }

    /// The decoded signed payload of a history item.
    private func payload(_ item: Any?, _ harness: ServerHarness) throws -> [String: Any] {
        let jws = try #require((item as? [String: Any])?["signedPayload"] as? String)
        return try #require(try JSONSerialization.jsonObject(with: try harness.verifiedPayload(jws)) as? [String: Any])
    }

    @Test func aTestNotificationIsWrittenPostedAndItsStatusRead() throws {
        let harness = try harnessWithURL()
        let response = try harness.get("/inApps/v1/notifications/test", method: "POST")
        #expect(response.status == 200)
        let token = try #require((try ServerHarness.json(response))["testNotificationToken"] as? String)
        let notification = try #require(try harness.store.notifications().first)
        #expect(notification.type == .test && notification.uuid == token && notification.transactionID == nil)
        try NotificationCourier(store: harness.store) { _, _ in 200 }.deliverDue()
        let status = try ServerHarness.json(try harness.get("/inApps/v1/notifications/test/\(token)"))
        let decoded = try payload(status, harness)
        #expect(decoded["notificationType"] as? String == "TEST" && decoded["notificationUUID"] as? String == token)
        #expect((decoded["data"] as? [String: Any])?["bundleId"] as? String == harness.store.bundleID)
        let attempts = try #require(status["sendAttempts"] as? [[String: Any]])
        #expect(attempts.map { $0["sendAttemptResult"] as? String } == ["SUCCESS"])
        #expect(ServerHarness.errorCode(try harness.get("/inApps/v1/notifications/test/nonsense")) == 4000020)
        #expect(ServerHarness.errorCode(try harness.get("/inApps/v1/notifications/test/\(UUID().uuidString)")) == 4040008)
    }

    @Test func withoutAURLATestNotificationIsRefusedAsApplesIs() throws {
        let harness = try ServerHarness()
        let response = try harness.get("/inApps/v1/notifications/test", method: "POST")
        #expect(response.status == 404 && ServerHarness.errorCode(response) == 4040007)
        #expect(try harness.store.notifications().isEmpty)
    }

    @Test func theHistoryPagesFiltersAndRefusesBadRequests() throws {
        let harness = try harnessWithURL()
        let lifetime = try harness.buy("demo.lifetime")
        for _ in 0..<21 { try harness.buy("demo.coins.100") }
        try harness.store.refund(lifetime.id)
        try NotificationCourier(store: harness.store) { _, _ in 500 }.deliverDue()
        let first = try ServerHarness.json(try harness.get("/inApps/v1/notifications/history", method: "POST", body: try history([:])))
        #expect((first["notificationHistory"] as? [Any])?.count == 20 && first["hasMore"] as? Bool == true)
        let token = try #require(first["paginationToken"] as? String)
        let second = try ServerHarness.json(try harness.get("/inApps/v1/notifications/history?paginationToken=\(token)", method: "POST", body: try history([:])))
        let rest = try #require(second["notificationHistory"] as? [Any])
        #expect(rest.count == 3 && second["hasMore"] as? Bool == false)
        let attempts = try #require((rest.last as? [String: Any])?["sendAttempts"] as? [[String: Any]])
        #expect(attempts.map { $0["sendAttemptResult"] as? String } == ["UNSUCCESSFUL_HTTP_RESPONSE_CODE"])
        let refunds = try ServerHarness.json(try harness.get("/inApps/v1/notifications/history", method: "POST", body: try history(["notificationType": "REFUND"])))
        let refund = try payload((refunds["notificationHistory"] as? [Any])?.first, harness)
        #expect((refunds["notificationHistory"] as? [Any])?.count == 1 && refund["notificationType"] as? String == "REFUND")
        let failures = try ServerHarness.json(try harness.get("/inApps/v1/notifications/history", method: "POST", body: try history(["onlyFailures": true])))
        #expect((failures["notificationHistory"] as? [Any])?.count == 20, "every one is being retried")
        let later = try ServerHarness.json(try harness.get("/inApps/v1/notifications/history", method: "POST",
                                                          body: try history(["startDate": lifetime.purchaseTime.milliseconds + 1])))
        #expect((later["notificationHistory"] as? [Any])?.count == 20 && later["hasMore"] as? Bool == true, "the lifetime's own is before the start")
        for (fields, code) in [(["notificationType": "NOPE"], 4000018), (["notificationSubtype": "UPGRADE"], 4000018),
                               (["notificationType": "REFUND", "transactionId": "1"], 4000019), (["startDate": 5, "endDate": 5], 4000013),
                               (["transactionId": "999"], 4040010)] as [([String: Any], Int)] {
            #expect(ServerHarness.errorCode(try harness.get("/inApps/v1/notifications/history", method: "POST", body: try history(fields))) == code)
        }
        #expect(ServerHarness.errorCode(try harness.get("/inApps/v1/notifications/history?paginationToken=%%%", method: "POST", body: try history([:]))) == 4000014)
    }

    @Test func theSameExtendRequestExtendsOnceAndAnswersTheSame() throws {
        let harness = try ServerHarness()
        let monthly = try harness.buy("demo.plus.standard.monthly")
        let body = try JSONSerialization.data(withJSONObject: ["extendByDays": 3, "extendReasonCode": 1, "requestIdentifier": "same"])
        let first = try ServerHarness.json(try harness.get("/inApps/v1/subscriptions/extend/\(monthly.id)", method: "PUT", body: body))
        let once = try #require(try harness.store.ledger.subscriptions().first).expirationDate
        let again = try ServerHarness.json(try harness.get("/inApps/v1/subscriptions/extend/\(monthly.id)", method: "PUT", body: body))
        #expect(first["effectiveDate"] as? Int64 == again["effectiveDate"] as? Int64 && first["webOrderLineItemId"] as? String == again["webOrderLineItemId"] as? String)
        #expect(try #require(try harness.store.ledger.subscriptions().first).expirationDate == once)
        #expect(try harness.store.notifications().filter { $0.type == .renewalExtended }.count == 1)
        let other = try JSONSerialization.data(withJSONObject: ["extendByDays": 3, "extendReasonCode": 1, "requestIdentifier": "another"])
        _ = try harness.get("/inApps/v1/subscriptions/extend/\(monthly.id)", method: "PUT", body: other)
        #expect(try #require(try harness.store.ledger.subscriptions().first).expirationDate > once)
        let news = try harness.buy("demo.news.digital.monthly")
        #expect(ServerHarness.errorCode(try harness.get("/inApps/v1/subscriptions/extend/\(news.id)", method: "PUT", body: body)) == 4000011,
                "an identifier used on another subscription")
    }
}
