@testable import KioskCLI

/// Runs `kiosk WORDS` in this process with a capturing console (a terminal or not) and returns its exit status
/// and what it printed: the one way every command test runs the command line.
func runKiosk(_ words: [String], isTerminal: Bool = false) -> (status: Int32, console: Console) {
    let console = Console.capturing(isTerminal: isTerminal)
    return (KioskCommandLine.run(words, console: console), console)
}
