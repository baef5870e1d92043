/// The declaration of one command: its name, help, options, arguments, subcommands and what it runs.
///
/// Commands are values: a tree of `CommandSpec`s is the whole command line. The parser walks the tree,
/// `HelpFormatter` prints it, and `run` gets the parsed values.
public struct CommandSpec: Sendable {
    /// The word that selects this command (`catalog`, `check`); the root's is the program name.
    public var name: String
    /// A one-line summary, shown in the parent's command list and at the top of the help.
    public var abstract: String
    /// More help text, printed after the usage line.
    public var discussion: String
    /// Named options and flags.
    public var options: [OptionSpec]
    /// Positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// Subcommands; a command with subcommands and no `run` requires one.
    public var subcommands: [CommandSpec]
    /// What the command does; returns the exit status.
    public var run: (@Sendable (ParsedArguments, Console) throws -> Int32)?

    /// Creates a command.
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        options: [OptionSpec] = [],
        arguments: [ArgumentSpec] = [],
        subcommands: [CommandSpec] = [],
        run: (@Sendable (ParsedArguments, Console) throws -> Int32)? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
        self.run = run
    }
}
