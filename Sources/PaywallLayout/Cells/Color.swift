/// A color a cell can have: the terminal's own default, an exact RGB value, or an entry of the 256-color palette.
///
/// Buffers keep colors as they were asked for; a `ColorProfile` maps them to what the terminal can show when the
/// frame is written out.
public enum Color: Hashable, Sendable {
    /// The terminal's default foreground or background.
    case terminalDefault
    /// An exact 24-bit color.
    case rgb(RGB)
    /// An entry of the xterm 256-color palette (0–15 are the 16 basic colors).
    case palette(UInt8)

    /// Creates an exact color from its red, green and blue components.
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        .rgb(RGB(red: red, green: green, blue: blue))
    }

    /// Creates a color from hex text (`#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, the `#` optional); `nil` when it
    /// is not one. The alpha component is dropped: use `HexColor` to keep it.
    public init?(hex: String) {
        guard let parsed = HexColor(hex) else { return nil }
        self = .rgb(parsed.rgb)
    }

    /// The RGB value this color stands for, with palette entries resolved; `nil` for the terminal default.
    public var rgbValue: RGB? {
        switch self {
        case .terminalDefault: return nil
        case .rgb(let value): return value
        case .palette(let index): return Palette256.rgb(ofIndex: index)
        }
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[start...end]
    }
}
