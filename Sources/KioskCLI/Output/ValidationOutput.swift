import PaywallModel

/// The `--json` form of a validation report.
struct ValidationOutput: Encodable {
    var source: String
    var errors: Int
    var warnings: Int
    var problems: [Problem]

    struct Problem: Encodable {
        /// The file, for a problem in another file than the document (a warning about the catalog).
        var source: String?
        var severity: String
        var path: String?
        var line: Int?
        var column: Int?
        var message: String
    }

    /// The report, after the catalog's warnings (each naming the catalog's file).
    init(_ report: ValidationReport, catalogWarnings: [DocumentIssue] = []) {
        source = report.source
        errors = report.errorCount
        warnings = catalogWarnings.count + report.warningCount
        problems = catalogWarnings.map { Problem(source: $0.source, severity: $0.severity.rawValue, path: $0.path, line: $0.line, column: $0.column, message: $0.message) }
            + report.issues.map { Problem(severity: $0.severity.rawValue, path: $0.path, line: $0.line, column: $0.column, message: $0.message) }
    }
}
