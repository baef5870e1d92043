/// Character attributes a terminal can show: bold, dim, italic, underline, reverse video, strikethrough.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Heavier or brighter text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Fainter text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Slanted text.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// Struck-through text.
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)

    /// Every attribute with its name, in a fixed order (for descriptions and output).
    public static let named: [(TextAttributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        (.strikethrough, "strikethrough"),
    ]

    /// The names of the attributes that are set, in a fixed order.
    public var names: [String] {
        Self.named.filter { contains($0.0) }.map(\.1)
    }
}
