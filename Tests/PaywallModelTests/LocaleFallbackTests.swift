import Testing
@testable import PaywallModel

@Suite("Locale fallback")
struct LocaleFallbackTests {
    private let texts = [
        LocalizedText(locale: "en_US", displayName: "Coins", description: ""),
        LocalizedText(locale: "de", displayName: "Münzen", description: ""),
        LocalizedText(locale: "de_AT", displayName: "Münzen (AT)", description: ""),
        LocalizedText(locale: "ja_JP", displayName: "コイン", description: ""),
        LocalizedText(locale: "nb", displayName: "Mynter", description: ""),
    ]

    @Test func prefersTheExactLocaleInAnySpelling() {
        #expect(texts.best(for: "de_AT", catalogLocale: "en_US")?.displayName == "Münzen (AT)")
        #expect(texts.best(for: "de-at", catalogLocale: "en_US")?.displayName == "Münzen (AT)")
    }

    @Test func thenTheLanguage() {
        #expect(texts.best(for: "de_CH", catalogLocale: "en_US")?.displayName == "Münzen")
        #expect(texts.best(for: "ja", catalogLocale: "en_US")?.displayName == "コイン")
        #expect(texts.best(for: "en_GB", catalogLocale: "ja_JP")?.displayName == "Coins")
    }

    @Test func norwegianVariantsShareALanguage() {
        #expect(texts.best(for: "no_NO", catalogLocale: "en_US")?.displayName == "Mynter")
        #expect(texts.best(for: "nn", catalogLocale: "en_US")?.displayName == "Mynter")
    }

    @Test func thenTheCatalogLocaleThenTheFirst() {
        #expect(texts.best(for: "fr_FR", catalogLocale: "ja_JP")?.displayName == "コイン")
        #expect(texts.best(for: "fr_FR", catalogLocale: "it_IT")?.displayName == "Coins")
        #expect(texts.best(for: nil, catalogLocale: nil)?.displayName == "Coins")
        #expect([LocalizedText]().best(for: "en", catalogLocale: "en") == nil)
    }

    @Test func canRefuseTheAnyFallback() {
        #expect(LocaleFallback.bestMatch(for: "fr", among: ["en", "de"], allowsAnyFallback: false) == nil)
        #expect(LocaleFallback.bestMatch(for: "fr", among: ["en", "de"], defaultLocale: "de_DE", allowsAnyFallback: false) == "de")
    }
}
