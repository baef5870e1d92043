/// Everything wrong with an offerings document, checked against a catalog.
public struct ValidationReport: Sendable, Hashable {
    /// Where the document came from.
    public var source: String
    /// Every problem: what reading found, then what the checks found, each with its JSON path (or the first
    /// ones, when the document was read keeping only those).
    public var issues: [DocumentIssue]
    /// The problems found after those kept in `issues`, counted without their text.
    public var omitted = IssueTally()

    /// The errors kept in `issues`.
    public var errors: [DocumentIssue] { issues.filter { $0.severity == .error } }
    /// The warnings kept in `issues`.
    public var warnings: [DocumentIssue] { issues.filter { $0.severity == .warning } }
    /// How many errors were found, kept or not.
    public var errorCount: Int { errors.count + omitted.errors }
    /// How many warnings were found, kept or not.
    public var warningCount: Int { warnings.count + omitted.warnings }
    /// Whether there is no error (warnings allowed).
    public var isClean: Bool { errorCount == 0 }
}
