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

/// A named option (`--state DIR`) or flag (`--json`).
public struct OptionSpec: Sendable {
    /// The long name without dashes (`state`).
    public var name: String
    /// An optional one-letter short name (`s` for `-s`).
    public var short: Character?
    /// The placeholder for the value (`DIR`); `nil` makes this a flag that takes no value.
    public var valueName: String?
    /// One line of help.
    public var help: String
    /// Whether the option may be given more than once (`--attribute a=1 --attribute b=2`).
    public var isRepeatable: Bool

    /// Creates an option that takes a value.
    public static func option(_ name: String, short: Character? = nil, value: String, help: String, repeatable: Bool = false) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: value, help: help, isRepeatable: repeatable)
    }

    /// Creates a flag that takes no value.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help, isRepeatable: false)
    }

    /// Whether this option is a flag.
    public var isFlag: Bool { valueName == nil }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    /// The placeholder shown in help (`FILE`).
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether the argument may be left out.
    public var isOptional: Bool
    /// Whether the argument takes all remaining words (only the last one may).
    public var isVariadic: Bool

    /// Creates a positional argument.
    public init(_ name: String, help: String, optional: Bool = false, variadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isVariadic = variadic
    }
}
