import Foundation
import Testing
import TestSupport
import PaywallModel
@testable import PaywallLayout

@Suite("Presentations and glyphs")
struct PresentationTests {
    @Test(.needsFixtures) func pricedPresentationsFillVariablesAndMarkOffers() throws {
        let document = try #require(PaywallFixtures.templates)
        let catalog = try #require(PaywallFixtures.catalog)
        let offering = try document.offering("template_001").orThrow()
        guard case .components(let paywall)? = offering.paywall else { Issue.record("no v2 paywall"); return }
        let newCustomer = PaywallPresentation.priced(offering: offering, paywall: .components(paywall), uiConfig: document.uiConfig, catalog: catalog, now: Date())
        #expect(newCustomer.resolveVariables("{{ product.price_per_period }}", "$rc_annual") == "$59.99/year")
        #expect(newCustomer.resolveVariables("{{ product.price_per_period }}", "$rc_monthly") == "$9.99/month")
        #expect(newCustomer.introOfferEligiblePackages == ["$rc_annual", "$rc_monthly"])
        let groups = Set(catalog.subscriptionGroups.map(\.id))
        let returning = PaywallPresentation.priced(offering: offering, paywall: .components(paywall), uiConfig: document.uiConfig, catalog: catalog,
                                                   eligibility: OfferEligibility(ineligibleGroupIDs: groups), now: Date())
        #expect(returning.introOfferEligiblePackages.isEmpty)
    }

    @Test func aDefaultPaywallFromTheWholeCatalogGetsAnOfferingOfItsPackages() {
        let packages = [OfferingPackage(identifier: "a", productID: "a")]
        let fallback = DefaultPaywall.from(offering: Offering(identifier: "x", packages: packages), catalog: nil)
        let presentation = PaywallPresentation.priced(offering: nil, paywall: .default(fallback), uiConfig: UIConfig(), catalog: nil, now: Date())
        #expect(presentation.offering.packages == packages)
        #expect(presentation.locale == "en_US")
    }

    @Test func glyphsFollowTheLocalesCharacterSet() {
        #expect(Glyphs.detect(["LANG": "en_US.UTF-8"]) == .unicode)
        #expect(Glyphs.detect(["LC_ALL": "C.utf8", "LANG": "C"]) == .unicode)
        #expect(Glyphs.detect(["LC_ALL": "C"]) == .ascii)
        #expect(Glyphs.detect(["LC_CTYPE": "", "LANG": "POSIX"]) == .ascii)
        #expect(Glyphs.detect([:]) == .unicode)
    }
}
