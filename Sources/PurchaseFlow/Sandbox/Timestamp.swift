import Foundation

/// A moment as whole milliseconds since 1970 (UTC): how the ledger stores dates and signed payloads carry them.
///
/// The ledger, the signer and the verifier work on timestamps, so what is written, signed and compared is
/// the same integer; `Date` is only a view for calendars and screens. Converting a date takes the nearest
/// millisecond, so a timestamp turned into a `Date` and back is itself again for every date the sandbox
/// clock can reach (and far beyond: `Date` keeps well under half a millisecond of precision up to year 100,000).
public struct Timestamp: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let milliseconds: Int64

    /// The timestamp `milliseconds` after 1970.
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// The millisecond nearest to a date (dates beyond what 64 bits of milliseconds hold are clamped).
    public init(_ date: Date) {
        let milliseconds = (date.timeIntervalSince1970 * 1_000).rounded()
        self.milliseconds = milliseconds >= 9.2e18 ? .max : milliseconds <= -9.2e18 ? .min : Int64(milliseconds)
    }

    /// The moment as a `Date`.
    public var date: Date { Date(timeIntervalSince1970: Double(milliseconds) / 1_000) }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.milliseconds < rhs.milliseconds }

    public init(from decoder: any Decoder) throws {
        milliseconds = try decoder.singleValueContainer().decode(Int64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(milliseconds)
    }

    public var description: String { String(milliseconds) }
}

extension Date {
    /// Milliseconds since 1970, as the ledger and StoreKit's payloads keep dates (the nearest; see `Timestamp`).
    var millisecondsSince1970: Int64 { Timestamp(self).milliseconds }

    /// The date `milliseconds` after 1970.
    init(millisecondsSince1970 milliseconds: Int64) {
        self = Timestamp(milliseconds: milliseconds).date
    }
}
