/// What the parser decided to do with a command line.
public enum ParseOutcome: Equatable {
    /// Run the selected command with these values.
    case run(ParsedArguments)
    /// Print the help of the command at this path.
    case help([String])
    /// Print the program's version.
    case version
}
