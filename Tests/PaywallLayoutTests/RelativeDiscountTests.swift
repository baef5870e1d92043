import Foundation
import Testing
import PaywallModel
@testable import PaywallLayout

/// Relative discounts are measured as RevenueCat measures them: within the packages outside tabs plus the
/// shown tab's (the demo's Kiosk Plus tabs: premium annual and monthly; standard annual, monthly and weekly).
@Suite("Relative discounts")
struct RelativeDiscountTests {
    let document = OfferingsDocument.demo
    let catalog = Catalog.demo

    func tiers() throws -> (offering: Offering, paywall: ComponentsPaywall) {
        let offering = try document.offering("plus_tiers").orThrow()
        guard case .components(let paywall)? = offering.paywall else { throw CocoaError(.fileReadCorruptFile) }
        return (offering, paywall)
    }

    func presentation(tab: String?, locale: String = "en_US") throws -> PaywallPresentation {
        let (offering, paywall) = try tiers()
        return PaywallPresentation.priced(offering: offering, paywall: .components(paywall), uiConfig: document.uiConfig, catalog: catalog,
                                          locale: locale, selectedTabID: tab, now: Date())
    }

    @Test func theReferenceIsTheShownTabsPackages() throws {
        let paywall = try tiers().paywall
        #expect(paywall.discountReferencePackages(selectedTabID: "standard") == ["standard_annual", "standard_monthly", "basic_weekly"])
        #expect(paywall.discountReferencePackages(selectedTabID: "premium") == ["premium_annual", "premium_monthly"])
        #expect(paywall.discountReferencePackages(selectedTabID: nil) == ["premium_annual", "premium_monthly"])
    }

    @Test func aPackageIsComparedWithItsOwnTabOnly() throws {
        let (offering, _) = try tiers()
        let priced = Dictionary(uniqueKeysWithValues: PackagePricing.forPackages(offering.packages, catalog: catalog, eligibility: OfferEligibility())
            .map { ($0.packageID, $0.periodicPrice!) })
        let standardReference = ["standard_monthly", "basic_weekly"].map { priced[$0]! }.max { $0.per(.month).amount < $1.per(.month).amount }!
        let withinTab = try #require(priced["standard_annual"]!.discount(comparedTo: standardReference))
        let acrossTabs = try #require(priced["standard_annual"]!.discount(comparedTo: priced["premium_monthly"]!))
        #expect(withinTab.wholePercent != acrossTabs.wholePercent)
        let standard = try presentation(tab: "standard")
        #expect(standard.resolveVariables("{{ product.relative_discount }}", "standard_annual") == "\(withinTab.wholePercent)%")
        // The most expensive package per month of the tab has no discount.
        let mostExpensive = priced["standard_monthly"] == standardReference ? "standard_monthly" : "basic_weekly"
        #expect(standard.resolveVariables("{{ product.relative_discount }}", mostExpensive) == "")
    }

    @Test func everyShownSavingsPhraseHasItsNumber() throws {
        for locale in ["en_US", "de_DE", "ja_JP"] {
            for tab in ["premium", "standard"] {
                let presentation = try presentation(tab: tab, locale: locale)
                let (_, paywall) = try tiers()
                let raw = paywall.text("price_with_discount", locale: locale)
                let text = presentation.resolveVariables(raw, "\(tab)_annual")
                #expect(text.contains("%"), "\(locale) \(tab): \(text)")
            }
        }
    }
}
