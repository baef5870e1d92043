/// The options that pick which paywall is shown, each declared once with its typed value, as `SharedOptions`
/// are: the placement (`--placement`, `kiosk render` and the interactive storefront) and the tab of a paywall
/// with tabs (`--tab`, `kiosk render`).
enum PaywallOptions {
    /// `--placement ID`; `help` says what the command does with it.
    static func placement(_ help: String) -> OptionSpec {
        .option(Name.placement, value: "ID", help: help)
    }

    /// `--tab ID`: the tab (or tier of a v1 template 7) shown.
    static let tab = OptionSpec.option(Name.tab, value: "ID",
                                       help: "Show this tab (or tier of a v1 template 7; exit 65 naming the tabs when it is not one).")

    /// The names, spelled here only.
    fileprivate enum Name {
        static let placement = "placement", tab = "tab"
    }
}

extension ParsedArguments {
    /// `--placement`'s identifier, when given.
    var placementID: String? { option(PaywallOptions.Name.placement) }

    /// `--tab`'s identifier, when given.
    var tabID: String? { option(PaywallOptions.Name.tab) }
}
