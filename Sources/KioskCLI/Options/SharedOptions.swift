import Foundation
import PaywallModel
import TerminalSafety

/// The options several commands take, each declared once: its name, the placeholder of its value and its help
/// (what `--help` shows and the parser accepts), and the typed value commands read (`ParsedArguments.catalogPath`,
/// `.stateDirectory`, `.printsJSON`, ...), so no command spells an option's name or reads it its own way.
///
/// Where an option means a little more for one command (what a catalog left out stands for, what is printed as
/// JSON), that command says only that part; the rest of the line is the same everywhere.
enum SharedOptions {
    /// `--catalog FILE.storekit`; `whenLeftOut` says what the command uses without it.
    static func catalog(whenLeftOut: String = "the built-in demo") -> OptionSpec {
        .option(Name.catalog, value: "FILE.storekit", help: "The .storekit catalog (default: \(whenLeftOut)).")
    }

    /// `--state DIR`; `keeping` says what the command keeps there.
    static func state(keeping: String) -> OptionSpec {
        .option(Name.state, value: "DIR", help: "The state directory (\(keeping)); default $XDG_STATE_HOME/kiosk.")
    }

    /// `--storefronts FILE`: where each product is sold.
    static let storefronts = OptionSpec.option(Name.storefronts, value: "FILE",
                                               help: "Where each product is sold (default: NAME.storefronts.json beside the catalog).")

    /// `--catalog`, `--state` and `--storefronts`: the sandbox store a command opens (`SandboxStoreInput.open`).
    static let store: [OptionSpec] = [catalog(), state(keeping: "the sandbox ledger"), storefronts]

    /// `--offerings FILE|DIR|URL`; `whenLeftOut` says what the command uses without it, `more` anything it adds.
    static func offerings(whenLeftOut: String, more: String = "") -> OptionSpec {
        .option(Name.offerings, value: "FILE|DIR|URL", help: "The offerings document (default: \(whenLeftOut)).\(more.isEmpty ? "" : " " + more)")
    }

    /// `--customer NAME`: the customer a command acts for.
    static let customer = OptionSpec.option(Name.customer, value: "NAME", help: "The customer to act for (created on first use; default: default).")

    /// `--customer NAME` for a command that shows what a customer would see and creates nothing; `what` says what.
    static func viewingCustomer(_ what: String) -> OptionSpec {
        .option(Name.customer, value: "NAME", help: "The customer \(what) (default: default).")
    }

    /// `--rules FILE`: the storefront rules the customer is held to.
    static let rules = OptionSpec.option(Name.rules, value: "FILE",
                                         help: "The storefront rules (default: NAME.rules.json beside the catalog, or the demo rules).")

    /// `--theme NAME|FILE`: the theme to draw with.
    static let theme = OptionSpec.option(Name.theme, value: "NAME|FILE", help: "A theme from themes/ or a theme file (default: default).")

    /// `--storefront CODE`: the customer's storefront, whose currency and prices are shown.
    static let storefront = OptionSpec.option(Name.storefront, value: "CODE",
                                              help: "The customer's App Store storefront, whose prices are shown (alpha-3, e.g. DEU).")

    /// `--all`: every problem, not only the first `ProblemLines.shown`.
    static let allProblems = OptionSpec.flag(Name.all, help: "Print every problem (by default the first \(ProblemLines.shown) and a count of the rest).")

    /// `--json`; `what` names what the command prints.
    static func json(printing what: String) -> OptionSpec {
        .flag(Name.json, help: "Print \(what) as JSON.")
    }

    /// The names, spelled here only.
    fileprivate enum Name {
        static let catalog = "catalog", state = "state", storefronts = "storefronts", offerings = "offerings"
        static let customer = "customer", rules = "rules", theme = "theme", json = "json", storefront = "storefront", all = "all"
    }
}

extension SharedOptions {
    /// Refuses a `--customer` value that cannot name a customer: an empty one, or one with a character that must not
    /// reach a terminal (a line break, an escape), which would be printed escaped wherever the name is shown.
    static func checkCustomerName(_ arguments: ParsedArguments) throws {
        guard let name = arguments.customerName else { return }
        if VariableSyntax.trimmingSpaces(name).isEmpty {
            throw UsageError("--customer takes a name, not an empty one.", commandPath: arguments.commandPath)
        }
        if name.unicodeScalars.contains(where: SafeText.isUnsafe) {
            throw UsageError("--customer takes a name without control characters (line breaks, escapes), not \"\(SafeText.line(name))\".",
                             commandPath: arguments.commandPath)
        }
    }
}

extension ParsedArguments {
    /// `--catalog`'s path, when given.
    var catalogPath: String? { option(SharedOptions.Name.catalog) }

    /// `--catalog` as a file URL, when given.
    var catalogURL: URL? { catalogPath.map { URL(fileURLWithPath: $0) } }

    /// `--state`'s path, when given.
    var statePath: String? { option(SharedOptions.Name.state) }

    /// The state directory: `--state`, else `$XDG_STATE_HOME/kiosk`, else `~/.local/state/kiosk`.
    var stateDirectory: URL { StateDirectory.resolve(statePath) }

    /// `--storefronts`' path, when given.
    var storefrontsPath: String? { option(SharedOptions.Name.storefronts) }

    /// `--offerings`' file, folder or address, when given.
    var offeringsArgument: String? { option(SharedOptions.Name.offerings) }

    /// `--customer`'s name, when given.
    var customerName: String? { option(SharedOptions.Name.customer) }

    /// `--rules`' path, when given.
    var rulesPath: String? { option(SharedOptions.Name.rules) }

    /// `--theme`'s name or file, when given.
    var themeName: String? { option(SharedOptions.Name.theme) }

    /// Whether `--json` was given.
    var printsJSON: Bool { flag(SharedOptions.Name.json) }

    /// Whether `--all` was given.
    var printsAllProblems: Bool { flag(SharedOptions.Name.all) }

    /// `--storefront`'s storefront, when given; a usage error when it names none.
    func storefront() throws -> Storefront? {
        try option(SharedOptions.Name.storefront).map { code in
            guard let storefront = Storefront(code: code) else {
                throw UsageError("Unknown storefront '\(code)'. Expected an App Store storefront code such as USA, DEU or JPN.", commandPath: commandPath)
            }
            return storefront
        }
    }
}
