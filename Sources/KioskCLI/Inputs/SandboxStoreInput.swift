import Foundation
import PaywallModel
import PurchaseFlow

/// The sandbox store a command works on: `--catalog` (else the built-in demo) with its sidecars, `--state` and
/// `--storefronts`.
enum SandboxStoreInput {
    /// Opens the sandbox store for a command line's --catalog, --state and --storefronts (to start over with a new
    /// signing key when `newKey`: `SandboxStore.init(newKey:)`); the duplicate keys of the catalog and its sidecars are
    /// printed as warnings.
    static func open(_ arguments: ParsedArguments, _ console: Console, newKey: Bool = false) throws -> SandboxStore {
        let catalogURL = arguments.catalogURL
        let catalog = try CatalogInput.named(by: arguments, warningsTo: console)
        let prices = try catalogURL.flatMap { try CatalogInput.priceSidecar($0, catalog: catalog, warningsTo: console) } ?? (catalogURL == nil ? .demo : nil)
        // A file's codes are read (and checked) now; the demo's when a redemption first asks for them.
        let codes = try catalogURL.map { url in
            try CatalogInput.sidecar(OfferCodeSidecar.defaultURL(forCatalogAt: url), warningsTo: console) { try OfferCodeSidecar.load(from: $0, catalog: catalog) }
                ?? OfferCodeSidecar()
        }
        let availability = try storefrontAvailability(arguments.storefrontsPath.map { URL(fileURLWithPath: $0) }
                                                      ?? catalogURL.map(StorefrontAvailability.sidecarURL(forCatalogAt:)),
                                                      required: arguments.storefrontsPath != nil, catalog: catalog)
        CatalogInput.printWarnings(availability, to: console)
        do {
            return try SandboxStore(catalog: catalog, stateDirectory: arguments.stateDirectory,
                                    prices: prices, offerCodes: codes ?? .demo, availability: availability, newKey: newKey)
        } catch {
            throw CommandFailure("The sandbox ledger cannot be opened: \(error)", status: ExitStatus.cantCreate)
        }
    }

    /// The storefront sidecar's rules, checked against the catalog; every problem is told at once (66 when the file
    /// cannot be read, else 65).
    private static func storefrontAvailability(_ url: URL?, required: Bool, catalog: Catalog) throws -> StorefrontAvailability {
        guard let url, required || FileManager.default.fileExists(atPath: url.path) else { return StorefrontAvailability() }
        let decoded = StorefrontAvailability.read(try CatalogInput.sidecarData(url, "the storefront sidecar"), file: url.path, catalog: catalog)
        guard let availability = decoded.availability, decoded.problems.isEmpty else {
            throw CommandFailure(decoded.problems.map(\.description).joined(separator: "\n"), status: ExitStatus.dataError)
        }
        return availability
    }
}
