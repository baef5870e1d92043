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
