/// The values the parser found for one command line.
public struct ParsedArguments: Sendable, Equatable {
    /// The names of the commands that were selected, from the root (`["kiosk", "catalog", "check"]`).
    public var commandPath: [String]
    /// Option values by long name, in the order given.
    public var optionValues: [String: [String]]
    /// Flags that were given, by long name.
    public var flags: Set<String>
    /// Positional values by argument name; a variadic argument may hold several.
    public var argumentValues: [String: [String]]

    /// Creates an empty result for a command path.
    public init(commandPath: [String]) {
        self.commandPath = commandPath
        self.optionValues = [:]
        self.flags = []
        self.argumentValues = [:]
    }

    /// The last value of an option, or `nil` when it was not given.
    public func option(_ name: String) -> String? { optionValues[name]?.last }

    /// Every value of a repeatable option.
    public func options(_ name: String) -> [String] { optionValues[name] ?? [] }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of a positional argument, or `nil` when an optional one was left out.
    public func argument(_ name: String) -> String? { argumentValues[name]?.first }

    /// Every value of a variadic positional argument.
    public func arguments(_ name: String) -> [String] { argumentValues[name] ?? [] }
}
