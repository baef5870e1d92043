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
