import PaywallModel

/// Checks the interactive storefront's options that choose the first screen, before the terminal opens.
enum StartScreen {
    /// The subscription group `--group` names, checked against the catalog; a usage error (exit 64) naming it
    /// and listing the catalog's groups when it has no such group.
    static func checkedGroup(_ id: String, _ arguments: ParsedArguments) throws -> String {
        let catalog = try CatalogInput.named(by: arguments, warningsTo: nil)
        guard catalog.group(withID: id) == nil else { return id }
        let known = catalog.subscriptionGroups.map { "\($0.id) (\($0.name))" }
        let list = known.isEmpty ? "it has no subscription groups" : "its groups are \(known.joined(separator: ", "))"
        let file = arguments.catalogPath ?? Catalog.demoFileName
        throw UsageError("--group: there is no subscription group '\(id)' in \(file); \(list).", commandPath: arguments.commandPath)
    }
}
