import Foundation
import PaywallModel

/// The storefront rules a command holds the customer to, with their problems turned into exit statuses.
enum RulesInput {
    /// Prints the problems reading the rules found (the first ones, then a count), each on standard error.
    static func report(_ rules: StorefrontRules, to console: Console) {
        ProblemLines.limited(rules.issues.map { "kiosk: \($0)" }, all: false, omitted: rules.omittedIssues.total).forEach(console.printError)
    }

    /// The rules named, else those beside the catalog, else the defaults; the demo rules for the demo catalog.
    /// The text of the first `keepingIssues` problems is kept (as many as are printed; every one when `nil`), the
    /// rest are only counted, so a file with a million problems costs about its own size.
    static func load(_ rulesPath: String?, catalogPath: String?, catalog: Catalog,
                     keepingIssues keptLimit: Int? = ProblemLines.shown) throws -> StorefrontRules {
        do {
            if let catalogPath {
                return try StorefrontRules.load(rulesURL: rulesPath.map { URL(fileURLWithPath: $0) },
                                                besideCatalogAt: URL(fileURLWithPath: catalogPath), catalog: catalog, keepingIssues: keptLimit)
            }
            guard let rulesPath else { return .demo }
            return try StorefrontRules.load(contentsOf: URL(fileURLWithPath: rulesPath), catalog: catalog, keepingIssues: keptLimit)
        } catch {
            let unreadable = error.issue.line == nil && error.issue.path == nil && error.issue.message.hasPrefix("cannot read")
            throw CommandFailure(error.description, status: unreadable ? ExitStatus.noInput : ExitStatus.dataError)
        }
    }
}
