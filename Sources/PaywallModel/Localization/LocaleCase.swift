import Foundation

/// Lowercases, uppercases and capitalizes text for a locale as Foundation's `lowercased(with:)`, `uppercased(with:)`
/// and `capitalized(with:)` do (ICU's full case mapping, words for capitalizing found by ICU's word breaks), writing
/// plain ASCII text itself where the result is the same, so a paywall's pipe functions need no ICU.
///
/// Written here: text of printable ASCII (no colon when capitalizing: some languages' word breaks treat it apart)
/// in a locale whose language cases ASCII letters plainly (not Turkish, Azerbaijani, Lithuanian, Greek or Dutch,
/// whose special casing ICU applies). Anything else is Foundation's. `LocaleCaseTests` compares the two.
public enum LocaleCase {
    /// `text` lowercased in the locale `localeIdentifier` names.
    public static func lowercased(_ text: String, localeIdentifier: String) -> String {
        guard isPlain(text, localeIdentifier: localeIdentifier) else { return text.lowercased(with: Locale(identifier: localeIdentifier)) }
        return String(decoding: text.utf8.map(lower), as: UTF8.self)
    }

    /// `text` uppercased in the locale `localeIdentifier` names.
    public static func uppercased(_ text: String, localeIdentifier: String) -> String {
        guard isPlain(text, localeIdentifier: localeIdentifier) else { return text.uppercased(with: Locale(identifier: localeIdentifier)) }
        return String(decoding: text.utf8.map(upper), as: UTF8.self)
    }

    /// `text` with each word's first letter, digit or symbol titlecased and the rest of the word lowercased, in the
    /// locale `localeIdentifier` names.
    public static func capitalized(_ text: String, localeIdentifier: String) -> String {
        guard isPlain(text, localeIdentifier: localeIdentifier), !text.utf8.contains(UInt8(ascii: ":")) else {
            return text.capitalized(with: Locale(identifier: localeIdentifier))
        }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var start = 0
        while start < bytes.count {
            let end = wordEnd(bytes, from: start)
            var titled = false
            for byte in bytes[start..<end] {
                if titled {
                    result.append(lower(byte))
                } else if isLetterDigitOrSymbol(byte) {
                    result.append(upper(byte))
                    titled = true
                } else {
                    result.append(byte)
                }
            }
            start = end
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Languages whose case mapping ICU tailors (ISO 639-1 and -2 codes).
    private static let tailoredLanguages: Set<String> = ["tr", "tur", "az", "aze", "lt", "lit", "el", "ell", "nl", "nld"]

    /// Whether `text` is printable ASCII and the locale's language (2 or 3 letters) cases it plainly.
    private static func isPlain(_ text: String, localeIdentifier: String) -> Bool {
        let language = localeIdentifier.utf8.prefix { $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "-") }
        guard (2...3).contains(language.count), language.allSatisfy(isLetter),
              !tailoredLanguages.contains(String(decoding: language.map(lower), as: UTF8.self)) else { return false }
        return text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Where the word that starts at `start` ends, by ICU's word breaks for ASCII without a colon (Unicode's rules,
    /// but for a `.` between letters, which ends a word there): letters and digits run together, joined by `_`; a `'`
    /// joins two letters or two digits, a `.`, `,` or `;` two digits; spaces run together; any other character is a
    /// word of its own.
    private static func wordEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let first = bytes[start]
        if first == UInt8(ascii: " ") {
            return bytes[start...].firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.count
        }
        guard isWordPart(first) else { return start + 1 }
        var end = start + 1
        while end < bytes.count {
            if isWordPart(bytes[end]) {
                end += 1
            } else if end + 1 < bytes.count, joins(bytes[end], bytes[end - 1], bytes[end + 1]) {
                end += 2
            } else {
                break
            }
        }
        return end
    }

    /// Whether the middle character `middle` keeps `before` and `after` in one word.
    private static func joins(_ middle: UInt8, _ before: UInt8, _ after: UInt8) -> Bool {
        switch middle {
        case UInt8(ascii: "'"):
            return (isLetter(before) && isLetter(after)) || (isDigit(before) && isDigit(after))
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"):
            return isDigit(before) && isDigit(after)
        default:
            return false
        }
    }

    private static func isWordPart(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    /// Letters, digits and the ASCII symbols (`$ + < = > ^ ` | ~`): what ICU titlecases first in a word.
    private static func isLetterDigitOrSymbol(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || "$+<=>^`|~".utf8.contains(byte) }
    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 32 : byte }
    private static func upper(_ byte: UInt8) -> UInt8 { (0x61...0x7A).contains(byte) ? byte - 32 : byte }
}
