import Foundation

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
