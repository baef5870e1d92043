import TerminalSafety

/// A document that could not be read at all: broken JSON, or a required part missing or of the wrong type.
public struct DocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The issue that stopped reading.
    public var issue: DocumentIssue

    /// Creates an error from the issue that stopped reading.
    public init(_ issue: DocumentIssue) {
        self.issue = issue
    }

    /// The issue's text.
    public var description: String { issue.description }
}
