import Foundation

extension StorefrontRules {
    /// The rules file beside a catalog: `Shop.storekit` (file or folder) → `Shop.rules.json` in the same folder.
    public static func sidecarURL(forCatalogAt catalogURL: URL) -> URL {
        let name = catalogURL.deletingPathExtension().lastPathComponent
        return catalogURL.deletingLastPathComponent().appendingPathComponent("\(name).rules.json")
    }

    /// The rules for a catalog read from `catalogURL`: the file at `rulesURL` when given, else the sidecar
    /// beside the catalog when there is one, else the defaults (`defaults(for:)`); the text of the first
    /// `keepingIssues` issues is kept (every one when `nil`).
    public static func load(rulesURL: URL?, besideCatalogAt catalogURL: URL, catalog: Catalog,
                            keepingIssues keptLimit: Int? = nil) throws(DocumentError) -> StorefrontRules {
        if let rulesURL { return try load(contentsOf: rulesURL, catalog: catalog, keepingIssues: keptLimit) }
        let sidecar = sidecarURL(forCatalogAt: catalogURL)
        guard FileManager.default.fileExists(atPath: sidecar.path) else { return defaults(for: catalog) }
        return try load(contentsOf: sidecar, catalog: catalog, keepingIssues: keptLimit)
    }
}
