import Foundation

/// What kiosk's JSON sidecars of a catalog share: where one sits beside the catalog, and how its JSON is
/// read with every problem located (file, JSON path, line and column).
enum CatalogSidecar {
    /// `NAME.SUFFIX.json` beside `NAME.storekit`, or `fileInFolder` inside a `NAME.storekit` folder.
    static func url(forCatalogAt catalogURL: URL, suffix: String, fileInFolder: String) -> URL {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: catalogURL.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return catalogURL.appendingPathComponent(fileInFolder)
        }
        let name = catalogURL.deletingPathExtension().lastPathComponent
        return catalogURL.deletingLastPathComponent().appendingPathComponent("\(name).\(suffix).json")
    }

    /// Reads a sidecar file and decodes it with `decode`; throws when the file cannot be read or has problems.
    static func load<Value>(from url: URL, _ decode: (Data, String) -> (Value?, [CatalogProblem])) throws(CatalogLoadError) -> Value {
        let data: Data
        do {
            data = try InputFile.read(url)
        } catch {
            throw .unreadable(file: url.path, reason: error.reason)
        }
        let (value, problems) = decode(data, url.path)
        guard let value, problems.isEmpty else { throw .invalid(problems) }
        return value
    }

    /// Decodes sidecar JSON whose root must be an object (`what` names it in the problem when it is not),
    /// reading the root with `read`; returns what could be read (with its duplicate-key warnings) and every problem.
    static func decode<Value: CarriesDuplicateKeyWarnings>(_ data: Data, file: String, what: String, read: (JSONCursor) -> Value) -> (Value?, [CatalogProblem]) {
        let document: JSONDocument
        do {
            document = try JSONDocument(data: data)
        } catch {
            let syntax = error as? JSONSyntaxError
            let problem = CatalogProblem(file: file, path: "$", position: syntax?.position, message: "the file is not valid JSON: \(syntax?.message ?? "\(error)")")
            return (nil, [problem])
        }
        let log = CatalogProblemLog(file: file, document: document)
        let root = JSONCursor(node: document.root, path: .root, log: log)
        guard root.expectObject(what) else { return (nil, log.problems) }
        if let version = root.int("version"), version != 1 {
            root.member("version")?.report("expected version 1, found \(version)")
        }
        var value = read(root)
        value.warnings = Array(document.duplicateKeyIssues(in: file))
        return (value, log.problems)
    }
}
