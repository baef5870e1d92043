import PaywallModel

/// The `--json` form of a catalog's problems.
struct ProblemReport: Encodable {
    var file: String
    var problems: [Entry]

    struct Entry: Encodable {
        var path: String
        var line: Int?
        var column: Int?
        var message: String
    }

    init(file: String, problems: [CatalogProblem]) {
        self.file = file
        self.problems = problems.map { Entry(path: $0.path, line: $0.position?.line, column: $0.position?.column, message: $0.message) }
    }
}
