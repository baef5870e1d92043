import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// The loop that posts notifications while a kiosk process runs: it posts what is due, and stopping it does not
/// wait for a receiver that does not answer.
@Suite("Notification delivery loop")
struct NotificationDeliveryLoopTests {
    /// A post that blocks until released (or 10 s), saying when it started and whether it finished.
    final class BlockedPost: @unchecked Sendable {
        private let lock = NSLock()
        private let release = DispatchSemaphore(value: 0)
        private var started = false
        private var finished = false

        var hasStarted: Bool { lock.withLock { started } }
        var hasFinished: Bool { lock.withLock { finished } }

        var post: NotificationCourier.Post {
            { [self] _, _ in
                lock.withLock { started = true }
                _ = release.wait(timeout: .now() + 10)
                lock.withLock { finished = true }
                return 200
            }
        }

        func letGo() { release.signal() }
    }

    @Test func stoppingDoesNotWaitForAPostThatHangs() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("notifications-url", "http://127.0.0.1:9/n")
        _ = try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime"))
        let blocked = BlockedPost()
        let loop = NotificationDeliveryLoop(courier: NotificationCourier(store: sandbox.store, post: blocked.post), interval: 0.05) { _ in }
        loop.start()
        let deadline = Date().addingTimeInterval(10)
        while !blocked.hasStarted, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(blocked.hasStarted, "the loop posts what is due")
        loop.stop(patience: 0.1)
        #expect(!blocked.hasFinished, "stop returned while the post still hung")
        let next = try NotificationCourier(store: sandbox.store, post: { _, _ in 200 }).deliverDue()
        #expect(next.map(\.notification.type) == [.oneTimeCharge], "the post cut short is not held by a claim: the next process sends it at once")
        blocked.letGo()
    }
}
