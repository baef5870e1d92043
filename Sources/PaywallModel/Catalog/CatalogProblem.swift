import TerminalSafety

/// One thing wrong in a catalog file: which file, where in it, and what was expected.
public struct CatalogProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as given.
    public var file: String
    /// The JSON path of the value (`$.subscriptionGroups[0].subscriptions[1].recurringSubscriptionPeriod`);
    /// `$` for the whole document.
    public var path: String
    /// The line and column of the value, or of the syntax error.
    public var position: SourcePosition?
    /// What was wrong and what was expected (at most `LongText.messageLimit` bytes: a long value is cut).
    public var message: String

    /// Creates a problem.
    public init(file: String, path: String, position: SourcePosition?, message: String) {
        self.file = file
        self.path = path
        self.position = position
        self.message = LongText.cut(message)
    }

    /// `FILE:LINE:COLUMN: PATH: MESSAGE`, one line safe to print (each part goes through `SafeText.line`).
    public var description: String {
        let file = SafeText.line(file)
        let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(SafeText.line(path)): \(SafeText.line(message))"
    }
}
