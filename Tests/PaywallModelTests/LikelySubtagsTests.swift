import Foundation
import Testing
@testable import PaywallModel

/// The likely subtags table must say what ICU says, through Foundation, for every identifier it answers.
@Suite("Likely subtags without ICU")
struct LikelySubtagsTests {
    /// Every two-letter region, assigned or not.
    private static let regions: [String] = {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        return letters.flatMap { first in letters.map { first + $0 } }
    }()

    @Test func everyLanguageOfTheTableAloneAndInEveryRegionIsFoundations() {
        for language in LikelySubtags.scripts.keys.sorted() {
            for identifier in [language] + Self.regions.map({ "\(language)_\($0)" }) {
                let table = LikelySubtags.fromTable(identifier)
                let foundation = LikelySubtags.fromFoundation(identifier)
                #expect(table?.language == foundation.language && table?.script == foundation.script, "\(identifier)")
            }
        }
    }

    @Test func everyLocaleFoundationKnowsGetsFoundationsAnswer() {
        for identifier in Locale.availableIdentifiers {
            let normalized = LocaleFallback.normalized(identifier)
            let answer = LikelySubtags.of(normalized)
            let foundation = LikelySubtags.fromFoundation(normalized)
            #expect(answer.language == foundation.language && answer.script == foundation.script, "\(identifier)")
        }
    }

    @Test func whatTheTableDoesNotHoldIsLeftToFoundation() {
        for identifier in ["zh_tw", "sr_me", "en_us_posix", "en_latn_us", "in_id", "iw", "en_419", "en_", "und", ""] {
            #expect(LikelySubtags.fromTable(identifier) == nil, "\(identifier)")
        }
    }
}
