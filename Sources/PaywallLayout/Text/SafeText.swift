/// Makes text from data safe for the terminal: control characters and escape sequences become visible symbols.
///
/// Catalogs and paywall definitions are data, so a cell never holds a control character: tabs and line breaks
/// become spaces (wrapping splits lines before this), other C0 controls and DEL become their Unicode control
/// pictures (ESC shows as `␛`, so `ESC[31m` stays harmless text), and C1 controls become U+FFFD.
public enum SafeText {
    /// The text with every control character replaced by something printable.
    public static func displayable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(replacement(for: scalar))
        }
        return String(result)
    }

    /// Whether a scalar is a control or separator that a cell must not hold as such.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }

    /// The printable stand-in for a scalar (the scalar itself when it is safe).
    static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
            return " "
        case 0x00..<0x20:
            return Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F:
            return "\u{FFFD}"
        default:
            return scalar
        }
    }
}
