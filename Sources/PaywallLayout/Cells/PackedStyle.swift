/// A `Style` packed into the low 60 bits of a word, so that a `Cell` holds no enums and compares as integers.
///
/// Each color takes 26 bits (a kind in the top 2: the terminal default, RGB or a palette entry, and the value in
/// the low 24), the foreground from bit 0 and the background from bit 26; the attributes take bits 52 to 59.
/// Bits 60 and 61 are left to the cell's width.
enum PackedStyle {
    /// Where a cell's width starts.
    static let widthShift: UInt64 = 60
    /// The bits of a cell's width.
    static let widthMask: UInt64 = 0b11 << widthShift

    private static let colorBits: UInt64 = 26
    private static let colorMask: UInt64 = 1 << colorBits - 1
    private static let attributesShift: UInt64 = 2 * colorBits

    /// The bits of a style.
    static func pack(_ style: Style) -> UInt64 {
        pack(style.foreground) | pack(style.background) << colorBits | UInt64(style.attributes.rawValue) << attributesShift
    }

    /// The style in packed bits (the width's bits are ignored).
    static func unpack(_ bits: UInt64) -> Style {
        Style(foreground: color(bits & colorMask), background: color(bits >> colorBits & colorMask),
              attributes: TextAttributes(rawValue: UInt8(truncatingIfNeeded: bits >> attributesShift)))
    }

    private static func pack(_ color: Color) -> UInt64 {
        switch color {
        case .terminalDefault: 0
        case .rgb(let value): 1 << 24 | UInt64(value.red) << 16 | UInt64(value.green) << 8 | UInt64(value.blue)
        case .palette(let index): 2 << 24 | UInt64(index)
        }
    }

    private static func color(_ bits: UInt64) -> Color {
        switch bits >> 24 {
        case 1: .rgb(RGB(red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8), blue: UInt8(truncatingIfNeeded: bits)))
        case 2: .palette(UInt8(truncatingIfNeeded: bits))
        default: .terminalDefault
        }
    }
}
