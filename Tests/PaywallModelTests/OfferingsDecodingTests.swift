import Foundation
import Testing
import TestSupport
@testable import PaywallModel

@Suite("Offerings document decoding")
struct OfferingsDecodingTests {
    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: try #require(Fixtures.url("revenuecat/\(name)")))
    }

    func document(_ json: String) throws(DocumentError) -> OfferingsDocument {
        try OfferingsDocument.decode(Data(json.utf8), source: "inline.json")
    }

    @Test(.needsFixtures) func everyRevenueCatFixtureDecodes() throws {
        let files = Fixtures.files(in: "revenuecat").filter { $0.pathExtension == "json" }
        #expect(!files.isEmpty)
        var decoded = 0
        for file in files {
            let data = try Data(contentsOf: file)
            switch file.lastPathComponent {
            case "PaywallData-Sample1.json":
                continue
            case let name where name.hasPrefix("PaywallData"):
                _ = try TemplatePaywall.decode(data, source: name)
            case "UIConfig.json":
                let document = try JSONDocument(data: data)
                let reader = JSONReader(node: document.root, path: .root,
                                        context: DecodingContext(source: "UIConfig.json", document: document))
                let config = try reader.decode(UIConfig.self)
                #expect(config.localizations["es_ES"]?["monthly"] == "mensual")
                #expect(config.variableCompatibilityMap["new var"] == "guaranteed var")
                #expect(config.colors["secondary"]?.light == .linear(degrees: 45, points: [
                    GradientPoint(color: PaywallColor(hex: "#032400ff")!, percent: 0),
                    GradientPoint(color: PaywallColor(hex: "#090979ff")!, percent: 35),
                    GradientPoint(color: PaywallColor(hex: "#216c32ff")!, percent: 100),
                ]))
            case "template-packages.json":
                continue
            default:
                _ = try OfferingsDocument.decode(data, source: file.lastPathComponent)
            }
            decoded += 1
        }
        #expect(decoded == 7)
    }

    @Test(.needsFixtures) func allTwelveTemplatesDecodeWithNothingUnsupported() throws {
        let data = try fixture("v2-templates.json")
        let document = try OfferingsDocument.decode(data, source: "v2-templates.json")
        #expect(document.offerings.count == 12)
        #expect(document.issues.isEmpty, "\(document.issues)")
        var types: Set<String> = []
        for offering in document.offerings {
            guard case .components(let paywall) = offering.paywall else {
                Issue.record("\(offering.identifier) has no usable v2 paywall")
                continue
            }
            #expect(paywall.defaultLocale == "en_US")
            #expect(paywall.zeroDecimalPlaceCountries == ["TWN", "KAZ", "MEX", "PHL", "THA"])
            for component in paywall.allComponents { types.insert("\(component)".prefix { $0 != "(" }.description) }
        }
        #expect(types.isSuperset(of: ["text", "image", "icon", "stack", "button", "package", "purchaseButton", "stickyFooter"]))
        #expect(document.placements?.targets["template_004"] == .offering("template_004"))
        #expect(document.placements?.fallbackOfferingID == "template_001")
        #expect(document.uiConfig.localizations["en_US"]?["month_short"] == "mo")
    }

    @Test(.needsFixtures) func offeringsFixtureKeepsMetadataAndMarksTheBrokenPaywallInvalid() throws {
        let data = try fixture("Offerings.json")
        let document = try OfferingsDocument.decode(data, source: "Offerings.json")
        #expect(document.currentOfferingID == "default")
        #expect(document.offering("metadata")?.metadata["string"] == .string("five"))
        #expect(document.offering("metadata")?.metadata["int"] == .number("5"))
        #expect(document.offering("nullmetadata")?.metadata.isEmpty == true)
        guard case .invalid(let reason) = document.offering("invalid_paywall")?.paywall else {
            Issue.record("the invalid paywall was accepted")
            return
        }
        #expect(reason.contains("template_name"))
        #expect(document.issues.contains { $0.path == "$.offerings[5].paywall" && $0.severity == .error && $0.line == 134 })
        guard case .template(let paywall) = document.offering("paywall")?.paywall else {
            Issue.record("the v1 paywall did not decode")
            return
        }
        #expect(paywall.config.colors?.light.text1 == PaywallColor(red: 0xFF, green: 0x00, blue: 0xAA, alpha: 0x22))
        #expect(paywall.config.colors?.dark == nil)
        #expect(paywall.localizedStrings["es_ES"]?.title == "Tienda")
        guard case .template(let exit) = document.offering("paywall_with_exit_offers")?.paywall else {
            Issue.record("paywall_with_exit_offers has no template paywall")
            return
        }
        #expect(exit.exitOffers?.dismissOfferingID == "exit_offer_offering")
    }

    @Test(.needsFixtures) func sampleOneTrailingCommaIsRejectedAtTheComma() throws {
        let data = try fixture("PaywallData-Sample1.json")
        do {
            _ = try TemplatePaywall.decode(data, source: "PaywallData-Sample1.json")
            Issue.record("a trailing comma was accepted")
        } catch {
            #expect(error.issue.line == 68)
            #expect(error.issue.column == 65)
            #expect(error.description.hasPrefix("PaywallData-Sample1.json:68:65: error: expected another value after ','"))
        }
    }

    @Test(.needsFixtures) func readsBothColorSpellingsAndTiers() throws {
        let data = try fixture("PaywallData-multitier1.json")
        let paywall = try TemplatePaywall.decode(data, source: "multitier").paywall
        #expect(paywall.templateName == "7")
        #expect(paywall.config.tiers.map(\.id) == ["standard", "premium"])
        #expect(paywall.config.colorsByTier["premium"]?.light.accent1 == PaywallColor(hex: "#FF0000"))
        #expect(paywall.config.colors?.light.text1 == PaywallColor(hex: "#000000"))
        #expect(paywall.localizedStringsByTier["es_ES"]?["standard"]?.tierName == "Estándar")
        #expect(paywall.config.allPackages == ["standard_annual", "standard_monthly", "premium_annual", "premium_monthly"])
    }

    @Test(.needsFixtures) func emptyLocalizationArrayAndCamelCaseKeysAreAccepted() throws {
        let data = try fixture("OfferingsWithPaywallComponents.json")
        let document = try OfferingsDocument.decode(data, source: "components")
        guard case .components(let paywall) = document.offering("paywall_components_with_zero_decimal_countries")?.paywall else {
            Issue.record("no v2 paywall")
            return
        }
        #expect(paywall.zeroDecimalPlaceCountries.contains("IND"))
        #expect(paywall.localizations.isEmpty)
        guard case .components(let drafted) = document.offering("paywall_components_with_draft")?.paywall,
              case .text(let text) = drafted.base.stack.components.first else {
            Issue.record("no text component")
            return
        }
        #expect(text.fontWeight == .thin)
        #expect(document.offering("only_draft_paywall_components")?.paywall == nil)
    }

    @Test func errorsNameTheJSONPath() {
        let json = #"{"offerings": [{"identifier": "a", "packages": [{"identifier": "p", "platform_product_identifier": 5}]}]}"#
        #expect(throws: DocumentError.self) { try document(json) }
        do {
            _ = try document(json)
        } catch {
            #expect(error.description == "inline.json:1:100: $.offerings[0].packages[0].platform_product_identifier: error: expected a string, found a number")
        }
    }

    @Test func placementsKeepExplicitNull() throws {
        let doc = try document(#"""
        {"offerings": [], "placements": {"fallback_offering_id": "x",
         "offering_ids_by_placement": {"a": "one", "b": null}}}
        """#)
        #expect(doc.placements?.targets == ["a": .offering("one"), "b": .nothing])
    }

    @Test func unknownComponentUsesItsFallbackOrInvalidatesThePaywall() throws {
        func paywall(_ component: String) -> String {
            #"{"offerings": [{"identifier": "o", "packages": [], "paywall_components": {"components_config": {"base": {"stack": {"type": "stack", "components": ["# + component + #"]}}}}}]}"#
        }
        let withFallback = try document(paywall(#"{"type": "hologram", "fallback": {"type": "text", "text_lid": "t"}}"#))
        guard case .components(let drawn) = withFallback.offerings[0].paywall,
              case .text(let text) = drawn.base.stack.components.first else {
            Issue.record("the fallback was not used")
            return
        }
        #expect(text.textLID == "t")
        #expect(withFallback.issues.map(\.severity) == [.warning])

        let without = try document(paywall(#"{"type": "hologram"}"#))
        guard case .invalid(let reason) = without.offerings[0].paywall else {
            Issue.record("an unsupported component was accepted")
            return
        }
        #expect(reason.contains("unsupported component type \"hologram\""))
        #expect(without.issues.first?.path == "$.offerings[0].paywall_components.components_config.base.stack.components[0].type")
    }
}
