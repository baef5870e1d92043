import Foundation
import Testing
import PaywallModel
@testable import PaywallLayout

/// The words marking a package the customer already has speak the paywall's language: the language of its texts
/// (v2 and v1, as RevenueCat's own words follow the paywall's locale), the customer's for kiosk's default
/// paywall, in the languages kiosk ships (English, German, Japanese).
@Suite("The current plan's words")
struct CurrentPlanWordsTests {
    let document = OfferingsDocument.demo

    /// The demo offering `id` drawn for `locale`, with `owned` the customer's (and selected), and `scheduled` the
    /// packages of a change waiting for its renewal.
    func drawn(_ id: String, locale: String, owned: String, scheduled: Set<String> = []) throws -> String {
        let offering = try document.offering(id).orThrow()
        let paywall: ResolvedPaywall
        switch offering.paywall {
        case .components(let components)?: paywall = .components(components)
        case .template(let template)?: paywall = .template(template)
        default: paywall = .default(DefaultPaywall.from(offering: offering, catalog: Catalog.demo))
        }
        var presentation = PaywallPresentation.priced(offering: offering, paywall: paywall, uiConfig: document.uiConfig,
                                                      catalog: Catalog.demo, locale: locale, now: Date())
        presentation.currentPlanPackages = [owned]
        presentation.scheduledPlanPackages = scheduled
        presentation.keptPlanPackages = scheduled.isEmpty ? [] : [owned]
        presentation.selectedPackageID = owned
        return PaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: 80, height: 60).buffer.text
    }

    @Test(arguments: [("en_US", "Your current plan"), ("de_DE", "Dein aktueller Plan"), ("ja_JP", "ご利用中のプラン"),
                      ("de_AT", "Dein aktueller Plan"), ("fr_FR", "Your current plan")])
    func aV2AndAV1PaywallMarkTheCurrentPlanInTheLanguageOfTheirTexts(locale: String, words: String) throws {
        for (offering, owned) in [("plus_trial", "$rc_annual"), ("news", "$rc_monthly")] {
            let text = try drawn(offering, locale: locale, owned: owned)
            #expect(text.contains(words), "\(offering) in \(locale):\n\(text)")
            if words != "Your current plan" { #expect(!text.contains("Your current plan"), "\(offering) in \(locale):\n\(text)") }
        }
    }

    /// Found by QA: while a change waited for the renewal, the current plan's button read "Your current plan", yet
    /// Enter on it kept the plan and dropped the change; nothing marked the plan the change starts.
    @Test(arguments: [("en_US", "Keep your current plan", "Starts at renewal"), ("de_DE", "Aktuellen Plan behalten", "Ab der Verlängerung"),
                      ("ja_JP", "現在のプランを継続", "次回更新から")])
    func whileAChangeWaitsTheCurrentPlansButtonKeepsItAndTheChangesPlanIsMarked(locale: String, keep: String, starts: String) throws {
        for (offering, owned, scheduled) in [("plus_trial", "$rc_annual", "$rc_monthly"), ("news", "$rc_monthly", "$rc_three_month")] {
            let text = try drawn(offering, locale: locale, owned: owned, scheduled: [scheduled])
            #expect(text.contains(keep) && text.contains(starts), "\(offering) in \(locale):\n\(text)")
            let plain = try drawn(offering, locale: locale, owned: owned)
            #expect(!plain.contains(keep) && !plain.contains(starts), "no change waits: \(offering) in \(locale):\n\(plain)")
        }
        let packages = [OfferingPackage(identifier: "$rc_annual", productID: "demo.plus.premium.yearly"),
                        OfferingPackage(identifier: "$rc_monthly", productID: "demo.plus.standard.monthly")]
        let offering = Offering(identifier: "plain", packages: packages)
        let paywall = ResolvedPaywall.default(DefaultPaywall.from(offering: offering, catalog: Catalog.demo))
        var presentation = PaywallPresentation.priced(offering: offering, paywall: paywall, uiConfig: UIConfig(), catalog: Catalog.demo, locale: locale, now: Date())
        presentation.currentPlanPackages = ["$rc_annual"]
        presentation.scheduledPlanPackages = ["$rc_monthly"]
        presentation.keptPlanPackages = ["$rc_annual"]
        presentation.selectedPackageID = "$rc_annual"
        let text = PaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: 80, height: 16).buffer.text
        #expect(text.contains(keep) && text.contains(starts), "default paywall in \(locale):\n\(text)")
    }

    /// Found in review: "Keep your current plan" was decided for the whole paywall, so a second current plan (another
    /// group) whose subscription has no change waiting read it too, though Enter there keeps nothing.
    @Test func onlyAPlanWithAChangeWaitingHasTheKeepButton() {
        let packages = [OfferingPackage(identifier: "plus", productID: "demo.plus.premium.yearly"),
                        OfferingPackage(identifier: "news", productID: "demo.news.allaccess.monthly")]
        let offering = Offering(identifier: "plain", packages: packages)
        let paywall = ResolvedPaywall.default(DefaultPaywall.from(offering: offering, catalog: Catalog.demo))
        var presentation = PaywallPresentation.priced(offering: offering, paywall: paywall, uiConfig: UIConfig(), catalog: Catalog.demo, locale: "en_US", now: Date())
        presentation.currentPlanPackages = ["plus", "news"]
        presentation.keptPlanPackages = ["plus"]
        for (selected, keeps) in [("plus", true), ("news", false)] {
            presentation.selectedPackageID = selected
            let text = PaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: 80, height: 16).buffer.text
            #expect(text.contains("Keep your current plan") == keeps, "\(selected):\n\(text)")
        }
    }

    @Test func theDefaultPaywallMarksTheCurrentPlanInTheCustomersKioskLanguage() {
        let offering = Offering(identifier: "plain", packages: [OfferingPackage(identifier: "$rc_monthly", productID: "demo.plus.premium.monthly")])
        let paywall = ResolvedPaywall.default(DefaultPaywall.from(offering: offering, catalog: Catalog.demo))
        for (locale, words) in [("de_DE", "Dein aktueller Plan"), ("ja_JP", "ご利用中のプラン"), ("fr_FR", "Your current plan")] {
            var presentation = PaywallPresentation.priced(offering: offering, paywall: paywall, uiConfig: UIConfig(), catalog: Catalog.demo, locale: locale, now: Date())
            presentation.currentPlanPackages = ["$rc_monthly"]
            let text = PaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: 60, height: 12).buffer.text
            #expect(text.contains(words), "\(locale):\n\(text)")
        }
    }

    @Test func aPaywallWithEnglishTextsOnlyMarksTheCurrentPlanInEnglish() throws {
        // A v2 paywall localized only in English is English for a German customer, its added words included.
        let offering = try document.offering("store").orThrow()
        guard case .components(var paywall)? = offering.paywall else { Issue.record("the demo store is a v2 paywall"); return }
        paywall.localizations = paywall.localizations.filter { $0.key == "en_US" }
        var presentation = PaywallPresentation.priced(offering: offering, paywall: .components(paywall), uiConfig: document.uiConfig,
                                                      catalog: Catalog.demo, locale: "de_DE", now: Date())
        presentation.currentPlanPackages = ["$rc_lifetime"]
        let text = PaywallRenderer.render(.components(paywall), presentation: presentation, look: PaywallLook(), width: 80, height: 40).buffer.text
        #expect(text.contains("Your current plan") && !text.contains("Dein aktueller Plan"), "\(text)")
    }
}
