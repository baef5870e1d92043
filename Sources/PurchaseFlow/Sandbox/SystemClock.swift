import Foundation

/// The system's wall clock.
public struct SystemClock: SandboxClock {
    /// Creates the system clock.
    public init() {}

    public func now() -> Date { Date() }
}
