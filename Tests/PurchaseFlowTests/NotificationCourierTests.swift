import Foundation
import PaywallModel
import Testing
import TestSupport
import HTTPTransport
@testable import PurchaseFlow

/// Posting the outbox: what is posted, Apple's retry schedule, claims between processes, and a real crash.
@Suite("Notification delivery")
struct NotificationCourierTests {
    /// Records every post and answers each with the next status (the last one repeating); nil throws (no answer).
    final class Receiver: @unchecked Sendable {
        private let lock = NSLock()
        private var statuses: [Int?]
        private(set) var bodies: [Data] = []

        init(_ statuses: [Int?]) { self.statuses = statuses }

        var post: NotificationCourier.Post {
            { [self] _, body in
                let status = lock.withLock { () -> Int? in
                    bodies.append(body)
                    return statuses.count > 1 ? statuses.removeFirst() : statuses[0]
                }
                guard let status else { throw HTTPFailure() }
                return status
            }
        }

        struct HTTPFailure: Error {}
    }

    private func sandbox(url: String? = "http://127.0.0.1:9/notifications") throws -> SandboxHarness {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("time-rate", "real")
        if let url { try sandbox.set("notifications-url", url) }
        return sandbox
    }

    /// The decoded payload of a posted body, its signature checked against the store's certificate.
    private func payload(_ body: Data, _ store: SandboxStore) throws -> [String: Any] {
        let envelope = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        #expect(envelope.keys.sorted() == ["signedPayload"])
        let jws = try #require(envelope["signedPayload"])
        return try #require(try JSONSerialization.jsonObject(with: try store.verifier.jwsVerifier.verifiedPayload(of: jws)) as? [String: Any])
    }

    @Test func aPurchaseIsPostedAsApplesSignedPayloadAndMarkedSent() throws {
        let sandbox = try sandbox()
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly")) else {
            Issue.record("not bought")
            return
        }
        let receiver = Receiver([200])
        let deliveries = try NotificationCourier(store: sandbox.store, post: receiver.post).deliverDue()
        #expect(deliveries.map(\.attempt.result) == ["SUCCESS"])
        let body = try payload(try #require(receiver.bodies.first), sandbox.store)
        let notification = try #require(try sandbox.store.notifications().first)
        #expect(body["notificationType"] as? String == "SUBSCRIBED" && body["subtype"] as? String == "INITIAL_BUY")
        #expect(body["notificationUUID"] as? String == notification.uuid && body["version"] as? String == "2.0")
        #expect((body["signedDate"] as? NSNumber)?.int64Value == bought.purchaseTime.milliseconds)
        let data = try #require(body["data"] as? [String: Any])
        #expect(data["bundleId"] as? String == "dev.kiosk.sandbox" && data["environment"] as? String == "Xcode")
        #expect(data["appAppleId"] == nil, "Apple's sandbox payloads carry no appAppleId")
        #expect((data["status"] as? NSNumber)?.intValue == 1)
        let transaction = try SignedTransactionPayload.decode(
            try sandbox.store.verifier.jwsVerifier.verifiedPayload(of: try #require(data["signedTransactionInfo"] as? String)))
        #expect(transaction.transactionId == String(bought.id))
        let renewal = try SignedRenewalInfoPayload.decode(
            try sandbox.store.verifier.jwsVerifier.verifiedPayload(of: try #require(data["signedRenewalInfo"] as? String)))
        #expect(renewal.originalTransactionId == String(bought.id) && renewal.autoRenewStatus == 1)
        #expect(notification.state == .sent && notification.lastStatus == 200 && notification.signedPayload != nil)
        #expect(try sandbox.store.attempts(of: notification).map(\.result) == ["SUCCESS"])
        #expect(try NotificationCourier(store: sandbox.store, post: receiver.post).deliverDue().isEmpty, "sent once")
    }

    @Test func aFailingReceiverIsRetriedOnApplesScheduleThenGivenUp() throws {
        let sandbox = try sandbox()
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime"))
        let receiver = Receiver([500, nil, 503])
        let courier = NotificationCourier(store: sandbox.store, post: receiver.post)
        var gaps: [TimeInterval] = []
        for _ in 0..<6 {
            let before = sandbox.clock.now()
            #expect(try courier.deliverDue().count == 1)
            let after = try #require(try sandbox.store.notifications().first)
            guard after.state == .pending, let next = after.nextAttemptAt else { break }
            gaps.append(next.date.timeIntervalSince(before))
            sandbox.clock.set(next.date.addingTimeInterval(-1))
            #expect(try courier.deliverDue().isEmpty, "not due before its time")
            sandbox.clock.set(next.date)
        }
        #expect(gaps == [1, 12, 24, 48, 72].map { Double($0) * 3_600 })
        let failed = try #require(try sandbox.store.notifications().first)
        #expect(failed.state == .failed && failed.attempts == 6 && failed.lastStatus == 503)
        #expect(try sandbox.store.attempts(of: failed).map(\.result)
                == ["UNSUCCESSFUL_HTTP_RESPONSE_CODE", "NO_RESPONSE"] + Array(repeating: "UNSUCCESSFUL_HTTP_RESPONSE_CODE", count: 4))
        let uuids = Set(try receiver.bodies.map { try payload($0, sandbox.store)["notificationUUID"] as? String })
        #expect(uuids.count == 1, "every retry posts the same notification")
    }

    @Test func theRetryScheduleScalesWithTheTimeRate() {
        #expect(NotificationRetrySchedule.delay(afterAttempt: 1, rate: .realTime) == 3_600)
        #expect(NotificationRetrySchedule.delay(afterAttempt: 5, rate: .realTime) == TimeInterval(72 * 3_600))
        #expect(NotificationRetrySchedule.delay(afterAttempt: 6, rate: .realTime) == nil)
        // One second is one day: an hour lasts 1/24 s; a month lasts five minutes: a day 10 s, an hour 10/24 s.
        #expect(NotificationRetrySchedule.delay(afterAttempt: 2, rate: .oneSecondIsOneDay) == 0.5)
        #expect(NotificationRetrySchedule.delay(afterAttempt: 4, rate: .monthlyRenewalEveryFiveMinutes) == 20)
    }

    @Test func withoutAURLNothingIsPosted() throws {
        let sandbox = try sandbox(url: nil)
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime"))
        let receiver = Receiver([200])
        #expect(try NotificationCourier(store: sandbox.store, post: receiver.post).deliverDue().isEmpty)
        try sandbox.set("notifications-url", "http://127.0.0.1:9/n")
        #expect(try NotificationCourier(store: sandbox.store, post: receiver.post).deliverDue().isEmpty, "recorded unsent, never posted later")
        #expect(receiver.bodies.isEmpty)
        #expect(try sandbox.store.notifications().first?.state == .unsent)
    }

    @Test func aClaimKeepsAnotherProcessFromSendingTheSameAttempt() throws {
        let sandbox = try sandbox()
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime"))
        let other = try sandbox.reopened()
        let otherReceiver = Receiver([200])
        let otherCourier = NotificationCourier(store: other.store, post: otherReceiver.post)
        let meanwhile = Receiver([200])
        let courier = NotificationCourier(store: sandbox.store) { url, body in
            // While this process posts, the other one finds nothing to send.
            return try otherCourier.deliverDue().isEmpty ? meanwhile.post(url, body) : 409
        }
        #expect(try courier.deliverDue().map(\.attempt.httpStatus) == [200])
        #expect(otherReceiver.bodies.isEmpty, "the other process saw it claimed")
        #expect(try sandbox.store.notifications().map(\.attempts) == [1])
    }

    @Test func aClaimThatRanOutIsTakenAgainSoTheNotificationIsSentAtLeastOnce() throws {
        let sandbox = try sandbox()
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime"))
        let other = try sandbox.reopened()
        let otherReceiver = Receiver([200])
        let otherCourier = NotificationCourier(store: other.store, post: otherReceiver.post)
        // A claim of no length: as if this process hung past its claim while posting.
        let courier = NotificationCourier(store: sandbox.store, claimDuration: 0) { _, _ in
            _ = try otherCourier.deliverDue()
            return 200
        }
        #expect(try courier.deliverDue().count == 1)
        let notifications = try sandbox.store.notifications()
        #expect(otherReceiver.bodies.count == 1 && notifications.count == 1 && notifications[0].state == .sent)
        #expect(try sandbox.store.attempts(of: notifications[0]).count == 2, "both posts are in its history")
    }

    /// The exit status of a command whose service is unavailable (EX_UNAVAILABLE): the notifications URL refused it.
    static let unavailable: Int32 = 69

    @Test(.needsKioskBinary) func aCrashBeforeTheEventCommitsLeavesNeitherEventNorNotification() throws {
        let state = TemporaryDirectory()
        let crash = try KioskProcess.run(["sandbox", "--state", state.path, "buy", "demo.lifetime"],
                                         environment: [CrashPoint.environmentVariable: "purchase.before-commit"])
        #expect(crash.crashed)
        let ledger = try SandboxLedger(directory: state.url)
        #expect(try ledger.transactionCount() == 0 && ledger.notifications().isEmpty)
        let done = try KioskProcess.run(["sandbox", "--state", state.path, "buy", "demo.lifetime"],
                                        environment: [CrashPoint.environmentVariable: "purchase.after-commit"])
        #expect(done.crashed)
        #expect(try ledger.transactionCount() == 1 && ledger.notifications().map(\.type) == [.oneTimeCharge])
    }

    @Test(.needsKioskBinary) func aCrashAfterThePostSendsItAgainAndKeepsOneRow() throws {
        let state = TemporaryDirectory()
        let receiver = try LocalHTTPServer { _ in LocalHTTPServer.Response(status: 200) }
        defer { receiver.stop() }
        for arguments in [["set", "notifications-url", receiver.url("/notifications").absoluteString], ["buy", "demo.lifetime"]] {
            #expect(try KioskProcess.run(["sandbox", "--state", state.path] + arguments).status == 0)
        }
        let crash = try KioskProcess.run(["sandbox", "--state", state.path, "notifications", "send"],
                                         environment: [CrashPoint.environmentVariable: "notification.after-post"])
        #expect(crash.crashed && receiver.requests.count == 1)
        let ledger = try SandboxLedger(directory: state.url)
        #expect(try ledger.notifications().map(\.state) == [.pending], "the post was never recorded")
        let held = try KioskProcess.run(["sandbox", "--state", state.path, "notifications", "send"])
        #expect(held.status == Self.unavailable && receiver.requests.count == 1, "\(held.output)\(held.error)")
        #expect(held.output.hasPrefix("No notification was sent: 1 due now is being posted by another kiosk process (its claim ends at "),
                "a claimed notification is not 'nothing due': \(held.output)")
        // The dead process's claim runs out (30 s later): let it have run out now.
        try ledger.database.write { try $0.execute("UPDATE notifications SET claim_expires = 0") }
        let again = try KioskProcess.run(["sandbox", "--state", state.path, "notifications", "send"])
        #expect(again.status == 0 && again.output.contains("sent (HTTP 200)"), "\(again.output)\(again.error)")
        #expect(receiver.requests.count == 2 && receiver.requests.allSatisfy { $0.method == "POST" && $0.path == "/notifications" })
        let bodies = Set(receiver.requests.map(\.body))
        #expect(bodies.count == 1, "the same signed payload both times")
        #expect(try ledger.notifications().map(\.state) == [.sent])
        let listing = try KioskProcess.run(["sandbox", "--state", state.path, "notifications"])
        #expect(listing.output.contains("ONE_TIME_CHARGE") && listing.output.contains("sent (HTTP 200)"), "\(listing.output)")
    }

    @Test(.needsKioskBinary) func sendSaysHowManyWereReceivedReadBackFromTheOutbox() throws {
        let state = TemporaryDirectory()
        let receiver = try LocalHTTPServer { _ in LocalHTTPServer.Response(status: 503) }
        defer { receiver.stop() }
        for arguments in [["set", "notifications-url", receiver.url("/notifications").absoluteString], ["buy", "demo.lifetime"], ["buy", "demo.coins.100"]] {
            #expect(try KioskProcess.run(["sandbox", "--state", state.path] + arguments).status == 0)
        }
        let refused = try KioskProcess.run(["sandbox", "--state", state.path, "notifications", "send"])
        #expect(receiver.requests.count == 2)
        #expect(refused.status == Self.unavailable, "\(refused.output)\(refused.error)")
        #expect(refused.output.contains("0 of 2 notifications received; 2 will be retried."), "\(refused.output)")
        #expect(!refused.output.contains("Posted"))
    }

    @Test(arguments: [(true, "TIMED_OUT"), (false, "NO_RESPONSE")])
    func aPostWithoutAnAnswerIsRecordedAsTimedOutOrNoResponse(timedOut: Bool, result: String) throws {
        let sandbox = try sandbox()
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime"))
        try NotificationCourier(store: sandbox.store) { url, _ in throw HTTPClientError("POST \(url) failed", isTimeout: timedOut) }
            .deliverDue()
        let notification = try #require(try sandbox.store.ledger.notifications().first)
        #expect(notification.state == .pending && notification.lastResult == result && notification.lastStatus == nil)
    }

    @Test func aNotificationWhoseTransactionWasDeletedFailsAsTransactionDeleted() throws {
        let sandbox = try sandbox()
        guard case .completed(let bought) = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime")) else {
            Issue.record("the purchase did not complete")
            return
        }
        _ = try sandbox.store.delete(bought.id)
        let receiver = Receiver([200])
        let deliveries = try NotificationCourier(store: sandbox.store, post: receiver.post).deliverDue()
        #expect(deliveries.isEmpty && receiver.bodies.isEmpty)
        let notification = try #require(try sandbox.store.ledger.notifications().first { $0.transactionID == bought.id })
        #expect(notification.state == .failed && notification.lastResult == "TRANSACTION_DELETED")
    }
}
