import Foundation

extension StorefrontRules {
    /// Reads a rules file from JSON text; `source` names it in issues.
    ///
    /// Broken JSON, or a root that is not an object, throws `DocumentError` with line and column. Everything
    /// else wrong is collected in `issues` with its JSON path, line and column, and the entry at fault is left
    /// out, so one pass reports every problem. With a catalog, every product named must be in it. With
    /// `keepingIssues`, only that many issues keep their text and the rest are counted in `omittedIssues`.
    public static func decode(_ data: Data, source: String, catalog: Catalog?, keepingIssues keptLimit: Int? = nil) throws(DocumentError) -> StorefrontRules {
        var (rules, issues, omitted) = try readDocument(data, source: source, keepingIssues: keptLimit) { json in
            var reader = RulesReader(catalog: catalog)
            return try reader.read(json)
        }
        rules.source = source
        rules.issues = issues
        rules.omittedIssues = omitted
        return rules
    }

    /// Reads a rules file, keeping the text of the first `keepingIssues` issues (every one when `nil`).
    public static func load(contentsOf url: URL, catalog: Catalog?, keepingIssues keptLimit: Int? = nil) throws(DocumentError) -> StorefrontRules {
        try decode(try readFile(url), source: url.path, catalog: catalog, keepingIssues: keptLimit)
    }
}
