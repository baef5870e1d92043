import Foundation

/// What decoding a catalog file found: the catalog (as much of it as could be read) and every problem.
public struct CatalogDecoding: Sendable {
    /// The catalog, without the parts that had problems; `nil` when the file is not a JSON object at all.
    public var catalog: Catalog?
    /// Every problem found, in document order of discovery.
    public var problems: [CatalogProblem]
    /// Every key an object repeats, as warnings naming both places (the first value is used); each prints as
    /// one line safe for a terminal.
    public var warnings: [DocumentIssue] = []

    /// Whether the file was read without problems.
    public var isValid: Bool { catalog != nil && problems.isEmpty }
}

extension CatalogDecoding {
    /// The catalog when there were no problems.
    public func validCatalog() throws(CatalogLoadError) -> Catalog {
        guard let catalog, problems.isEmpty else { throw .invalid(problems) }
        return catalog
    }
}
