import Foundation

/// Finds `{{ ... }}` placeholders in paywall text and replaces them; trims spaces and replaces ASCII text without Foundation.
public enum VariableSyntax {
    /// Every placeholder's inner text, trimmed (`{{ product.price | uppercase }}` gives `product.price | uppercase`).
    /// With `trimmed: false`, the inner text exactly as written (`{{price}}` gives `price`, `{{ price }}` gives ` price `).
    static func placeholders(in text: String, trimmed: Bool = true) -> [String] {
        var found: [String] = []
        _ = replacing(in: text, trimmed: trimmed) { inner in
            found.append(inner)
            return ""
        }
        return found
    }

    /// `text` with each placeholder replaced by `replacement(inner)`; an unclosed `{{` stays as written.
    static func replacing(in text: String, trimmed: Bool = true, _ replacement: (String) -> String) -> String {
        // Most texts have no placeholder: a look at their bytes skips searching them.
        guard hasOpening(text) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            result += rest[..<open.lowerBound]
            let inner = String(rest[open.upperBound..<close.lowerBound])
            result += replacement(trimmed ? trimmingSpaces(inner) : inner)
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// The text without the spaces and tabs at its ends: the result of Foundation's
    /// `trimmingCharacters(in: .whitespaces)` (Unicode's space separators, U+0009 and, in Foundation's set, U+200B),
    /// without Foundation's string bridging, which a paywall's texts went through for every placeholder of every
    /// frame drawn anew, and without its character set, whose first use cost 0.8 M instructions before the first frame
    /// (`AppVersion` and the interactive program's `--customer` check trim with it too).
    public static func trimmingSpaces<Text: StringProtocol>(_ text: Text) -> String {
        let scalars = String(text).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[first...last])
    }

    /// `text.replacingOccurrences(of: target, with: replacement)`, Foundation's answer: found byte by byte when the
    /// text is ASCII and the target printable ASCII (each byte is then a character of its own, so a literal match is
    /// Foundation's match, and occurrences are replaced from the start without overlapping, as Foundation does), else
    /// Foundation's. Locale identifiers, unit words and the terminal's locale setting (`Glyphs.detect`) go this way
    /// before the first frame, where Foundation's string bridging cost 1.1 M instructions the first time
    /// (`ReplacingOccurrencesTests` compares the two).
    public static func replacingOccurrences(of target: String, with replacement: String, in text: String) -> String {
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }), text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.replacingOccurrences(of: target, with: replacement)
        }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var replaced = false
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result.append(contentsOf: replacement.utf8)
                index += pattern.count
                replaced = true
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return replaced ? String(decoding: result, as: UTF8.self) : text
    }

    /// Whether a scalar is in `CharacterSet.whitespaces`: a space separator (Zs), a tab, or the zero width space.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Whether `{{` stands anywhere in the text.
    private static func hasOpening(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{") && previous == byte { return true }
            previous = byte
        }
        return false
    }
}
