import Foundation
import Testing
import TestSupport
@testable import PaywallModel

@Suite("Paywall localization")
struct PaywallLocalizationTests {
    @Test(.needsFixtures) func templateStringsFallBackThroughLanguageToDefault() throws {
        let url = try #require(Fixtures.url("revenuecat/PaywallData-chinese.json"))
        let paywall = try TemplatePaywall.decode(Data(contentsOf: url), source: "chinese").paywall
        #expect(paywall.strings(for: "zh_Hant")?.title == "Traditional")
        #expect(paywall.strings(for: "zh-Hans")?.title == "Simplified")
        #expect(paywall.strings(for: "zh_Hans_CN")?.title == "Simplified")
        // Regions pick their script, as Apple platforms and RevenueCat do.
        for traditional in ["zh_TW", "zh_HK", "zh_MO", "zh-Hant-HK"] {
            #expect(paywall.strings(for: traditional)?.title == "Traditional", "\(traditional)")
        }
        for simplified in ["zh_CN", "zh_SG", "zh"] {
            #expect(paywall.strings(for: simplified)?.title == "Simplified", "\(simplified)")
        }
        let missing = try #require(Fixtures.url("revenuecat/PaywallData-missing_current_locale.json"))
        let spanish = try TemplatePaywall.decode(Data(contentsOf: missing), source: "missing").paywall
        #expect(spanish.strings(for: "en_US")?.title == "Tienda")
    }

    /// A v2 paywall with no components whose `default_locale` is en_US and whose localizations are `localizations` (JSON).
    private func componentsPaywall(localizations: String) throws -> ComponentsPaywall {
        let json = """
        {"offerings": [{"identifier": "o", "packages": [], "paywall_components": {"default_locale": "en_US",
          "components_config": {"base": {"stack": {"type": "stack", "components": []}}},
          "components_localizations": \(localizations)}}]}
        """
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "l.json")
        guard case .components(let paywall) = document.offerings[0].paywall else { throw DecodingFailure() }
        return paywall
    }

    private struct DecodingFailure: Error {}

    @Test func componentTextsUseExactThenLanguageThenDefaultLocale() throws {
        let paywall = try componentsPaywall(localizations: #"""
        {"en_US": {"t": "Hello", "only": "Only English"}, "fr": {"t": "Bonjour"}, "fr_CA": {"t": "Allô"}, "no": {"t": "Hei"}}
        """#)
        #expect(paywall.text("t", locale: "fr_CA") == "Allô")
        #expect(paywall.text("t", locale: "fr_BE") == "Bonjour")
        #expect(paywall.text("t", locale: "nb_NO") == "Hei")
        #expect(paywall.text("t", locale: "nn") == "Hei")
        #expect(paywall.text("t", locale: "de_DE") == "Hello")
        #expect(paywall.text("only", locale: "fr_CA") == "Only English")
        #expect(paywall.text("absent", locale: "fr_CA") == "")
    }

    @Test func componentTextsPickTheChineseScriptOfARegion() throws {
        let paywall = try componentsPaywall(localizations: #"{"en_US": {"t": "Hello"}, "zh_Hans": {"t": "简体"}, "zh_Hant": {"t": "繁體"}}"#)
        #expect(paywall.text("t", locale: "zh_TW") == "繁體")
        #expect(paywall.text("t", locale: "zh_HK") == "繁體")
        #expect(paywall.text("t", locale: "zh_CN") == "简体")
        #expect(paywall.text("t", locale: "zh_SG") == "简体")
    }
}
