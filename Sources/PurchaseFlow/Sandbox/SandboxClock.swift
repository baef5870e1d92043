import Foundation

/// Where the sandbox store reads the time: the system clock, or a clock that tests and testers move by hand.
///
/// Every date the store writes (purchase, expiration, revocation, signing) comes from its clock, so a test
/// that uses `ManualClock` gets the same ledger for the same steps. Time rates that speed subscriptions up
/// are clocks too.
public protocol SandboxClock: Sendable {
    /// The current time.
    func now() -> Date
}

/// The system's wall clock.
public struct SystemClock: SandboxClock {
    /// Creates the system clock.
    public init() {}

    public func now() -> Date { Date() }
}

/// A clock that stands still until it is set or advanced.
public final class ManualClock: SandboxClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Creates a clock showing `start`.
    public init(_ start: Date) {
        self.current = start
    }

    public func now() -> Date { lock.withLock { current } }

    /// Moves the clock forward (or back, for a negative interval).
    public func advance(by interval: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(interval) }
    }

    /// Sets the clock to a date.
    public func set(_ date: Date) {
        lock.withLock { current = date }
    }
}
