import Foundation

/// The dates the sandbox clock can show: from 1970-01-01T00:00:00Z through 9999-12-31T23:59:59.999Z.
///
/// `kiosk sandbox advance` refuses a step that ends later (`ClockRangeError`), so every date the store
/// writes is a whole number of milliseconds with a four-digit year, except the ends of periods that start
/// before the latest date (at most one period past it).
public enum SandboxClockRange {
    /// The latest date: 9999-12-31T23:59:59.999Z.
    public static let latest = Timestamp(milliseconds: 253_402_300_799_999)
    /// The range in words, for messages and help.
    public static let summary = "1970-01-01T00:00:00Z through 9999-12-31T23:59:59.999Z"
}

/// The sandbox clock was asked to move past the latest date it can show; nothing changed.
public struct ClockRangeError: Error, Sendable, CustomStringConvertible {
    /// The step that was refused.
    public let step: String

    public var description: String {
        "Advancing the sandbox clock by \(step) would take it past its range (\(SandboxClockRange.summary)); the clock stays where it is."
    }
}

/// An advance of the sandbox clock would make more renewals than one command may write; nothing changed.
public struct RenewalLimitError: Error, Sendable, CustomStringConvertible {
    /// The most renewals one advance writes.
    public let limit: Int

    public var description: String {
        "This advance would make more than \(limit) renewals, the most one advance of the sandbox clock writes; nothing was changed. Advance in smaller steps."
    }
}
