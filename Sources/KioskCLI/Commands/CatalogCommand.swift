import Foundation
import PaywallModel

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
            Exits with 0 and a summary when the catalog is valid, 65 with every problem (file, line and column,
            JSON path, what was expected) when it is not, and 66 when it cannot be read.
            """,
            options: [
                .flag("json", help: "Print the summary (or the problems) as JSON."),
                .option("storefront", value: "CODE", help: "Show prices in this storefront (alpha-3, e.g. DEU)."),
                .option("locale", value: "ID", help: "Format names and prices for this locale (e.g. de_DE)."),
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
        let path = arguments.argument("FILE") ?? ""
        let storefront = try arguments.option("storefront").map { code in
            guard let storefront = Storefront(code: code) else {
                throw UsageError("Unknown storefront '\(code)'. Expected an App Store storefront code such as USA, DEU or JPN.", commandPath: arguments.commandPath)
            }
            return storefront
        }
        let decoding: CatalogDecoding
        do {
            decoding = try CatalogDecoder.read(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error.description, status: ExitStatus.noInput)
        }
        let isJSON = arguments.flag("json")
        guard let catalog = decoding.catalog, decoding.problems.isEmpty else {
            if isJSON {
                console.print(try JSONOutput.string(ProblemReport(file: path, problems: decoding.problems)))
            } else {
                decoding.problems.forEach { console.printError($0.description) }
                let count = decoding.problems.count
                console.printError("kiosk: \(path): \(count) problem\(count == 1 ? "" : "s") found.")
            }
            return ExitStatus.dataError
        }
        let summary = CatalogSummary(catalog: catalog, file: path, storefront: storefront, locale: arguments.option("locale"))
        if isJSON {
            console.print(try JSONOutput.string(summary))
        } else {
            CatalogSummaryText.lines(of: summary).forEach(console.print)
        }
        return ExitStatus.ok
    }
}

/// The `--json` form of a catalog's problems.
struct ProblemReport: Encodable {
    var file: String
    var problems: [Entry]

    struct Entry: Encodable {
        var path: String
        var line: Int?
        var column: Int?
        var message: String
    }

    init(file: String, problems: [CatalogProblem]) {
        self.file = file
        self.problems = problems.map { Entry(path: $0.path, line: $0.position?.line, column: $0.position?.column, message: $0.message) }
    }
}
