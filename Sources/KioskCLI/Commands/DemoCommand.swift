import CursesUI
import Foundation
import KioskApp
import PaywallLayout

/// `kiosk` with no command: opens the interactive storefront, on the built-in demo or the catalog given.
enum DemoCommand {
    /// The options of the interactive storefront (the root command's).
    static let options: [OptionSpec] = [
        .option("catalog", value: "FILE.storekit", help: "The catalog to sell (default: the built-in demo)."),
        .option("state", value: "DIR", help: "The state directory (sandbox ledger); default $XDG_STATE_HOME/kiosk."),
        .option("storefronts", value: "FILE", help: "Where each product is sold (default: NAME.storefronts.json beside the catalog)."),
        .option("theme", value: "NAME|FILE", help: "A theme from themes/ or a theme file (default: default)."),
    ]

    /// Opens the storefront in the terminal, or explains why it cannot (exit 69) when there is no terminal.
    @Sendable static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        if let reason = TerminalRequirements.unavailableReason(
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1, standardOutputIsTerminal: console.isTerminal,
            environment: environment) {
            throw CommandFailure("\(reason) \(TerminalRequirements.alternatives)", status: ExitStatus.unavailable)
        }
        let theme = ThemeLoader.choose(arguments.option("theme"), directory: ThemeLoader.defaultDirectory(environment),
                                       environment: environment)
        theme.warnings.forEach { console.printError("kiosk: \($0)") }
        let session = StoreSession(store: try SandboxContext.store(arguments))
        do {
            try InteractiveTerminal.run(environment: environment, performer: session) { size in
                AppState(size: size, theme: theme.theme)
            }
        } catch let error as TerminalError {
            throw CommandFailure("\(error) \(TerminalRequirements.alternatives)", status: ExitStatus.unavailable)
        }
        return ExitStatus.ok
    }
}
