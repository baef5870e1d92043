/// A command line that does not fit its command: reported with the command's usage, exit status 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, in one sentence.
    public var message: String
    /// The command path the error belongs to, for the usage line.
    public var commandPath: [String]

    /// Creates a usage error.
    public init(_ message: String, commandPath: [String]) {
        self.message = message
        self.commandPath = commandPath
    }

    public var description: String { message }
}
