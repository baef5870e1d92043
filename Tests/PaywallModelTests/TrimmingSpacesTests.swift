import Foundation
import Testing
@testable import PaywallModel

/// Placeholders are trimmed without Foundation (`VariableSyntax.trimmingSpaces`), to the same text as
/// `trimmingCharacters(in: .whitespaces)`.
@Suite("Trimming a placeholder's spaces")
struct TrimmingSpacesTests {
    /// Every space separator, the tab, and what is not trimmed (line breaks, zero-width characters).
    static let ends = [" ", "\t", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2007}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}",
                       "\n", "\r\n", "\u{200B}", "\u{FEFF}", "\u{85}", ""]
    static let middles = ["product.price", "product.price | uppercase", "a \u{3000} b", "\u{301}x", "x\u{301}", "🇫🇷", "👩‍👩‍👧", "", "é",
                          "e\u{301}", "価格"]

    @Test func everyScalarIsASpaceWhenFoundationsWhitespacesHoldIt() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar)
            if VariableSyntax.trimmingSpaces(text) != text.trimmingCharacters(in: .whitespaces) { differing.append(String(value, radix: 16)) }
        }
        #expect(differing.isEmpty)
    }

    @Test func trimmingIsFoundationsTrimmingOfWhitespaces() {
        for left in Self.ends {
            for right in Self.ends {
                for middle in Self.middles {
                    let text = left + middle + right
                    let expected = text.trimmingCharacters(in: .whitespaces)
                    #expect(VariableSyntax.trimmingSpaces(text).unicodeScalars.elementsEqual(expected.unicodeScalars),
                            "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                    #expect(VariableSyntax.trimmingSpaces(Substring(text)) == expected)
                }
            }
        }
    }
}
