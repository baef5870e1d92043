import Foundation

/// Runs a `NotificationCourier` on a thread of its own, every `interval` seconds until stopped, so a long-running
/// kiosk process (`kiosk serve`) posts notifications as their events happen.
public final class NotificationDeliveryLoop: @unchecked Sendable {
    private let courier: NotificationCourier
    private let interval: TimeInterval
    private let report: @Sendable (String) -> Void
    private let condition = NSCondition()
    private var isStopped = false
    private var thread: Thread?

    /// A loop delivering with `courier`; `report` gets a sentence for each failed round (the ledger could not be read).
    public init(courier: NotificationCourier, interval: TimeInterval = 1, report: @escaping @Sendable (String) -> Void) {
        self.courier = courier
        self.interval = interval
        self.report = report
    }

    /// Starts delivering.
    public func start() {
        let thread = Thread { [self] in run() }
        thread.name = "kiosk notifications"
        self.thread = thread
        thread.start()
    }

    /// Stops after the round under way, waiting for it at most `patience` seconds: a receiver that does not answer
    /// must not hold up quitting. A post cut short this way gives up its claim, so the next kiosk process (or
    /// `kiosk sandbox notifications send`) makes it again at once (delivery is at least once, as Apple's is).
    public func stop(patience: TimeInterval = 1) {
        let deadline = Date().addingTimeInterval(patience)
        condition.lock()
        isStopped = true
        condition.broadcast()
        while thread != nil, condition.wait(until: deadline) {}
        let isCutShort = thread != nil
        condition.unlock()
        guard isCutShort else { return }
        do {
            try courier.releaseClaims()
        } catch {
            report("notifications being posted stay claimed for \(Int(courier.claimDuration)) s: \(error)")
        }
    }

    private func run() {
        condition.lock()
        while !isStopped {
            condition.unlock()
            do {
                try courier.deliverDue()
            } catch {
                report("notifications could not be delivered: \(error)")
            }
            condition.lock()
            if !isStopped { _ = condition.wait(until: Date().addingTimeInterval(interval)) }
        }
        thread = nil
        condition.broadcast()
        condition.unlock()
    }
}
