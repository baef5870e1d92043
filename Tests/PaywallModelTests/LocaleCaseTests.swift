import Foundation
import Testing
import TestSupport
@testable import PaywallModel

/// Case mapping written without ICU must be Foundation's text, in every locale kiosk ships texts in and more.
@Suite("Case mapping without ICU")
struct LocaleCaseTests {
    /// The demo catalog's locales, kiosk's own languages, the locales the tests and fixtures use, and the locales
    /// whose case mapping ICU tailors (Foundation's answer must come back for those).
    private static let locales: [String] = {
        let shipped = Catalog.demo.products.flatMap { $0.localizations.map(\.locale) } + KioskLanguage.allCases.map(\.rawValue)
        let more = ["en_US", "en_GB", "en_CA", "en_AU", "de_DE", "de_AT", "de_CH", "ja_JP", "fr_FR", "fr_CA", "fr_BE", "es_ES", "es_MX",
                    "es_CL", "pt_BR", "it_IT", "nb_NO", "no_NO", "sv_SE", "fi_FI", "ko_KR", "zh_TW", "zh_Hant_HK", "zh_CN", "ar_SA",
                    "ar_EG", "he_IL", "in_ID", "sr_RS", "tr_TR", "az_AZ", "lt_LT", "el_GR", "nl_NL", "nl_BE", "en-US", "EN_us", "", "root"]
        return Array(Set(shipped + more)).sorted()
    }()

    /// Every string of up to three characters over letters (the Turkish and Dutch ones among them), digits, a space
    /// and every kind of ASCII punctuation and symbol, and of four over a smaller set.
    private static let shortTexts: [String] = {
        func all(_ alphabet: [String], upTo length: Int) -> [String] {
            var texts = [""], last = [""]
            for _ in 0..<length {
                last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
                texts += last
            }
            return texts
        }
        let wide = ["a", "Z", "i", "I", "j", "1", " ", ".", "'", ",", ";", "_", "-", "$", "%", ":", "é", "\t"]
        return all(wide, upTo: 3) + all(["a", "B", "i", "0", " ", ".", "'", "_", "^"], upTo: 4).filter { $0.count == 4 }
    }()

    /// Seeded random printable ASCII texts up to 24 characters, and the words kiosk's variables write.
    private static let longTexts: [String] = {
        var random = SeededGenerator(seed: 29)
        let generated = (0..<1_500).map { _ in
            String(decoding: (0..<Int.random(in: 1...24, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }, as: UTF8.self)
        }
        let words = UnitWords.builtInTables.values.flatMap(\.values)
        return generated + words + ["free", "$1.99", "1 week", "3 days", "kostenlos", "ijssel", "istanbul", "don't stop", "a.b.c", "1,000.50 yen",
                                    "hello_world", "x:y", "EU:n", "rock'n'roll", "10x faster", "2nd try", "e-mail", "no.1",
                                    "https://example.com/kiosk/terms?lang=de", "a@b.com", "www.kiosk.app", "and/or", "c/o", "v1.2.3-beta",
                                    "ALL CAPS", "mIxEd CaSe", "#1 pick", "50% off", "(annual)", "[trial]", "{x}", "a&b", "x*y", "a\\b", "\"quoted\""]
    }()

    @Test func lowercasingAndUppercasingAreFoundations() {
        for locale in Self.locales {
            let foundation = Locale(identifier: locale)
            for text in Self.shortTexts + Self.longTexts {
                #expect(LocaleCase.lowercased(text, localeIdentifier: locale) == text.lowercased(with: foundation), "\(locale): \(text.debugDescription)")
                #expect(LocaleCase.uppercased(text, localeIdentifier: locale) == text.uppercased(with: foundation), "\(locale): \(text.debugDescription)")
            }
        }
    }

    @Test func capitalizingIsFoundations() {
        for locale in Self.locales {
            let foundation = Locale(identifier: locale)
            for text in Self.shortTexts + Self.longTexts {
                #expect(LocaleCase.capitalized(text, localeIdentifier: locale) == text.capitalized(with: foundation), "\(locale): \(text.debugDescription)")
            }
        }
    }
}
