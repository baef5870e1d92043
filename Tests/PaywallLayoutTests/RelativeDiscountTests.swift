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

    /// Found by QA (helper-87): with a weekly package added to template_001's offering only, its paywall said
    /// "62% OFF" though it shows Yearly and Monthly alone (50%): without tabs, the reference was every package of the
    /// offering. It is the paywall's package components, as RevenueCat's SDK builds it from the paywall's packages.
    @Test func withoutTabsTheReferenceIsThePackagesThePaywallShowsNotTheOfferings() throws {
        func package(_ id: String) -> String {
            #"{"type": "package", "package_id": "\#(id)", "stack": {"type": "stack", "components": [{"type": "text", "text_lid": "save"}]}}"#
        }
        let json = """
            {"current_offering_id": "o", "offerings": [{"identifier": "o", "packages": [
               {"identifier": "$rc_annual", "platform_product_identifier": "demo.plus.standard.yearly"},
               {"identifier": "$rc_monthly", "platform_product_identifier": "demo.plus.standard.monthly"},
               {"identifier": "$rc_weekly", "platform_product_identifier": "demo.plus.basic.weekly"}],
             "paywall_components": {"default_locale": "en_US",
               "components_config": {"base": {"stack": {"type": "stack", "components": [\(package("$rc_annual")), \(package("$rc_monthly"))]}}},
               "components_localizations": {"en_US": {"save": "{{ product.relative_discount }}"}}}}]}
            """
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "weekly-not-shown.json")
        let offering = try document.offering("o").orThrow()
        guard case .components(let paywall)? = offering.paywall else { throw CocoaError(.fileReadCorruptFile) }
        #expect(paywall.discountReferencePackages(selectedTabID: nil) == ["$rc_annual", "$rc_monthly"])
        let priced = Dictionary(uniqueKeysWithValues: PackagePricing.forPackages(offering.packages, catalog: catalog, eligibility: OfferEligibility())
            .map { ($0.packageID, $0.periodicPrice!) })
        let shown = try #require(priced["$rc_annual"]!.discount(comparedTo: priced["$rc_monthly"]!))
        let withWeekly = try #require(priced["$rc_annual"]!.discount(comparedTo: priced["$rc_weekly"]!))
        #expect(shown.wholePercent != withWeekly.wholePercent, "the weekly plan costs more a month: it would change the figure")
        let presentation = PaywallPresentation.priced(offering: offering, paywall: .components(paywall), uiConfig: document.uiConfig,
                                                      catalog: catalog, locale: "en_US", now: Date())
        #expect(presentation.resolveVariables("{{ product.relative_discount }}", "$rc_annual") == "\(shown.wholePercent)%")
        #expect(presentation.resolveVariables("{{ product.relative_discount }}", "$rc_monthly") == "", "the dearest package shown has none")
    }
}
