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

    private func best(_ requested: String, _ available: [String], default defaultLocale: String? = nil) -> String? {
        LocaleFallback.bestMatch(for: requested, among: available, defaultLocale: defaultLocale, allowsAnyFallback: false)
    }

    @Test func chineseRegionsPickTheirScript() {
        let both = ["zh_Hans", "zh_Hant", "en_US"]
        for region in ["zh_TW", "zh_HK", "zh_MO", "zh-Hant-HK", "ZH-tw"] { #expect(best(region, both) == "zh_Hant", "\(region)") }
        for region in ["zh_CN", "zh_SG", "zh", "zh-Hans-SG"] { #expect(best(region, both) == "zh_Hans", "\(region)") }
        // The same script in another region before any other Chinese.
        #expect(best("zh_HK", ["zh_CN", "zh_TW"]) == "zh_TW")
        #expect(best("zh_SG", ["zh_TW", "zh_CN"]) == "zh_CN")
    }

    @Test func theChainRunsLanguageScriptRegionThenLanguageScriptThenLanguageThenDefault() {
        let available = ["en", "zh", "zh_Hans", "zh_Hant", "zh_Hant_HK", "zh_TW"]
        #expect(best("zh_TW", available) == "zh_TW")
        #expect(best("zh_Hant_TW", available) == "zh_TW")
        #expect(best("zh_HK", available) == "zh_Hant_HK")
        #expect(best("zh_MO", available) == "zh_Hant")
        #expect(best("zh_MO", ["zh", "zh_TW"]) == "zh_TW")
        #expect(best("zh_TW", ["en", "zh"]) == "zh")
        // RevenueCat's last resort before the default: any locale of the language.
        #expect(best("zh_TW", ["en", "zh_Hans"], default: "en") == "zh_Hans")
        #expect(best("fr_CA", ["en", "zh_Hant"], default: "zh_HK") == "zh_Hant")
        #expect(best("fr_CA", ["en", "de"], default: "ja") == nil)
    }

    @Test func scriptsAndDeprecatedCodesOfOtherLanguages() {
        #expect(best("sr_ME", ["sr", "sr_Latn"]) == "sr_Latn")
        #expect(best("sr_RS", ["sr_Latn", "sr"]) == "sr")
        #expect(best("in_ID", ["en", "id"]) == "id")
        #expect(best("iw", ["en", "he_IL"]) == "he_IL")
        #expect(best("nb_NO", ["en", "no"]) == "no")
    }
}
