import PaywallModel

/// What `kiosk catalog check --json` prints for a valid catalog: the summary's fields, and `warnings` (the
/// duplicate keys of the catalog and its price sidecar, each with its place) when there are any, so standard
/// output stays one document.
struct CatalogCheckReport: Encodable {
    let summary: CatalogSummary
    let warnings: [ProblemReport.Entry]

    private enum Key: String, CodingKey { case warnings }

    func encode(to encoder: Encoder) throws {
        try summary.encode(to: encoder)
        guard !warnings.isEmpty else { return }
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(warnings, forKey: .warnings)
    }
}

extension ProblemReport.Entry {
    /// A warning about a document as the report on `catalogFile` lists it, naming the document's file when it is
    /// another (the price sidecar).
    init(_ issue: DocumentIssue, catalogFile: String) {
        self.init(file: issue.source == catalogFile ? nil : issue.source, path: issue.path ?? "$", line: issue.line,
                  column: issue.column, message: issue.message)
    }
}
