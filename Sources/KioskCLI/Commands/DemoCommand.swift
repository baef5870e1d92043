import CursesUI
import Foundation
import KioskApp

/// `kiosk` with no command: opens the interactive storefront on the built-in demo.
enum DemoCommand {
    /// Opens the storefront in the terminal, or explains why it cannot (exit 69) when there is no terminal.
    @Sendable static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        if let reason = TerminalRequirements.unavailableReason(
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1, standardOutputIsTerminal: console.isTerminal,
            environment: environment) {
            throw CommandFailure("\(reason) \(TerminalRequirements.alternatives)", status: ExitStatus.unavailable)
        }
        do {
            try InteractiveTerminal.run(environment: environment, performer: UnavailableStorePerformer()) { size in
                AppState(size: size)
            }
        } catch let error as TerminalError {
            throw CommandFailure("\(error) \(TerminalRequirements.alternatives)", status: ExitStatus.unavailable)
        }
        return ExitStatus.ok
    }
}
