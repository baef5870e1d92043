import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow
import TerminalSafety

/// `kiosk catalog`: reads and checks StoreKit configuration files.
enum CatalogCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "catalog",
            abstract: "Read and check StoreKit configuration files (.storekit).",
            subcommands: [check, demo]
        )
    }

    static var check: CommandSpec {
        CommandSpec(
            name: "check",
            abstract: "Check a .storekit catalog and print a summary, or every problem found.",
            discussion: """
            Exits with 0 and a summary when the catalog and its sidecars (prices, offer codes, storefronts; each read when
            it is beside the catalog, as the sandbox reads them) are valid, 65 with every problem (file, line and column,
            JSON path, what was expected) when they are not, and 66 when the catalog or a sidecar cannot be read. The
            storefront sidecar's product ids must be the catalog's; a product its empty "only" list sells in no storefront
            is warned about, as duplicate keys are.
            """,
            options: [
                SharedOptions.json(printing: "the summary (or the problems)"),
                SharedOptions.allProblems,
                SharedOptions.storefront,
                CustomerOptions.locale("Format names and prices for this locale (e.g. de_DE)."),
                CatalogCheckOptions.prices,
            ],
            arguments: [ArgumentSpec("FILE", help: "A .storekit file, or a NAME.storekit folder.")],
            run: runCheck
        )
    }

    static var demo: CommandSpec {
        CommandSpec(
            name: "demo",
            abstract: "Print the built-in demo catalog as a .storekit file.",
            run: { _, console in
                console.print(Catalog.demoConfiguration)
                return ExitStatus.ok
            }
        )
    }

    @Sendable static func runCheck(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        try arguments.requireKnownLocale()
        let path = arguments.argument("FILE") ?? ""
        let storefront = try arguments.storefront()
        let decoding: CatalogDecoding
        do {
            decoding = try CatalogDecoder.read(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error.description, status: ExitStatus.noInput)
        }
        let isJSON = arguments.printsJSON
        // With --json the warnings (the catalog's, then its sidecar's) go into the report, so standard output stays one document.
        var reportWarnings = decoding.warnings
        if !isJSON { ProblemLines.limited(decoding.warnings.map { "kiosk: \($0)" }, all: arguments.printsAllProblems).forEach(console.printError) }
        var problems = decoding.problems
        var sidecarFile: String?
        var sidecar: PriceSidecar?
        if decoding.problems.isEmpty, let catalog = decoding.catalog, let url = sidecarURL(arguments, catalogPath: path) {
            let result = PriceSidecar.decode(try CatalogInput.sidecarData(url, "the price sidecar"), file: url.path, catalog: catalog)
            (sidecar, sidecarFile) = (result.sidecar, url.path)
            if let sidecar = result.sidecar {
                if isJSON { reportWarnings += sidecar.warnings } else { CatalogInput.printWarnings(sidecar, to: console) }
            }
            problems += result.problems
        }
        if decoding.problems.isEmpty, let catalog = decoding.catalog {
            let catalogURL = URL(fileURLWithPath: path)
            for checked in [try checkCodeSidecar(OfferCodeSidecar.defaultURL(forCatalogAt: catalogURL), catalog: catalog),
                            try checkStorefrontSidecar(StorefrontAvailability.sidecarURL(forCatalogAt: catalogURL), catalog: catalog)] {
                problems += checked.problems
                if isJSON { reportWarnings += checked.warnings } else { CatalogInput.printWarnings(checked, to: console) }
            }
        }
        guard let catalog = decoding.catalog, problems.isEmpty else {
            if isJSON {
                console.print(try JSONOutput.string(ProblemReport(file: path, problems: problems, warnings: reportWarnings)))
            } else {
                ProblemLines.limited(problems.lazy.map(\.description), all: arguments.printsAllProblems).forEach(console.printError)
                console.printError("kiosk: \(path): \(problems.count) problem\(problems.count == 1 ? "" : "s") found.")
            }
            return ExitStatus.dataError
        }
        var summary = CatalogSummary(catalog: catalog, file: path, storefront: storefront, locale: arguments.localeID, sidecar: sidecar)
        summary.priceSidecar = sidecarFile
        if isJSON {
            console.print(try JSONOutput.string(CatalogCheckReport(summary: summary, warnings: reportWarnings.map { ProblemReport.Entry($0, catalogFile: path) })))
        } else {
            // Names come from the file: a line break in one is shown escaped, never starts a line of its own.
            CatalogSummaryText.lines(of: summary).forEach { console.print(SafeText.line($0)) }
        }
        return ExitStatus.ok
    }

    /// What checking a sidecar found: its problems and its duplicate keys.
    private struct SidecarCheck: CarriesDuplicateKeyWarnings {
        var problems: [CatalogProblem] = []
        var warnings: [DocumentIssue] = []
    }

    /// Checks the offer code sidecar beside a catalog as the sandbox reads it; nothing found when there is none.
    private static func checkCodeSidecar(_ url: URL, catalog: Catalog) throws -> SidecarCheck {
        guard FileManager.default.fileExists(atPath: url.path) else { return SidecarCheck() }
        let result = OfferCodeSidecar.decode(try CatalogInput.sidecarData(url, "the offer code sidecar"), file: url.path, catalog: catalog)
        return SidecarCheck(problems: result.problems, warnings: result.sidecar?.warnings ?? [])
    }

    /// Checks the storefront sidecar beside a catalog as the sandbox reads it, against the catalog: every problem, its
    /// duplicate keys, and a warning for each product an empty "only" list sells in no storefront; nothing found when
    /// there is none.
    private static func checkStorefrontSidecar(_ url: URL, catalog: Catalog) throws -> SidecarCheck {
        guard FileManager.default.fileExists(atPath: url.path) else { return SidecarCheck() }
        let (availability, problems) = StorefrontAvailability.read(try CatalogInput.sidecarData(url, "the storefront sidecar"), file: url.path, catalog: catalog)
        return SidecarCheck(problems: problems.map(\.problem), warnings: (availability?.warnings ?? []) + (availability?.soldNowhere ?? []))
    }

    /// The sidecar to read: `--prices FILE`, else the default beside the catalog when it exists.
    private static func sidecarURL(_ arguments: ParsedArguments, catalogPath: String) -> URL? {
        if let explicit = arguments.pricesPath { return URL(fileURLWithPath: explicit) }
        let implicit = PriceSidecar.defaultURL(forCatalogAt: URL(fileURLWithPath: catalogPath))
        return FileManager.default.fileExists(atPath: implicit.path) ? implicit : nil
    }
}
