import Foundation

/// Reads StoreKit configuration files (format versions 1 to 5, file or folder form) into a `Catalog`.
///
/// Unknown keys are ignored and a missing optional key never fails; wrong types, duplicate ids, invalid
/// periods and prices and subscriptions naming a missing group are reported with their JSON path and line.
public enum CatalogDecoder {
    /// Decodes catalog JSON; `file` names it in problems.
    public static func decode(_ data: Data, file: String) -> CatalogDecoding {
        let document: JSONDocument
        do {
            document = try JSONDocument(data: data)
        } catch let error as JSONSyntaxError {
            let problem = CatalogProblem(file: file, path: "$", position: error.position, message: "the file is not valid JSON: \(error.message)")
            return CatalogDecoding(catalog: nil, problems: [problem])
        } catch {
            return CatalogDecoding(catalog: nil, problems: [CatalogProblem(file: file, path: "$", position: nil, message: "\(error)")])
        }
        let log = CatalogProblemLog(file: file, document: document)
        let root = JSONCursor(node: document.root, path: .root, log: log)
        let warnings = Array(document.duplicateKeyIssues(in: file))
        guard root.expectObject("a StoreKit configuration") else {
            return CatalogDecoding(catalog: nil, problems: log.problems, warnings: warnings)
        }
        var catalog = CatalogDocumentReader(root: root).read()
        catalog.appName = appName(file: file)
        return CatalogDecoding(catalog: catalog, problems: log.problems, warnings: warnings)
    }

    /// The app's name a catalog's file gives: `Acme Notes.storekit` and the folder `Acme Notes.storekit` (holding
    /// `Configuration.storekit`) are "Acme Notes"; `nil` when the name is empty.
    static func appName(file: String) -> String? {
        // A bare `NAME.storekit` (the demo's, and a catalog named in the current folder) needs no URL.
        if !file.contains("/"), file != "Configuration.storekit", file.hasSuffix(".storekit") {
            let name = file.dropLast(".storekit".count)
            if let first = name.first, first != "." { return String(name) }
        }
        let url = URL(fileURLWithPath: file)
        let named = url.lastPathComponent == "Configuration.storekit" ? url.deletingLastPathComponent() : url
        let name = named.pathExtension == "storekit" ? named.deletingPathExtension().lastPathComponent : named.lastPathComponent
        return name.isEmpty ? nil : name
    }

    /// Reads and decodes a `.storekit` file, or the `Configuration.storekit` inside a `NAME.storekit` folder.
    ///
    /// Throws `CatalogLoadError.unreadable` only when nothing can be read; problems in the content are returned.
    public static func read(contentsOf url: URL) throws(CatalogLoadError) -> CatalogDecoding {
        let file = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw .unreadable(file: file, reason: "no such file or folder")
        }
        let target = isDirectory.boolValue ? url.appendingPathComponent("Configuration.storekit") : url
        if isDirectory.boolValue, !FileManager.default.fileExists(atPath: target.path) {
            throw .unreadable(file: file, reason: "expected a Configuration.storekit file inside the folder")
        }
        let data: Data
        do {
            data = try InputFile.read(target)
        } catch {
            throw .unreadable(file: target.path, reason: error.reason)
        }
        return decode(data, file: target.path)
    }
}

extension Catalog {
    /// Loads a catalog file or folder; throws `CatalogLoadError` listing every problem when there are any.
    public static func load(from url: URL) throws(CatalogLoadError) -> Catalog {
        try CatalogDecoder.read(contentsOf: url).validCatalog()
    }

    /// Decodes catalog JSON; throws `CatalogLoadError.invalid` listing every problem when there are any.
    public init(decoding data: Data, file: String) throws(CatalogLoadError) {
        self = try CatalogDecoder.decode(data, file: file).validCatalog()
    }
}
