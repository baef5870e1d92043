import Foundation

/// The sandbox clock was asked to move past the latest date it can show; nothing changed.
public struct ClockRangeError: Error, Sendable, CustomStringConvertible {
    /// The step that was refused.
    public let step: String

    public var description: String {
        "Advancing the sandbox clock by \(step) would take it past its range (\(SandboxClockRange.summary)); the clock stays where it is."
    }
}
