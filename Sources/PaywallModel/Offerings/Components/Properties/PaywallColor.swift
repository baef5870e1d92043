/// A color as the document writes it: `#RRGGBB` or `#RRGGBBAA` (alpha last).
public struct PaywallColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0-255.
    public var red: UInt8
    /// Green, 0-255.
    public var green: UInt8
    /// Blue, 0-255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// Creates a color from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); `nil` when it is not one of these.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        guard digits.count == 6 || digits.count == 8, let packed = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(red: UInt8(packed >> 16 & 0xFF), green: UInt8(packed >> 8 & 0xFF), blue: UInt8(packed & 0xFF))
        } else {
            self.init(red: UInt8(packed >> 24 & 0xFF), green: UInt8(packed >> 16 & 0xFF),
                      blue: UInt8(packed >> 8 & 0xFF), alpha: UInt8(packed & 0xFF))
        }
    }

    /// `#rrggbbaa`.
    public var description: String {
        "#" + [red, green, blue, alpha].map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }
}

extension PaywallColor: JSONDecodable {
    init(json: JSONReader) throws {
        let text = try json.string()
        guard let color = PaywallColor(hex: text) else {
            throw json.error("expected a color like \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text.prefix(40))\"")
        }
        self = color
    }
}
