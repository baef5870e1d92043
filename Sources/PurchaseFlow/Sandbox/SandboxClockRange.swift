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
