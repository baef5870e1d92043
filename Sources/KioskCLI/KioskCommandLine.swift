import Foundation
import PaywallModel
import PurchaseFlow

/// The `kiosk` command line: the command tree and the loop that parses, runs and reports.
public enum KioskCommandLine {
    /// The program's version.
    public static let version = "0.1.0"

    /// The root command with every subcommand.
    public static var root: CommandSpec {
        CommandSpec(
            name: "kiosk",
            abstract: "Kiosk: a terminal storefront and paywall client.",
            discussion: """
            With no command, kiosk opens the built-in demo: a catalog, published paywalls and a sandbox store.
            """,
            options: StorefrontCommand.options,
            subcommands: CommandRegistry.subcommands,
            run: StorefrontCommand.run
        )
    }

    /// Readies the process before its command line is parsed: the largest document read is set from
    /// `KIOSK_MAX_DOCUMENT_MB` (`InputLimits`). (The runtime's crash prompt was turned off before `main`, by the
    /// `CCrashPrompt` target; libcrypto is loaded, and told to keep its state until the process ends, at its first use:
    /// `LibCrypto.load`.)
    public static func prepareProcess() {
        InputLimits.use(environment: ProcessEnvironment.atStart)
        CrashPoint.exitWhileSigningIfRequested()
    }

    /// Parses and runs a command line (without the program name); returns the exit status.
    public static func run(_ words: [String], console: Console) -> Int32 {
        let parser = ArgumentParser(root: root)
        do {
            switch try parser.parse(words) {
            case .version:
                console.print("kiosk \(version)")
                return ExitStatus.ok
            case .help(let path):
                console.print(HelpFormatter.help(of: parser.command(at: path), path: path))
                return ExitStatus.ok
            case .run(let parsed):
                let command = parser.command(at: parsed.commandPath)
                guard let run = command.run else {
                    console.print(HelpFormatter.help(of: command, path: parsed.commandPath))
                    return ExitStatus.ok
                }
                try SharedOptions.checkCustomerName(parsed)
                return try run(parsed, console)
            }
        } catch let error as UsageError {
            let command = parser.command(at: error.commandPath)
            console.printError("kiosk: error: \(error.message)")
            console.printError(HelpFormatter.usage(of: command, path: error.commandPath))
            console.printError("See '\(error.commandPath.joined(separator: " ")) --help'.")
            return ExitStatus.usage
        } catch let error as CommandFailure {
            console.printError("kiosk: \(error.message)")
            return error.status
        } catch let error as SQLiteError where error.isReadOnly {
            // The state directory cannot be written: a problem with where the state is, as for a state that cannot be made.
            console.printError("kiosk: \(error)")
            return ExitStatus.cantCreate
        } catch {
            console.printError("kiosk: \(error)")
            return ExitStatus.software
        }
    }
}
