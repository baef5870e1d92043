import Foundation
import PaywallModel

/// How far `kiosk sandbox advance` moves the sandbox clock: an ISO 8601 duration with one component
/// (`P1M`, `P3D`, `PT12H`) or a number and a unit (`90s`, `15m`, `12h`, `3d`, `2w`).
///
/// Months and years are calendar months and years from the moment they are applied.
public struct ClockStep: Sendable, Hashable, CustomStringConvertible {
    private enum Amount: Hashable {
        case seconds(TimeInterval)
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
            guard let seconds = Self.shorthand(String(upper.dropFirst(2))) else { return nil }
            amount = .seconds(seconds)
        } else if let period = SubscriptionPeriod(iso8601: text) {
            amount = .period(period)
        } else if let seconds = Self.shorthand(upper) {
            amount = .seconds(seconds)
        } else {
            return nil
        }
    }

    /// The length of the step when applied at a date.
    public func interval(from date: Date) -> TimeInterval {
        switch amount {
        case .seconds(let seconds): seconds
        case .period(let period): period.advance(date).timeIntervalSince(date)
        }
    }

    /// `12H`, `15M`, `90S`, `3D`, `2W`: a positive whole number and a unit.
    private static func shorthand(_ text: String) -> TimeInterval? {
        guard let unit = text.last, let number = Int(text.dropLast()), number > 0 else { return nil }
        let seconds: Int? = switch unit {
        case "S": 1
        case "M": 60
        case "H": 3_600
        case "D": 86_400
        case "W": 604_800
        default: nil
        }
        return seconds.map { TimeInterval(number * $0) }
    }
}
