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
        let missing = try #require(Fixtures.url("revenuecat/PaywallData-missing_current_locale.json"))
        let spanish = try TemplatePaywall.decode(Data(contentsOf: missing), source: "missing").paywall
        #expect(spanish.strings(for: "en_US")?.title == "Tienda")
    }

    @Test func componentTextsUseExactThenLanguageThenDefaultLocale() throws {
        let json = #"""
        {"offerings": [{"identifier": "o", "packages": [], "paywall_components": {"default_locale": "en_US",
          "components_config": {"base": {"stack": {"type": "stack", "components": []}}},
          "components_localizations": {"en_US": {"t": "Hello", "only": "Only English"}, "fr": {"t": "Bonjour"},
                                       "fr_CA": {"t": "Allô"}, "no": {"t": "Hei"}}}}]}
        """#
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "l.json")
        guard case .components(let paywall) = document.offerings[0].paywall else { Issue.record("no paywall"); return }
        #expect(paywall.text("t", locale: "fr_CA") == "Allô")
        #expect(paywall.text("t", locale: "fr_BE") == "Bonjour")
        #expect(paywall.text("t", locale: "nb_NO") == "Hei")
        #expect(paywall.text("t", locale: "nn") == "Hei")
        #expect(paywall.text("t", locale: "de_DE") == "Hello")
        #expect(paywall.text("only", locale: "fr_CA") == "Only English")
        #expect(paywall.text("absent", locale: "fr_CA") == "")
    }
}
