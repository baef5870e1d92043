/// Whether buying in the interactive storefront shows the purchase sheet first: `--purchase-sheet on|off`, else
/// `KIOSK_PURCHASE_SHEET`, else on. A value that is neither is a usage error naming where it came from.
enum PurchaseSheetOption {
    /// `--purchase-sheet on|off`.
    static let spec = OptionSpec.option(name, value: "on|off",
                                        help: "Whether buying shows the purchase sheet first (confirm, and pick this purchase's outcome); off buys at once, for fast demos (default: $\(environmentVariable), else on).")

    /// The environment variable read when the option is not given.
    static let environmentVariable = "KIOSK_PURCHASE_SHEET"

    /// The name, spelled here only.
    private static let name = "purchase-sheet"

    /// Whether buying shows the purchase sheet.
    static func resolve(_ arguments: ParsedArguments, environment: [String: String]) throws -> Bool {
        let (value, source) = arguments.option(name).map { ($0, "--\(name)") }
            ?? environment[environmentVariable].map { ($0, environmentVariable) } ?? ("on", "")
        switch value.lowercased() {
        case "on": return true
        case "off": return false
        default: throw UsageError("\(source) takes on or off, not '\(value)'.", commandPath: arguments.commandPath)
        }
    }
}
