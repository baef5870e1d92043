import Foundation

/// Text that is not valid JSON: what was expected, and where.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong ("expected ',' or '}' after an object member").
    public var message: String
    /// Where the problem starts.
    public var position: SourcePosition

    /// Creates a syntax error.
    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }

    public var description: String { "\(position): \(message)" }
}
