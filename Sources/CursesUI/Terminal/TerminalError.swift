/// Why the terminal could not be used.
public enum TerminalError: Error, CustomStringConvertible {
    /// A system call failed with an errno value.
    case system(String, Int32)
    /// curses could not start on this terminal type.
    case cannotStart(term: String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .system(let call, let number): return "\(call) failed (errno \(number))."
        case .cannotStart(let term): return "curses cannot start on terminal type '\(term)'."
        }
    }
}
