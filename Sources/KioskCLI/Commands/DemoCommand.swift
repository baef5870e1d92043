import PaywallModel

/// `kiosk` with no command: opens the built-in demo.
enum DemoCommand {
    /// Until the interactive storefront exists, prints what the demo holds.
    @Sendable static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        console.print("Kiosk \(KioskCommandLine.version): a terminal storefront and paywall client.")
        console.print("The interactive storefront is not built yet; see 'kiosk --help' for the commands.")
        return ExitStatus.ok
    }
}
