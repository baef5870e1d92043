/// The direction of a paragraph, found from its first strong character (Hebrew, Arabic, Syriac, Thaana, NKo…
/// are right-to-left).
///
/// Text always stays in logical order in the cells; the direction only decides which side a naturally aligned
/// paragraph starts from, so right-to-left text reads from the right edge without breaking the layout.
public enum TextDirection: Sendable, Equatable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft

    /// The direction of a text's first strong character; left to right when it has none (digits, symbols).
    public static func of(_ text: String) -> TextDirection {
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType != nil { continue }
            if isRightToLeft(scalar.value) { return .rightToLeft }
            if scalar.properties.isAlphabetic { return .leftToRight }
        }
        return .leftToRight
    }

    /// Whether a scalar is a strong right-to-left letter (Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan,
    /// Mandaic and their presentation forms).
    private static func isRightToLeft(_ value: UInt32) -> Bool {
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
    }
}
