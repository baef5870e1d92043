import Foundation
import PaywallModel

/// How far `kiosk sandbox advance` moves the sandbox clock: an ISO 8601 duration with one component
/// (`P1M`, `P3D`, `PT12H`) or a number and a unit (`90s`, `15m`, `12h`, `3d`, `2w`).
///
/// Months and years are calendar months and years from the moment they are applied. A step is read with
/// no limit on its size but never overflows: applying one that ends past `SandboxClockRange.latest` gives nil.
public struct ClockStep: Sendable, Hashable, CustomStringConvertible {
    private enum Amount: Hashable {
        case milliseconds(Int64)
        case period(SubscriptionPeriod)
    }

    private let amount: Amount
    /// The text it was read from.
    public let description: String

    /// Reads a step; nil when the text is neither form.
    public init?(_ text: String) {
        description = text
        let upper = text.uppercased()
        if upper.hasPrefix("PT") {
            guard let milliseconds = Self.shorthand(String(upper.dropFirst(2))) else { return nil }
            amount = .milliseconds(milliseconds)
        } else if let period = SubscriptionPeriod(iso8601: text) {
            amount = .period(period)
        } else if let milliseconds = Self.shorthand(upper) {
            amount = .milliseconds(milliseconds)
        } else {
            return nil
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
        case .period(let period):
            // A period of more days than the whole range cannot fit; checked before the calendar sees it.
            let days = NSDecimalNumber(decimal: period.count(in: .day)).doubleValue
            guard days * 86_400_000 <= Double(room) + 2 * 86_400_000 else { return nil }
            let end = Timestamp(period.advance(start.date, calendar: Self.gregorian))
            return end >= start && end <= SandboxClockRange.latest ? end : nil
        }
    }

    /// The calendar months and years are counted in.
    private static let gregorian = Calendar(identifier: .gregorian)

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
