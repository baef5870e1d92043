import Foundation
import OfferingsInput
import PaywallModel

/// `kiosk validate`: checks a published offerings document against a catalog.
enum ValidateCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "validate",
            abstract: "Check an offerings document against a .storekit catalog and report every problem.",
            discussion: """
            Reads the offerings (a file, a directory of documents, or an http(s) address, cached in the state
            directory; without --offerings, the built-in demo offerings and, without --catalog, the demo catalog)
            and reports every problem with its JSON path: packages whose product is not in the
            catalog, default packages not on the paywall, unknown variables, missing default-locale strings,
            text ids with no string, placements that point to no offering, unsupported components.
            Exits with 0 when there is no error (warnings allowed), 65 when there is, 66 when a file cannot be
            read, 69 when a server cannot be reached and nothing is cached.
            """,
            options: [
                SharedOptions.offerings(whenLeftOut: "the built-in demo"),
                SharedOptions.catalog(whenLeftOut: "the demo's with the demo offerings, else none"),
                SharedOptions.state(keeping: "offerings fetched over http(s)"),
                SharedOptions.json(printing: "the report"),
                SharedOptions.allProblems,
            ],
            run: run
        )
    }

    @Sendable static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let isJSON = arguments.printsJSON
        var catalogWarnings: [DocumentIssue] = []
        /// The catalog at `path`; its warnings go into the JSON report with `--json`, else to standard error.
        func catalog(at path: String) throws -> Catalog {
            let (catalog, warnings) = try CatalogInput.read(at: path)
            if isJSON { catalogWarnings = warnings } else { warnings.forEach { console.printError("kiosk: \($0)") } }
            return catalog
        }
        let document: OfferingsDocument
        let catalog: Catalog?
        if let offeringsArgument = arguments.offeringsArgument {
            catalog = try arguments.catalogPath.map(catalog(at:))
            document = try PublishedOfferings.document(offeringsArgument, catalog: arguments.catalogPath, state: arguments.statePath, console: console)
        } else {
            catalog = try arguments.catalogPath.map(catalog(at:)) ?? Catalog.demo
            document = .demo
        }
        let report = OfferingsValidator.validate(document, catalog: catalog)
        if isJSON {
            console.print(try JSONOutput.string(ValidationOutput(report, catalogWarnings: catalogWarnings)))
        } else {
            ProblemLines.limited(report.issues.lazy.map(\.description), all: arguments.printsAllProblems).forEach(console.print)
            let errors = report.errorCount
            let warnings = report.warningCount
            console.print("\(report.source): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
        return report.isClean ? ExitStatus.ok : ExitStatus.dataError
    }
}
