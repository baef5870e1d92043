/// How many errors and warnings were found: the count of a file's problems read without keeping their text.
public struct IssueTally: Sendable, Hashable {
    /// The errors.
    public var errors: Int
    /// The warnings.
    public var warnings: Int

    /// Creates a tally.
    public init(errors: Int = 0, warnings: Int = 0) {
        self.errors = errors
        self.warnings = warnings
    }

    /// Errors and warnings together.
    public var total: Int { errors + warnings }

    /// Counts one more issue of `severity`.
    mutating func count(_ severity: DocumentIssue.Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        }
    }
}
