import Foundation
import PaywallModel

/// `kiosk rules`: checks storefront rules files and shows what they do for a customer.
enum RulesCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "rules",
            abstract: "Check storefront rules (entitlements, tiers, features, visibility, conflicts, balances).",
            subcommands: [check, demo]
        )
    }

    static var check: CommandSpec {
        CommandSpec(
            name: "check",
            abstract: "Check a rules file against a catalog and print the rules, or what they do for a customer.",
            discussion: """
            The rules are --rules FILE, else NAME.rules.json beside --catalog NAME.storekit, else the defaults
            (everything visible, each product its own entitlement, nothing conflicting); with neither option,
            the built-in demo rules and catalog. --owned (repeatable) and --original-app-version show one customer's position: active
            entitlements, tier, features, what the store shows, what would be already entitled, conflicts.
            Exits with 0 when there is no error (warnings allowed), 65 when there is, 66 when a file cannot be read.
            """,
            options: [
                SharedOptions.rules,
                SharedOptions.catalog(),
                RulesCheckOptions.owned,
                CustomerOptions.originalAppVersion("The version the customer first got the app at (for originalAppVersionBelow)."),
                RulesCheckOptions.at,
                SharedOptions.json(printing: "the report"),
                SharedOptions.allProblems,
            ],
            run: runCheck
        )
    }

    static var demo: CommandSpec {
        CommandSpec(
            name: "demo",
            abstract: "Print the built-in demo rules (for the demo catalog) as a rules file.",
            run: { _, console in
                console.print(StorefrontRules.demoRulesFile)
                return ExitStatus.ok
            }
        )
    }

    @Sendable static func runCheck(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let now = try arguments.judgedMoment() ?? Date()
        let catalogPath = arguments.catalogPath
        let catalog = try catalogPath.map { try CatalogInput.valid(at: $0, warningsTo: console) } ?? .demo
        // --json lists every problem, as --all does; else only the ones printed keep their text.
        let printsEveryProblem = arguments.printsAllProblems || arguments.printsJSON
        let rules = try RulesInput.load(arguments.rulesPath, catalogPath: catalogPath, catalog: catalog,
                                        keepingIssues: printsEveryProblem ? nil : ProblemLines.shown)
        let owned = arguments.ownedProductIDs
        for id in owned where catalog.product(withID: id) == nil {
            throw UsageError("--owned \(id): no such product in the catalog.", commandPath: arguments.commandPath)
        }
        let originalVersion = arguments.originalAppVersion
        let access = owned.isEmpty && originalVersion == nil
            ? nil : rules.access(owning: owned, catalog: catalog, at: now, originalAppVersion: originalVersion)
        let summary = RulesSummary(rules: rules, catalog: catalog, catalogName: catalogPath ?? Catalog.demoFileName, customer: access)
        if arguments.printsJSON {
            console.print(try JSONOutput.string(summary))
        } else {
            RulesSummaryText.lines(of: summary, rules: rules, allProblems: arguments.printsAllProblems).forEach(console.print)
        }
        return rules.report.isClean ? ExitStatus.ok : ExitStatus.dataError
    }
}
