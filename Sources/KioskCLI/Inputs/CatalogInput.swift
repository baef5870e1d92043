import Foundation
import PaywallModel

/// The catalog a command reads (`--catalog`, else the built-in demo) and the sidecars beside it, with their
/// problems printed and turned into exit statuses.
enum CatalogInput {
    /// Loads the catalog at `path`, printing its warnings (duplicate keys) to `console`'s standard error.
    static func valid(at path: String, warningsTo console: Console?) throws -> Catalog {
        let (catalog, warnings) = try read(at: path)
        warnings.forEach { console?.printError("kiosk: \($0)") }
        return catalog
    }

    /// The catalog at `path` and its warnings; a catalog with problems fails with 65, an unreadable one with 66.
    static func read(at path: String) throws -> (Catalog, [DocumentIssue]) {
        do {
            let decoding = try CatalogDecoder.read(contentsOf: URL(fileURLWithPath: path))
            return (try decoding.validCatalog(), decoding.warnings)
        } catch {
            if case .unreadable = error { throw CommandFailure(error.description, status: ExitStatus.noInput) }
            throw CommandFailure(error.description, status: ExitStatus.dataError)
        }
    }

    /// The catalog at a path; its problems are printed and what could be read is used (65 when nothing could).
    static func usable(at path: String, console: Console) throws -> Catalog {
        let decoding: CatalogDecoding
        do {
            decoding = try CatalogDecoder.read(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error.description, status: ExitStatus.noInput)
        }
        ProblemLines.limited(decoding.problems.map { "kiosk: \($0)" } + decoding.warnings.map { "kiosk: \($0)" }, all: false).forEach(console.printError)
        guard let catalog = decoding.catalog else {
            throw CommandFailure("\(path): the catalog cannot be used.", status: ExitStatus.dataError)
        }
        return catalog
    }

    /// The catalog a command line names with --catalog, else the built-in demo; its duplicate keys are printed as
    /// warnings to a console when one is given.
    static func named(by arguments: ParsedArguments, warningsTo console: Console?) throws -> Catalog {
        try arguments.catalogPath.map { try valid(at: $0, warningsTo: console) } ?? .demo
    }

    /// The price sidecar beside a catalog file, when it exists; its duplicate keys are printed as warnings.
    static func priceSidecar(_ catalogURL: URL, catalog: Catalog, warningsTo console: Console) throws -> PriceSidecar? {
        try sidecar(PriceSidecar.defaultURL(forCatalogAt: catalogURL), warningsTo: console) { try PriceSidecar.load(from: $0, catalog: catalog) }
    }

    /// A catalog sidecar read by `load` when its file exists, its duplicate keys printed as warnings; nil when it does not.
    static func sidecar<Sidecar: CarriesDuplicateKeyWarnings>(_ url: URL, warningsTo console: Console, _ load: (URL) throws -> Sidecar) throws -> Sidecar? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let sidecar = try load(url)
            printWarnings(sidecar, to: console)
            return sidecar
        } catch {
            throw CommandFailure("\(error)", status: ExitStatus.dataError)
        }
    }

    /// The bytes of a sidecar (`what` names it: "the price sidecar"); one that cannot be read fails with 66, naming it.
    static func sidecarData(_ url: URL, _ what: String) throws -> Data {
        do {
            return try InputFile.read(url)
        } catch {
            throw CommandFailure("\(url.path): cannot read \(what): \(error.reason)", status: ExitStatus.noInput)
        }
    }

    /// Prints what a file read warned about (its duplicate keys), each line after `kiosk: `.
    static func printWarnings(_ value: some CarriesDuplicateKeyWarnings, to console: Console) {
        value.warnings.forEach { console.printError("kiosk: \($0)") }
    }
}
