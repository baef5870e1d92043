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

/// A 24-bit color value.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    public var red: UInt8
    /// The green component.
    public var green: UInt8
    /// The blue component.
    public var blue: UInt8

    /// Creates a color from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The color as `#rrggbb`.
    public var description: String {
        "#" + [red, green, blue].map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}

/// A color parsed from hex text, with its alpha (opacity) component.
public struct HexColor: Hashable, Sendable {
    /// The opaque color.
    public var rgb: RGB
    /// The opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// Creates a color from its opaque value and its opacity.
    public init(rgb: RGB, alpha: UInt8) {
        self.rgb = rgb
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional, either case); `nil` for anything else.
    public init?(_ text: String) {
        var digits = Substring(text.trimmingWhitespace())
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let values = digits.compactMap { $0.hexDigitValue }.map(UInt8.init)
        switch values.count {
        case 3, 4:
            let expanded = values.map { $0 * 17 }
            rgb = RGB(red: expanded[0], green: expanded[1], blue: expanded[2])
            alpha = values.count == 4 ? expanded[3] : 255
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            rgb = RGB(red: bytes[0], green: bytes[1], blue: bytes[2])
            alpha = values.count == 8 ? bytes[3] : 255
        default:
            return nil
        }
    }

    /// Whether the color is fully transparent (draws nothing).
    public var isTransparent: Bool { alpha == 0 }

    /// The color mixed over a background by its alpha, as a terminal cannot blend.
    public func composited(over background: RGB) -> RGB {
        let opacity = Int(alpha)
        func mix(_ front: UInt8, _ back: UInt8) -> UInt8 {
            UInt8((Int(front) * opacity + Int(back) * (255 - opacity) + 127) / 255)
        }
        return RGB(red: mix(rgb.red, background.red), green: mix(rgb.green, background.green), blue: mix(rgb.blue, background.blue))
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
