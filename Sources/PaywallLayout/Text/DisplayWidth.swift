import TerminalSafety

/// How many terminal columns text takes: 0, 1 or 2 per grapheme.
///
/// Text is measured as `Buffer.write` draws it: a grapheme holding a character the sanitizer escapes takes the
/// columns of what is drawn instead (`SafeText.drawable`: ESC is `\u{1B}`, 6 columns; a line break or tab is a
/// space), so hostile text wraps and aligns inside its box.
///
/// Rules, per Unicode scalar (of text without those): nonspacing and enclosing marks, format characters (such as U+200B and the U+200E/U+200F direction marks) and
/// the conjoining Hangul vowels and finals take 0; East Asian Wide and Fullwidth characters (CJK, kana, Hangul
/// syllables, fullwidth forms) and emoji shown as emoji by default take 2; everything else takes 1.
///
/// Per grapheme (what a cell holds): an emoji with the emoji variation selector U+FE0F, a ZWJ sequence of emoji,
/// a keycap or a flag takes 2; otherwise the widest scalar decides (a letter with combining marks takes 1).
public enum DisplayWidth {
    /// The columns a string takes: the sum over its graphemes.
    public static func of(_ text: String) -> Int {
        if let asciiWidth = asciiOnlyWidth(text) { return asciiWidth }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one grapheme takes.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: SafeText.isUnsafe) { return SafeText.drawable(String(character)).reduce(0) { $0 + of($1) } }
        if scalars.count == 1 { return of(first) }
        if first.properties.isEmoji,
           scalars.contains(where: { $0 == variationSelector16 || $0 == zeroWidthJoiner || $0 == combiningKeycap }) {
            return 2
        }
        if isRegionalIndicator(first) { return 2 }
        return scalars.reduce(0) { max($0, of($1)) }
    }

    /// The columns one Unicode scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if isZeroWidth(scalar) { return 0 }
        if isWide(value) || (scalar.properties.isEmojiPresentation && !isRegionalIndicator(scalar)) { return 2 }
        return 1
    }

    /// U+FE0F, which asks for emoji presentation.
    static let variationSelector16: Unicode.Scalar = "\u{FE0F}"
    /// U+200D, which joins emoji into one picture.
    static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
    /// U+20E3, which puts a digit or sign on a key.
    static let combiningKeycap: Unicode.Scalar = "\u{20E3}"

    /// The width of printable ASCII text, or `nil` when the text has anything else.
    private static func asciiOnlyWidth(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0xAD { return false } // the soft hyphen is shown where it is.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .format:
            return !isPrependedNumberSign(value)
        default:
            return false
        }
    }

    /// Whether a format character is one of the Arabic, Syriac and Kaithi signs written before a number, which
    /// terminals show one column wide.
    private static func isPrependedNumberSign(_ value: UInt32) -> Bool {
        (0x0600...0x0605).contains(value) || value == 0x06DD || value == 0x070F || (0x0890...0x0891).contains(value)
            || value == 0x08E2 || value == 0x110BD || value == 0x110CD
    }

    /// Whether a scalar is one of the 26 regional indicator letters, two of which make a flag.
    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound { high = middle - 1 } else if value > range.upperBound { low = middle + 1 } else { return true }
        }
        return false
    }

    /// East Asian Wide and Fullwidth ranges other than emoji (which `isEmojiPresentation` covers), sorted.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DFF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1,
        0x17000...0x18CFF, 0x18D00...0x18D08, 0x1AFF0...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
