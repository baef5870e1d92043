/// The options only the interactive storefront takes, each declared once with its typed value, as `SharedOptions`
/// are: the subscription group opened first (`--group`), custom attributes for targeting (`--attribute`), the update
/// check's answer (`--update`, `--force-update-prompt`) and watching the files given (`--watch`). Where the app says
/// it was installed from is `InstallationSourceOption`'s, whether buying shows the sheet `PurchaseSheetOption`'s.
enum StorefrontOptions {
    /// `--group ID`: the subscription group whose plans open first.
    static let group = OptionSpec.option(Name.group, value: "ID", help: "Open this subscription group's plans first (its subscription store).")

    /// `--attribute KEY=VALUE`, repeatable: a custom attribute targeting reads.
    static let attribute = OptionSpec.option(Name.attribute, value: "KEY=VALUE", help: "A custom attribute that targeting reads.", repeatable: true)

    /// `--update FILE|URL`: the iTunes lookup answer the update check reads.
    static let update = OptionSpec.option(Name.update, value: "FILE|URL",
                                          help: "An iTunes lookup answer to check for a newer version at start, once a day (the demo checks its own answer).")

    /// `--force-update-prompt`: the update prompt shows even if one was checked less than a day ago.
    static let forceUpdatePrompt = OptionSpec.flag(Name.forceUpdatePrompt,
                                                   help: "Show the update prompt at start even if one was checked less than a day ago.")

    /// `--watch`: the catalog and offerings are read again when their files change.
    static let watch = OptionSpec.flag(Name.watch,
                                       help: "Read the catalog, its sidecars and rules, and the offerings again when their files change, keeping the screen; problems show in a panel.")

    /// The names, spelled here only.
    fileprivate enum Name {
        static let group = "group", attribute = "attribute", update = "update", forceUpdatePrompt = "force-update-prompt", watch = "watch"
    }
}

extension ParsedArguments {
    /// `--group`'s subscription group id, when given.
    var groupID: String? { option(StorefrontOptions.Name.group) }

    /// `--attribute`'s custom attributes by key; a usage error for a value that is not KEY=VALUE.
    func customAttributes() throws -> [String: String] {
        var attributes: [String: String] = [:]
        for pair in options(StorefrontOptions.Name.attribute) {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("--attribute takes KEY=VALUE, not '\(pair)'.", commandPath: commandPath)
            }
            attributes[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        return attributes
    }

    /// `--update`'s file or address, when given.
    var updateAnswer: String? { option(StorefrontOptions.Name.update) }

    /// Whether `--force-update-prompt` was given.
    var forcesUpdatePrompt: Bool { flag(StorefrontOptions.Name.forceUpdatePrompt) }

    /// Whether `--watch` was given.
    var watchesSources: Bool { flag(StorefrontOptions.Name.watch) }
}
