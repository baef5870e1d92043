import Foundation
import Testing
@testable import PaywallModel

@Suite("Placement resolution")
struct PlacementResolverTests {
    static let json = #"""
    {
      "current_offering_id": "main",
      "offerings": [
        {"identifier": "main", "packages": [{"identifier": "$rc_monthly", "platform_product_identifier": "m"}],
         "paywall": {"template_name": "2", "config": {"packages": ["$rc_monthly"]}, "localized_strings": {"en_US": {"title": "Main"}}}},
        {"identifier": "promo", "packages": [{"identifier": "$rc_annual", "platform_product_identifier": "a"},
                                             {"identifier": "gone", "platform_product_identifier": "not.in.catalog"}]},
        {"identifier": "broken", "packages": [{"identifier": "$rc_annual", "platform_product_identifier": "a"}],
         "paywall": {"template_name": "9", "config": {}, "localized_strings": {"en_US": {}}}}
      ],
      "placements": {
        "fallback_offering_id": "promo",
        "offering_ids_by_placement": {"onboarding": "main", "settings": null, "upgrade": "broken", "lost": "nowhere"},
        "kiosk_audiences_by_placement": {
          "onboarding": [
            {"id": "french", "condition": {"==": [{"var": "language"}, "fr"]},
             "variants": [{"id": "promo", "offering_id": "promo", "weight": 100}]},
            {"id": "pro_users", "condition": {"==": [{"var": "attributes.plan"}, "pro"]},
             "variants": [{"id": "hidden", "offering_id": null, "weight": 100}]},
            {"id": "us_test", "condition": {"in": [{"var": "country"}, ["US", "CA"]]},
             "variants": [{"id": "a", "offering_id": "main", "weight": 30}, {"id": "b", "offering_id": "promo", "weight": 30}]}
          ]
        }
      }
    }
    """#

    static let catalog = Catalog(products: [
        Product(id: "m", kind: .autoRenewableSubscription, referenceName: "Monthly", price: 4.99),
        Product(id: "a", kind: .nonConsumable, referenceName: "Annual", price: 29.99),
    ])

    func resolver() throws -> PlacementResolver {
        PlacementResolver(document: try OfferingsDocument.decode(Data(Self.json.utf8), source: "p.json"), catalog: Self.catalog)
    }

    func context(_ id: String = "install-1", country: String? = "DE", languages: [String] = ["de-DE"], plan: String = "free") -> CustomerContext {
        CustomerContext(customAttributes: ["plan": plan], storefrontCountry: country, preferredLanguages: languages, installID: id)
    }

    @Test func mappedPlacementShowsItsOffering() throws {
        let resolution = try resolver().resolve("onboarding", context: context())
        #expect(resolution.offering?.identifier == "main")
        guard case .paywall(_, .template(let paywall), .placementMap) = resolution.outcome else {
            Issue.record("\(resolution.outcome)")
            return
        }
        #expect(paywall.templateName == "2")
    }

    @Test func nullMappedPlacementShowsNothing() throws {
        #expect(try resolver().resolve("settings", context: context()).outcome == .nothing(.placementTurnedOff("settings")))
    }

    @Test func unmappedPlacementUsesTheFallbackWithADefaultPaywall() throws {
        let resolution = try resolver().resolve("anything", context: context())
        guard case .paywall(let offering, .default(let paywall), .fallbackOffering) = resolution.outcome else {
            Issue.record("\(resolution.outcome)")
            return
        }
        #expect(offering?.identifier == "promo")
        #expect(paywall.packages.map(\.identifier) == ["$rc_annual"])
    }

    @Test func invalidPaywallIsReplacedByTheDefaultSaySo() throws {
        let resolution = try resolver().resolve("upgrade", context: context())
        guard case .paywall(_, .default(let paywall), .placementMap) = resolution.outcome else {
            Issue.record("\(resolution.outcome)")
            return
        }
        #expect(paywall.offeringID == "broken")
        #expect(resolution.notes.first?.contains("template \"9\"") == true)
    }

    @Test func unknownOfferingFallsBackToTheWholeCatalog() throws {
        let resolution = try resolver().resolve("lost", context: context())
        guard case .paywall(nil, .default(let paywall), .wholeCatalog) = resolution.outcome else {
            Issue.record("\(resolution.outcome)")
            return
        }
        #expect(paywall.packages.map(\.productID) == ["m", "a"])
        #expect(resolution.notes == ["offering \"nowhere\" is not in the document: default paywall of the whole catalog"])
    }

    @Test func firstMatchingAudienceWins() throws {
        let resolver = try resolver()
        let french = resolver.resolve("onboarding", context: context(country: "US", languages: ["fr-CA"], plan: "pro"))
        #expect(french.offering?.identifier == "promo")
        guard case .paywall(_, _, .experiment(let audience, let variant, _)) = french.outcome else {
            Issue.record("\(french.outcome)")
            return
        }
        #expect(audience == "french")
        #expect(variant == "promo")
        let pro = resolver.resolve("onboarding", context: context(country: "US", plan: "pro"))
        #expect(pro.outcome == .nothing(.variantShowsNothing(audienceID: "pro_users", variantID: "hidden")))
    }

    @Test func weightsSplitCustomersAndLeaveAHoldout() throws {
        let resolver = try resolver()
        var counts: [String: Int] = [:]
        for index in 0..<2000 {
            let resolution = resolver.resolve("onboarding", context: context("install-\(index)", country: "US"))
            switch resolution.outcome {
            case .paywall(_, _, .experiment(_, let variant, _)): counts[variant, default: 0] += 1
            case .nothing(.holdout): counts["holdout", default: 0] += 1
            default: Issue.record("unexpected \(resolution.outcome)")
            }
        }
        #expect((500...700).contains(counts["a"] ?? 0), "\(counts)")
        #expect((500...700).contains(counts["b"] ?? 0), "\(counts)")
        #expect((700...900).contains(counts["holdout"] ?? 0), "\(counts)")
    }

    @Test func variantIsStableForAnInstall() throws {
        let resolver = try resolver()
        let first = resolver.resolve("onboarding", context: context("stable-install", country: "CA"))
        for _ in 0..<5 {
            #expect(resolver.resolve("onboarding", context: context("stable-install", country: "CA")) == first)
        }
    }

    @Test func bucketsArePinnedAcrossMachines() {
        // FNV-1a 64 + SplitMix64 finalizer (checked with an independent Python implementation) of "onboarding/us_test/1/install-42", mod 100; if this changes,
        // every customer changes variant.
        #expect(VariantBucketing.bucket(installID: "install-42", placement: "onboarding", audienceID: "us_test", version: 1) == 75)
        #expect(VariantBucketing.bucket(installID: "install-42", placement: "onboarding", audienceID: "us_test", version: 2)
                != VariantBucketing.bucket(installID: "install-42", placement: "onboarding", audienceID: "us_test", version: 1))
    }

    @Test func noPlacementsAndNoCurrentOfferingMeansTheWholeCatalog() throws {
        let document = try OfferingsDocument.decode(Data(#"{"offerings": []}"#.utf8), source: "empty.json")
        let resolution = PlacementResolver(document: document, catalog: Self.catalog).resolve("x", context: context())
        #expect(resolution.paywall == .default(DefaultPaywall.from(catalog: Self.catalog)))
    }

    @Test func weightsOverAHundredAreRefused() {
        let json = #"{"offerings": [], "placements": {"kiosk_audiences_by_placement": {"p": [{"id": "x", "variants": [{"id": "a", "offering_id": "o", "weight": 80}, {"id": "b", "offering_id": "o", "weight": 30}]}]}}}"#
        #expect(throws: DocumentError.self) { try OfferingsDocument.decode(Data(json.utf8), source: "w.json") }
    }
}

@Suite("Template paywalls with unknown variables")
struct UnknownTemplateVariableTests {
    @Test func anUnknownV1VariableMakesThePaywallFallBackToTheDefault() throws {
        let json = #"""
        {"current_offering_id": "o", "offerings": [{"identifier": "o",
          "packages": [{"identifier": "$rc_monthly", "platform_product_identifier": "m"}],
          "paywall": {"template_name": "1", "config": {"packages": ["$rc_monthly"]},
                      "localized_strings": {"en_US": {"title": "Hi", "call_to_action": "Buy", "offer_name": "{{ period }}"}}}}]}
        """#
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "v1.json")
        let resolution = PlacementResolver(document: document, catalog: PlacementResolverTests.catalog)
            .resolve("any", context: CustomerContext(installID: "i"))
        guard case .paywall(_, .default(let paywall), .currentOffering) = resolution.outcome else {
            Issue.record("\(resolution.outcome)")
            return
        }
        #expect(paywall.packages.map(\.identifier) == ["$rc_monthly"])
        #expect(resolution.notes == ["the paywall of \"o\" cannot be drawn (unknown variable \"period\" in localized_strings.en_US.offer_name): default paywall shown"])
    }

    /// Found by QA: a v1 paywall whose packages all sell products the catalog lacks was drawn with its raw
    /// placeholders ("{{ product_name }}") and a button that sold nothing, without a word.
    @Test func aPaywallSellingNothingOfTheCatalogIsNotDrawn() throws {
        let json = #"""
        {"current_offering_id": "lost", "offerings": [
          {"identifier": "lost", "packages": [{"identifier": "$rc_monthly", "platform_product_identifier": "x.monthly"},
                                              {"identifier": "$rc_annual", "platform_product_identifier": "x.annual"}],
           "paywall": {"template_name": "2", "config": {"packages": ["$rc_monthly"]}, "localized_strings": {"en_US": {"title": "T"}}}}
        ]}
        """#
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "lost.json")
        let resolution = PlacementResolver(document: document, catalog: PlacementResolverTests.catalog).resolve(offering: try #require(document.offering("lost")))
        guard case .paywall(_, .default, _) = resolution.outcome else {
            Issue.record("drawn as published: \(resolution.outcome)")
            return
        }
        #expect(resolution.notes.contains { $0.contains("none of its packages sells a product of the catalog") && $0.contains("x.monthly") },
                "\(resolution.notes)")
        // Without a catalog nothing is known about the products, and the paywall is drawn as published.
        guard case .paywall(_, .template, _) = PlacementResolver(document: document, catalog: nil).resolve(offering: try #require(document.offering("lost"))).outcome else {
            Issue.record("without a catalog the published paywall is drawn")
            return
        }
    }

    /// Found by QA: a v2 paywall with no strings for its default locale was drawn with no text at all; RevenueCat
    /// shows its fallback paywall instead.
    @Test func aComponentsPaywallWithoutDefaultStringsIsNotDrawn() throws {
        let json = #"""
        {"current_offering_id": "main", "offerings": [
          {"identifier": "main", "packages": [{"identifier": "$rc_monthly", "platform_product_identifier": "m"}],
           "paywall_components": {"default_locale": "en_US", "components_localizations": {"fr_FR": {}},
             "components_config": {"base": {"stack": {"type": "stack", "components": []}}}}}
        ]}
        """#
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "nostrings.json")
        let resolution = PlacementResolver(document: document, catalog: PlacementResolverTests.catalog).resolve(offering: try #require(document.offering("main")))
        guard case .paywall(_, .default, _) = resolution.outcome else {
            Issue.record("drawn as published: \(resolution.outcome)")
            return
        }
        #expect(resolution.notes.contains { $0.contains("no strings for its default locale \"en_US\"") }, "\(resolution.notes)")
    }
}
