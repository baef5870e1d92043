/// The option only `kiosk catalog check` takes, declared once with its typed value, as `SharedOptions` are:
/// `--prices`, the price sidecar checked with the catalog.
enum CatalogCheckOptions {
    /// `--prices FILE`.
    static let prices = OptionSpec.option(Name.prices, value: "FILE", help: "A price sidecar (default: NAME.prices.json beside the catalog, if present).")

    /// The name, spelled here only.
    fileprivate enum Name {
        static let prices = "prices"
    }
}

extension ParsedArguments {
    /// `--prices`' path, when given.
    var pricesPath: String? { option(CatalogCheckOptions.Name.prices) }
}
