import PaywallModel

/// The `--json` form of a catalog's problems.
struct ProblemReport: Encodable {
    var file: String
    var problems: [Entry]
    /// The document's warnings (duplicate keys), when it has any.
    var warnings: [Entry]?

    struct Entry: Encodable {
        /// The file, when it is not the catalog the report is about (its price sidecar).
        var file: String?
        var path: String
        var line: Int?
        var column: Int?
        var message: String
    }

    init(file: String, problems: [CatalogProblem], warnings: [DocumentIssue] = []) {
        self.file = file
        self.warnings = warnings.isEmpty ? nil : warnings.map { Entry($0, catalogFile: file) }
        self.problems = problems.map {
            Entry(file: $0.file == file ? nil : $0.file, path: $0.path, line: $0.position?.line, column: $0.position?.column, message: $0.message)
        }
    }
}
