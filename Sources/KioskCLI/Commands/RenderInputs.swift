import Foundation
import OfferingsInput
import PaywallModel

/// Reads the documents `kiosk render` draws from, turning failures into exit statuses.
enum RenderInputs {
    /// The offerings document named on the command line (a file, a folder of offerings, or an http(s) address,
    /// cached in the state directory), with its staleness reported; without one, the built-in demo's, or none
    /// when a catalog is given (someone else's app: its products get the default paywall, as RevenueCat draws
    /// one where nothing is published). With `cachedOnly`, an address's cached copy is used without asking it.
    static func offerings(_ argument: String?, catalog: String?, state: String?, console: Console, cachedOnly: Bool = false) throws -> OfferingsDocument {
        guard let argument else { return catalog == nil ? .demo : OfferingsDocument(offerings: []) }
        let source = OfferingsSource(argument: argument)
        do {
            let loaded = try OfferingsLoader(stateDirectory: StateDirectory.resolve(state)).load(source, cachedOnly: cachedOnly)
            if let staleness = loaded.staleness { console.printError("kiosk: \(source.shownName): \(staleness)") }
            return loaded.document
        } catch {
            throw CommandFailure(error.description, status: ValidateCommand.status(for: error, source: source))
        }
    }

    /// The catalog at a path; its problems are printed and what could be read is used (65 when nothing could).
    static func catalog(at path: String, console: Console) throws -> Catalog {
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
}
