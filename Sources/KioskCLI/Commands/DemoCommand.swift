import PaywallModel

/// `kiosk` with no command: opens the built-in demo.
enum DemoCommand {
    /// Until the interactive storefront exists, prints what the demo holds: a summary of the demo catalog.
    @Sendable static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        console.print("Kiosk \(KioskCommandLine.version): a terminal storefront and paywall client.")
        console.print("The interactive storefront is not built yet; this is what its demo sells.")
        console.print("")
        let summary = CatalogSummary(catalog: .demo, file: "Built-in demo catalog (\(Catalog.demoFileName))")
        CatalogSummaryText.lines(of: summary).forEach(console.print)
        console.print("")
        console.print("Try 'kiosk catalog check FILE' on your own .storekit file, 'kiosk catalog demo' for this one,")
        console.print("and 'kiosk --help' for every command.")
        return ExitStatus.ok
    }
}
