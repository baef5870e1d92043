import Foundation
import OfferingsInput
import PaywallModel

/// The offerings document a command reads (`--offerings`: a file, a folder or an http(s) address), with its
/// failures turned into exit statuses.
enum PublishedOfferings {
    /// The offerings document named on the command line (a file, a folder of offerings, or an http(s) address,
    /// cached in the state directory), with its staleness and a cache that cannot be used reported on standard
    /// error; without one, the built-in demo's, or none
    /// when a catalog is given (someone else's app: its products get the default paywall, as RevenueCat draws
    /// one where nothing is published). With `cachedOnly`, an address's cached copy is used without asking it;
    /// with `shown`, only the paywall it picks is read (see `OfferingsDocument.decode`).
    static func document(_ argument: String?, catalog: String?, state: String?, console: Console, cachedOnly: Bool = false,
                         onlyPaywallOf shown: ((OfferingsDocument) -> String?)? = nil) throws -> OfferingsDocument {
        guard let argument else { return catalog == nil ? .demo : OfferingsDocument(offerings: []) }
        let source = OfferingsSource(argument: argument)
        do {
            let loaded = try OfferingsLoader(stateDirectory: StateDirectory.resolve(state)).load(source, cachedOnly: cachedOnly, onlyPaywallOf: shown)
            loaded.notes.forEach { console.printError("kiosk: \(source.shownName): \($0)") }
            return loaded.document
        } catch {
            throw CommandFailure(error.description, status: status(for: error, source: source))
        }
    }

    /// 66 for an unreadable file, 69 for an unreachable server with no cache, 65 for broken content.
    static func status(for error: DocumentError, source: OfferingsSource) -> Int32 {
        if error.issue.message.hasPrefix("cannot read") { return ExitStatus.noInput }
        if case .http = source, error.issue.path == nil, error.issue.line == nil { return ExitStatus.unavailable }
        return ExitStatus.dataError
    }
}
