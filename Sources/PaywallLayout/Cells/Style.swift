/// How a cell looks: its foreground and background colors and its attributes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    /// The text color.
    public var foreground: Color
    /// The cell's background color.
    public var background: Color
    /// Bold, reverse and the other attributes.
    public var attributes: TextAttributes

    /// Creates a style; by default the terminal's own colors with no attributes.
    public init(foreground: Color = .terminalDefault, background: Color = .terminalDefault, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colors with no attributes.
    public static let plain = Style()

    /// This style with attributes added.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// This style with another foreground color.
    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// This style with another background color.
    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }

    /// A short description (`fg=#ffffff bg=default bold`), used by style maps in snapshots.
    public var description: String {
        ([ "fg=\(Self.describe(foreground))", "bg=\(Self.describe(background))" ] + attributes.names).joined(separator: " ")
    }

    private static func describe(_ color: Color) -> String {
        switch color {
        case .terminalDefault: return "default"
        case .rgb(let value): return value.description
        case .palette(let index): return "palette(\(index))"
        }
    }
}
