import Foundation
import Testing
import TestSupport
@testable import PaywallModel

/// Locale identifiers and unit words are rewritten without Foundation when they are ASCII
/// (`VariableSyntax.replacingOccurrences`), to the same text as `replacingOccurrences(of:with:)`.
@Suite("Replacing occurrences without Foundation")
struct ReplacingOccurrencesTests {
    /// The targets kiosk replaces, and others that overlap themselves or are longer than the text.
    static let targets = ["-", "%d", "%%", " ", "aa", "-_-", "abc", "%d%", "\u{301}", "é", "\r\n", "\n"]
    static let replacements = ["_", "12", "%", "", "xyz", "é", "-"]

    @Test func everyShortTextIsReplacedAsFoundationReplacesIt() {
        let alphabet = ["-", "_", "%", "d", "a", " ", "\r", "\n", "\t", "b", "c"]
        var texts = [""]
        var last = [""]
        for _ in 0..<4 {
            last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
            texts += last
        }
        var differing: [String] = []
        for text in texts {
            for target in ["-", "%d", "%%", " ", "aa", "-_-", "%d%", "\r\n", "\n"] {
                for replacement in ["_", "12", "%", ""] {
                    if VariableSyntax.replacingOccurrences(of: target, with: replacement, in: text)
                        != text.replacingOccurrences(of: target, with: replacement) { differing.append("\(text.debugDescription) \(target)") }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }

    @Test func identifiersWordsAndOtherTextsAreReplacedAsFoundationReplacesThem() {
        let texts = ["en-US", "EN-us", "zh-Hant-TW", "sr-Latn-RS", "de_DE", "es-419", "-", "--", "a-", "-a", "%d months",
                     "%d Monate", "%d か月", "%d%% off", "100%%", "%%d", "%d%d", "e\u{301}-x", "-\u{301}", "é-é", "🇫🇷-🇩🇪",
                     "a\r\nb", "\r\n-\r\n", "価格-%d", "x\u{200B}-y", "", " ", "  %d  "]
        var rng = SeededGenerator(seed: 17)
        var random: [String] = []
        let pieces = ["-", "_", "%", "d", "a", " ", "é", "e\u{301}", "\u{301}", "\r\n", "\n", "価", "🇫🇷", "%d", "%%"]
        for _ in 0..<1_500 { random.append((0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()) }
        for text in texts + random {
            for target in Self.targets {
                for replacement in Self.replacements {
                    let expected = text.replacingOccurrences(of: target, with: replacement)
                    let replaced = VariableSyntax.replacingOccurrences(of: target, with: replacement, in: text)
                    #expect(replaced.unicodeScalars.elementsEqual(expected.unicodeScalars), "\(text.debugDescription) \(target.debugDescription)")
                }
            }
        }
    }
}
