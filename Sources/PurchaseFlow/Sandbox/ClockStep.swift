import Foundation
import PaywallModel

/// How far `kiosk sandbox advance` moves the sandbox clock: any ISO 8601 duration (`P1M`, `P1DT12H`, `PT1H30M`,
/// `P0D`; see `ISO8601Duration`) or a number and a unit (`90s`, `15m`, `12h`, `3d`, `2w`).
///
/// Years, months and days are calendar ones from the moment they are applied, then the exact time is added.
/// A step is read with no limit on its size but never overflows: applying one that ends past
/// `SandboxClockRange.latest` gives nil.
public struct ClockStep: Sendable, Hashable, CustomStringConvertible {
    private enum Amount: Hashable {
        case milliseconds(Int64)
        case duration(ISO8601Duration)
    }

    private let amount: Amount
    /// The text it was read from.
    public let description: String

    /// What a step looks like, for messages that refuse one.
    public static let expectedForm = "\(ISO8601Duration.expectedForm), or a number and a unit (90s, 15m, 12h, 3d, 2w)"

    /// Reads a step; nil when the text is neither form.
    public init?(_ text: String) {
        description = text
        if let duration = ISO8601Duration(text) {
            amount = .duration(duration)
        } else if let milliseconds = Self.shorthand(text.uppercased()) {
            amount = .milliseconds(milliseconds)
        } else {
            return nil
        }
    }

    /// Whether the step does not move the clock (`P0D`, `PT0S`).
    public var isZero: Bool {
        switch amount {
        case .milliseconds(let milliseconds): milliseconds == 0
        case .duration(let duration): duration.isZero
        }
    }

    /// A step of an exact number of milliseconds (zero or more).
    public init(milliseconds: Int64) {
        precondition(milliseconds >= 0, "a clock step moves forward")
        amount = .milliseconds(milliseconds)
        description = "\(milliseconds) ms"
    }

    /// Where the step ends when taken from `start`; nil when that is past the clock's latest date.
    public func end(from start: Timestamp) -> Timestamp? {
        let room = SandboxClockRange.latest.milliseconds - start.milliseconds
        guard room >= 0 else { return nil }
        switch amount {
        case .milliseconds(let milliseconds):
            return milliseconds <= room ? Timestamp(milliseconds: start.milliseconds + milliseconds) : nil
        case .duration(let duration):
            // A duration longer than the whole range cannot fit; checked before the calendar sees it.
            guard duration.longestMilliseconds <= Double(room) + 2 * 86_400_000 else { return nil }
            let calendarEnd = Calendar.gregorianUTC.date(byAdding: duration.calendarComponents, to: start.date) ?? start.date
            let end = Timestamp(milliseconds: Timestamp(calendarEnd).milliseconds + duration.milliseconds)
            return end >= start && end <= SandboxClockRange.latest ? end : nil
        }
    }

    /// `12H`, `15M`, `90S`, `3D`, `2W`: a positive whole number and a unit, in milliseconds; nil for other
    /// text, and for a number too large for 64 bits of milliseconds (longer than any range the clock has).
    private static func shorthand(_ text: String) -> Int64? {
        guard let unit = text.last, let number = Int64(text.dropLast()), number > 0 else { return nil }
        let seconds: Int64? = switch unit {
        case "S": 1
        case "M": 60
        case "H": 3_600
        case "D": 86_400
        case "W": 604_800
        default: nil
        }
        guard let seconds else { return nil }
        let (milliseconds, overflow) = number.multipliedReportingOverflow(by: seconds * 1_000)
        return overflow ? .max : milliseconds
    }
}
