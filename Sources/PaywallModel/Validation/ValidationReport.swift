/// Everything wrong with an offerings document, checked against a catalog.
public struct ValidationReport: Sendable, Hashable {
    /// Where the document came from.
    public var source: String
    /// Every problem: what reading found, then what the checks found, each with its JSON path.
    public var issues: [DocumentIssue]

    /// The errors.
    public var errors: [DocumentIssue] { issues.filter { $0.severity == .error } }
    /// The warnings.
    public var warnings: [DocumentIssue] { issues.filter { $0.severity == .warning } }
    /// Whether there is no error (warnings allowed).
    public var isClean: Bool { errors.isEmpty }
}
