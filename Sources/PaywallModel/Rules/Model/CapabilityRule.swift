import Foundation

/// What one tier may do with one feature.
public enum CapabilityRule: Sendable, Hashable, CustomStringConvertible {
    /// A plain on/off switch (`true` / `false` in the file).
    case allowed(Bool)
    /// Access with a quantity cap (`{"limit": 10}`).
    case limit(Int)
    /// Access until a moment, then none (`{"until": "2027-06-30"}`).
    case until(Date)
    /// Full access, no cap (`"unrestricted"`).
    case unrestricted
    /// The feature does not exist at this tier (`"unavailable"`).
    case unavailable

    /// Whether the feature can be used at `now`.
    public func isAccessible(at now: Date) -> Bool {
        switch self {
        case .allowed(let allowed): allowed
        case .limit: true
        case .until(let end): now < end
        case .unrestricted: true
        case .unavailable: false
        }
    }

    /// The cap at `now`: the limit for `.limit`, 0 when the feature cannot be used, `nil` for no cap.
    public func limit(at now: Date) -> Int? {
        guard isAccessible(at: now) else { return 0 }
        if case .limit(let cap) = self { return cap }
        return nil
    }

    /// How the rule reads in the file's terms: `allowed`, `not allowed`, `limit 10`,
    /// `until 2027-06-30T23:59:59Z`, `unrestricted`, `unavailable`.
    public var description: String {
        switch self {
        case .allowed(let allowed): allowed ? "allowed" : "not allowed"
        case .limit(let cap): "limit \(cap)"
        case .until(let end): "until \(CapabilityRule.timestamp(end))"
        case .unrestricted: "unrestricted"
        case .unavailable: "unavailable"
        }
    }

    /// A moment as ISO 8601 in UTC, seconds precision.
    static func timestamp(_ date: Date) -> String {
        InternetDate.string(from: date)
    }
}
