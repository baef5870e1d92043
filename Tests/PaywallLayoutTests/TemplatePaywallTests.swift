import Foundation
import Testing
import PaywallModel
import TestSupport
@testable import PaywallLayout

@Suite("v1 templates and the default paywall")
struct TemplatePaywallTests {
    /// Variables filled without a catalog: each package's name and price by its id.
    private let variables: @Sendable (String, String?) -> String = { text, package in
        let name = package == "$rc_annual" ? "Annual" : package == "$rc_monthly" ? "Monthly" : "Lifetime"
        return text.replacingOccurrences(of: "{{ sub_period }}", with: name)
            .replacingOccurrences(of: "{{ total_price_and_per_month }}", with: package == "$rc_annual" ? "$59.99/yr" : "$9.99/mo")
            .replacingOccurrences(of: "{{ price_per_period }}", with: package == "$rc_annual" ? "$59.99/yr" : "$9.99/mo")
            .replacingOccurrences(of: "{{ sub_offer_duration }}", with: "1 week")
            .replacingOccurrences(of: "{{ sub_relative_discount }}", with: "50% off")
    }

    private func draw(template: String, width: Int = 80, height: Int = 24, change: (inout PaywallPresentation) -> Void = { _ in }) throws -> Canvas {
        let paywall = try PaywallFixtures.sampleTemplatePaywall(template: template)
        var presentation = PaywallPresentation(offering: PaywallFixtures.offering(for: paywall), locale: "en_US", now: Date(), resolveVariables: variables)
        change(&presentation)
        return TemplatePaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: width, height: height)
    }

    private func sameLine(_ text: String, _ parts: String...) -> Bool {
        text.split(separator: "\n").contains { line in parts.allSatisfy { line.contains($0) } }
    }

    @Test func theCallToActionUsesTheIntroWordingOnlyWhenTheOfferIsAvailable() throws {
        let plain = try draw(template: "2").buffer.text
        #expect(plain.contains("Subscribe for $59.99/yr"))
        #expect(plain.contains("$59.99/yr") && !plain.contains("1 week free"))
        let eligible = try draw(template: "2") { $0.introOfferEligiblePackages = ["$rc_annual"] }.buffer.text
        #expect(eligible.contains("Start your 1 week free trial"))
        #expect(eligible.contains("1 week free, then $59.99/yr"))
    }

    @Test func theDefaultPackageIsSelectedUntilAnotherIsPicked() throws {
        let byDefault = try draw(template: "2").buffer.text
        #expect(sameLine(byDefault, "◉", "Annual"))
        #expect(sameLine(byDefault, "○", "Monthly"))
        let picked = try draw(template: "2") { $0.selectedPackageID = "$rc_monthly" }.buffer.text
        #expect(sameLine(picked, "◉", "Monthly"))
        #expect(picked.contains("Subscribe for $9.99/mo"))
    }

    @Test(.needsFixtures)
    func templatesFourFiveAndSevenDrawOfferBadgesWithAnAutomaticDiscount() throws {
        func text(_ template: String, overrides: Bool = true) throws -> String {
            var paywall = try PaywallFixtures.sampleTemplatePaywall(template: template)
            if !overrides { paywall.localizedStrings["en_US"]?.offerOverrides = [:] }
            let presentation = PaywallPresentation.priced(offering: PaywallFixtures.offering(for: paywall), paywall: .template(paywall),
                                                          uiConfig: UIConfig(), catalog: PaywallFixtures.catalog, now: PaywallFixtures.now)
            return TemplatePaywallRenderer.render(paywall, presentation: presentation, look: PaywallLook(), width: 120, height: 40).buffer.text
        }
        // The override's badge ($59.99 a year is $4.99 a month against $9.99: 50% off).
        #expect(sameLine(try text("5"), "Annual", "[Save 50% off]"))
        // Without an override, RevenueCat's templates badge every discounted package with its discount.
        let automatic = try text("5", overrides: false)
        #expect(sameLine(automatic, "Annual", "[50% off]"))
        #expect(!sameLine(automatic, "Monthly", "["))
        #expect(try text("4", overrides: false).contains("[50% off]"))
        // Templates 1 to 3 draw no badge, as RevenueCat's do not.
        #expect(!(try text("2")).contains("Save 50% off"))
        #expect(!(try text("2", overrides: false)).contains("50% off]"))
    }

    @Test func eachTemplateHasItsOwnLayout() throws {
        let one = try draw(template: "1").buffer.text
        #expect(one.contains("│ ") && one.contains(" image ") && !one.contains("header.jpg") && one.contains("Annual: $59.99/yr") && !one.contains("Monthly") && !one.contains("No ads"))
        let two = try draw(template: "2").buffer.text
        #expect(two.contains("Monthly") && two.contains("Lifetime") && !two.contains("No ads"))
        let three = try draw(template: "3").buffer.text
        #expect(three.contains("No ads") && three.contains("Nothing between you and your work") && !three.contains("Lifetime"))
        let four = try draw(template: "4").buffer.text
        #expect(sameLine(four, "Monthly", "Annual", "Lifetime"))
        let five = try draw(template: "5", height: 40).buffer.text
        #expect(five.contains(" image ") && !five.contains("header.jpg") && five.contains("No ads") && five.contains("Lifetime"))
    }

    @Test func template4CardsStackWhenTheyWouldCutAWordOrAPrice() throws {
        let wide = try draw(template: "4", width: 80, height: 40).buffer.text
        #expect(sameLine(wide, "Monthly", "Annual", "Lifetime"), "side by side where every word fits")
        let narrow = try draw(template: "4", width: 40, height: 60).buffer.text
        #expect(!sameLine(narrow, "Monthly", "Annual"), "stacked at 40 columns:\n\(narrow)")
        let words = { (text: String) in Set(text.split { $0.isWhitespace || "│┃".contains($0) }.map(String.init).filter { $0.contains { $0.isLetter || $0.isNumber } }) }
        let wideWords = words(try draw(template: "4", width: 120, height: 60).buffer.text)
        #expect(wideWords.contains("$59.99/yr") && wideWords.contains("$9.99/mo"))
        #expect(words(narrow) == wideWords, "every word and price whole at 40 columns:\n\(narrow)")
    }

    @Test func wideTerminalsGetAPhoneSizedColumnInTheMiddle() throws {
        let paywall = try PaywallFixtures.sampleTemplatePaywall(template: "2")
        let presentation = PaywallPresentation(offering: PaywallFixtures.offering(for: paywall), locale: "en_US", now: Date(), resolveVariables: variables)
        let canvas = PaywallRenderer.render(.template(paywall), presentation: presentation, look: PaywallLook(), width: 200, height: 30)
        #expect(canvas.buffer.width == 200)
        let framed = canvas.buffer.lines.filter { $0.contains("╭") || $0.contains("┏") }
        #expect(!framed.isEmpty)
        for line in framed {
            let left = line.prefix { $0 == " " }.count, right = line.reversed().prefix { $0 == " " }.count
            #expect(DisplayWidth.of(line) - left - right <= PaywallRenderer.maximumWidth, "at most a phone-sized column: \(line)")
            #expect(abs(left - right) <= 2, "centred: \(line)")
        }
        let button = try #require(canvas.anchors[PaywallAnchor.purchaseButton])
        #expect(button.x >= (200 - PaywallRenderer.maximumWidth) / 2, "anchors move with the column")
    }

    @Test func restoreTermsAndPrivacyLinksFollowTheConfig() throws {
        let canvas = try draw(template: "2")
        #expect(sameLine(canvas.buffer.text, "Restore purchases", "Terms", "Privacy"))
        for anchor in [PaywallAnchor.restore, PaywallAnchor.terms, PaywallAnchor.privacy, PaywallAnchor.purchaseButton] {
            #expect(canvas.anchors[anchor] != nil, "\(anchor)")
        }
        var paywall = try PaywallFixtures.sampleTemplatePaywall(template: "2")
        paywall.config.displaysRestorePurchases = false
        paywall.config.termsURL = nil
        let bare = TemplatePaywallRenderer.render(paywall, presentation: PaywallPresentation(offering: PaywallFixtures.offering(for: paywall), now: Date()),
                                                  look: PaywallLook(), width: 80, height: 24)
        #expect(bare.anchors[PaywallAnchor.restore] == nil && bare.anchors[PaywallAnchor.terms] == nil)
        #expect(bare.anchors[PaywallAnchor.privacy] != nil)
    }

    @Test func template7ShowsTheTiersAndTheChosenTiersStringsAndPackages() throws {
        let json = """
            {"template_name": "7", "default_locale": "en_US",
             "localized_strings_by_tier": {"en_US": {
               "basic": {"tier_name": "Basic", "title": "Basic title", "call_to_action": "Get Basic", "features": [{"title": "Basic feature"}]},
               "pro": {"tier_name": "Pro", "title": "Pro title", "call_to_action": "Get Pro", "features": [{"title": "Pro feature"}]}}},
             "config": {"packages": [], "tiers": [{"id": "basic", "packages": ["$rc_monthly"], "default_package": "$rc_monthly"},
                                                  {"id": "pro", "packages": ["$rc_annual"], "default_package": "$rc_annual"}]}}
            """
        let paywall = try TemplatePaywall.decode(Data(json.utf8), source: "tiers").paywall
        let offering = PaywallFixtures.offering(for: paywall)
        func text(_ tier: String?) -> String {
            TemplatePaywallRenderer.render(paywall, presentation: PaywallPresentation(offering: offering, selectedTabID: tier, now: Date(), resolveVariables: variables),
                                           look: PaywallLook(), width: 60, height: 20).buffer.text
        }
        let basic = text(nil)
        #expect(sameLine(basic, "◉ Basic", "○ Pro"))
        #expect(basic.contains("Basic title") && basic.contains("Basic feature") && basic.contains("Get Basic") && basic.contains("$9.99/mo"))
        let pro = text("pro")
        #expect(sameLine(pro, "○ Basic", "◉ Pro"))
        #expect(pro.contains("Pro title") && pro.contains("Pro feature") && pro.contains("Get Pro") && pro.contains("$59.99/yr"))
        #expect(!pro.contains("$9.99/mo"))
    }

    @Test func aTemplateMarksTheCurrentPlanAndShowsNoPurchaseButtonForIt() throws {
        let owned = try draw(template: "2") { $0.currentPlanPackages = ["$rc_annual"] }.buffer.text
        #expect(sameLine(owned, "◉", "Annual", "Your current plan"))
        #expect(!sameLine(owned, "Monthly", "Your current plan"))
        #expect(!owned.contains("Subscribe for"), "no purchase button for the plan the customer has")
        let other = try draw(template: "2") { $0.currentPlanPackages = ["$rc_annual"]; $0.selectedPackageID = "$rc_monthly" }.buffer.text
        #expect(sameLine(other, "○", "Annual", "Your current plan"))
        #expect(other.contains("Subscribe for $9.99/mo"))
    }

    @Test func theDefaultPaywallMarksTheCurrentPlanAndShowsNoPurchaseButtonForIt() {
        let offering = Offering(identifier: "plain", packages: [OfferingPackage(identifier: "$rc_monthly", productID: "m"),
                                                                OfferingPackage(identifier: "$rc_annual", productID: "a")])
        let fallback = DefaultPaywall.from(offering: offering, catalog: nil)
        var presentation = PaywallPresentation(offering: Offering(identifier: "catalog", packages: fallback.packages), now: Date()) { text, package in
            text.replacingOccurrences(of: "{{ product.store_product_name }}", with: package == "$rc_annual" ? "Pro Annual" : "Pro Monthly")
                .replacingOccurrences(of: "{{ product.price_per_period }}", with: package == "$rc_annual" ? "$59.99/yr" : "$9.99/mo")
        }
        presentation.currentPlanPackages = ["$rc_monthly"]
        let owned = PaywallRenderer.render(.default(fallback), presentation: presentation, look: PaywallLook(), width: 60, height: 12).buffer.text
        #expect(sameLine(owned, "◉", "Pro Monthly (Your current plan)", "$9.99/mo"))
        #expect(!sameLine(owned, "Pro Annual", "Your current plan"))
        #expect(!owned.contains("Continue"))
        presentation.selectedPackageID = "$rc_annual"
        let other = PaywallRenderer.render(.default(fallback), presentation: presentation, look: PaywallLook(), width: 60, height: 12).buffer.text
        #expect(other.contains("Continue") && sameLine(other, "○", "Pro Monthly (Your current plan)"))
    }

    @Test func theDefaultPaywallListsThePackagesWithAPurchaseButton() {
        let offering = Offering(identifier: "plain", packages: [OfferingPackage(identifier: "$rc_monthly", productID: "m"),
                                                                OfferingPackage(identifier: "$rc_annual", productID: "a")])
        let fallback = DefaultPaywall.from(offering: offering, catalog: nil)
        let presentation = PaywallPresentation(offering: Offering(identifier: "catalog", packages: fallback.packages), now: Date()) { text, package in
            text.replacingOccurrences(of: "{{ product.store_product_name }}", with: package == "$rc_annual" ? "Pro Annual" : "Pro Monthly")
                .replacingOccurrences(of: "{{ product.price_per_period }}", with: package == "$rc_annual" ? "$59.99/yr" : "$9.99/mo")
        }
        let canvas = PaywallRenderer.render(.default(fallback), presentation: presentation, look: PaywallLook(), width: 50, height: 12)
        #expect(sameLine(canvas.buffer.text, "◉", "Pro Monthly", "$9.99/mo"))
        #expect(sameLine(canvas.buffer.text, "○", "Pro Annual", "$59.99/yr"))
        #expect(canvas.buffer.text.contains("Continue"))
        #expect(PaywallRenderer.selectedPackage(of: .default(fallback), presentation: presentation) == "$rc_monthly")
        #expect(PaywallRenderer.shownPackages(of: .default(fallback), presentation: presentation) == ["$rc_monthly", "$rc_annual"])
    }
}
