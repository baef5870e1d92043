/// Decides whether the interactive program can run: it needs a terminal on standard input and output, and a
/// terminal type that can move the cursor.
public enum TerminalRequirements {
    /// Why the program cannot run interactively here, or `nil` when it can.
    public static func unavailableReason(standardInputIsTerminal: Bool, standardOutputIsTerminal: Bool,
                                         environment: [String: String]) -> String? {
        guard standardInputIsTerminal && standardOutputIsTerminal else {
            return "the interactive storefront needs a terminal, and standard input or output is not one."
        }
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else {
            return "the interactive storefront needs a terminal that can move the cursor, and TERM is '\(term)'."
        }
        return nil
    }

    /// What to tell the user instead: how to get a frame or drive the store without a terminal.
    public static let alternatives =
        "Use 'kiosk render' to print a paywall as text, or 'kiosk sandbox' to drive the store from scripts."
}
