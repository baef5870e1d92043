import Foundation

/// How the sandbox reviews refund requests (the `refund-review` setting): grant at once, grant after a
/// delay on the sandbox clock, or always decline.
public enum RefundReviewPolicy: Sendable, Hashable, CustomStringConvertible {
    /// Granted the moment it is asked.
    case immediate
    /// Granted after this long on the sandbox clock.
    case delay(ClockStep)
    /// Always declined.
    case decline

    /// The default: granted after 48 hours, as Apple usually answers.
    public static let standard = RefundReviewPolicy.delay(ClockStep("48h")!)

    /// Reads `immediate`, `decline`, or a delay (`48h`, `2d`, `P2D`); nil for anything else.
    public init?(_ text: String) {
        switch text.lowercased() {
        case "immediate": self = .immediate
        case "decline": self = .decline
        default:
            guard let step = ClockStep(text) else { return nil }
            self = .delay(step)
        }
    }

    public var description: String {
        switch self {
        case .immediate: "immediate"
        case .decline: "decline"
        case .delay(let step): step.description
        }
    }
}
