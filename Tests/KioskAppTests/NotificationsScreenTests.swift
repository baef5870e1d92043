import Foundation
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

/// The server notifications screen: reached from settings, it lists each notification with where its delivery
/// stands, read back from the outbox, and sends a test notification.
@Suite("Server notifications screen")
struct NotificationsScreenTests {
    /// A session with a notifications URL, a lifetime purchase and a coin pack bought, on the notifications screen
    /// after the courier tried them once with `status` as the receiver's answer to every post.
    static func afterOneRound(answering status: Int) async throws -> StorePilot {
        var session = try StorePilot(width: 100, height: 40)
        try session.store.set(try SettingOverride(key: "notifications-url", value: "http://127.0.0.1:9/notifications"))
        for product in ["demo.lifetime", "demo.coins.100"] {
            _ = try session.store.purchase(PurchaseRequest(productID: product))
        }
        try NotificationCourier(store: session.store) { _, _ in status }.deliverDue()
        await session.tick()
        await session.pilot.choose("Settings")
        return session
    }

    @Test func settingsSummariseTheOutboxAndOpenTheScreen() async throws {
        var session = try await Self.afterOneRound(answering: 200)
        #expect(session.pilot.screenText.contains("http://127.0.0.1:9/notifications"))
        let row = try #require(session.pilot.screenText.split(separator: "\n").first { $0.contains("Notifications ") && $0.contains("sent") })
        #expect(row.contains("2 sent"), "\(row)")
        #expect(await session.pilot.choose("Notifications"))
        #expect(session.pilot.state.current.kind == .notifications)
        let text = session.pilot.screenText
        #expect(text.contains("Server notifications"))
        let ids = try session.store.ledger.notifications().map(\.id)
        #expect(ids.count == 2)
        for id in ids { #expect(text.contains("#\(id) ONE_TIME_CHARGE"), "\(text)") }
        #expect(text.components(separatedBy: "sent (HTTP 200)").count == 3, "\(text)")
    }

    @Test func aRefusedPostShowsItsRetryAndStatus() async throws {
        var session = try await Self.afterOneRound(answering: 503)
        #expect(session.pilot.screenText.contains("2 pending"))
        await session.pilot.choose("Notifications")
        let notification = try #require(try session.store.ledger.notifications().first)
        let retry = try #require(notification.nextAttemptAt)
        #expect(session.pilot.screenText.contains("retrying at \(DateText.day(retry.date)) (HTTP 503)"), "\(session.pilot.screenText)")
    }

    @Test func aNotificationOpensItsTransaction() async throws {
        var session = try await Self.afterOneRound(answering: 200)
        await session.pilot.choose("Notifications")
        let notification = try #require(try session.store.ledger.notifications().first)
        await session.pilot.choose("#\(notification.id) ONE_TIME_CHARGE")
        #expect(session.pilot.state.current.kind == .transaction(id: try #require(notification.transactionID)))
    }

    @Test func aTestNotificationIsWrittenAndListed() async throws {
        var session = try await Self.afterOneRound(answering: 200)
        await session.pilot.choose("Notifications")
        await session.pilot.choose("Send a test notification")
        await session.tick()
        let test = try #require(try session.store.ledger.notifications().last)
        #expect(test.type == .test && test.state == .pending)
        #expect(session.pilot.screenText.contains("Test notification #\(test.id) written"), "\(session.pilot.screenText)")
        #expect(session.pilot.screenText.contains("#\(test.id) TEST"))
    }

    @Test func withoutAURLATestNotificationIsRefused() async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        await session.pilot.choose("Settings")
        #expect(session.pilot.screenText.contains("none yet"))
        await session.pilot.choose("Notifications")
        #expect(session.pilot.screenText.contains("No notifications yet."))
        await session.pilot.choose("Send a test notification")
        #expect(session.pilot.screenText.contains("No notifications URL is set"), "\(session.pilot.screenText)")
        #expect(try session.store.ledger.notifications().isEmpty)
    }
}
