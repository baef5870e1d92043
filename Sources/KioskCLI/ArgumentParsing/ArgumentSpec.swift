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
