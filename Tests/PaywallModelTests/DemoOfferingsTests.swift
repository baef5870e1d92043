import Foundation
import Testing
@testable import PaywallModel

@Suite("Demo offerings")
struct DemoOfferingsTests {
    let document = OfferingsDocument.demo
    let catalog = Catalog.demo

    @Test func readsAndValidatesWithoutAnyIssue() {
        #expect(document.issues.isEmpty)
        let report = OfferingsValidator.validate(document, catalog: catalog)
        #expect(report.issues.isEmpty, "\(report.issues)")
    }

    /// The demo's paywalls are each read when first asked for, too late to report an issue: read at once, the document
    /// has none, and every offering, paywall and all, is the same read either way.
    @Test func paywallsReadAtTheirFirstUseAreThoseReadAtOnce() throws {
        let text = Data(OfferingsDocument.demoJSON.utf8)
        let atOnce = try OfferingsDocument.decode(text, source: OfferingsDocument.demoFileName)
        #expect(atOnce.issues.isEmpty, "\(atOnce.issues)")
        let atFirstUse = try OfferingsDocument.decode(text, source: OfferingsDocument.demoFileName, paywalls: .atFirstUse)
        #expect(atFirstUse.offerings.map(\.identifier) == atOnce.offerings.map(\.identifier))
        for (read, readAtOnce) in zip(atFirstUse.offerings, atOnce.offerings) {
            #expect(read.paywall != nil)
            #expect(read.paywall == readAtOnce.paywall)
            #expect(read == readAtOnce)
            var changed = read
            changed.paywall = nil
            #expect(changed != read)
        }
        #expect(atFirstUse == atOnce)
        #expect(OfferingsDocument.demo == atOnce)
    }

    /// Copies of an offering share the reading of its paywall: asked for from many tasks at once, each gets the
    /// paywall read at once.
    @Test func aPaywallAskedForFromManyTasksAtOnceIsTheOneRead() async throws {
        let text = Data(OfferingsDocument.demoJSON.utf8)
        let atOnce = try OfferingsDocument.decode(text, source: OfferingsDocument.demoFileName)
        let atFirstUse = try OfferingsDocument.decode(text, source: OfferingsDocument.demoFileName, paywalls: .atFirstUse)
        let read = await withTaskGroup(of: [PublishedPaywall?].self) { group in
            for _ in 0..<8 { group.addTask { atFirstUse.offerings.map(\.paywall) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(read.count == 8)
        for paywalls in read { #expect(paywalls == atOnce.offerings.map(\.paywall)) }
    }

    @Test func showsEveryKindOfComponentAndAV1Template() {
        var types: Set<String> = []
        for offering in document.offerings {
            if case .components(let paywall) = offering.paywall {
                for component in paywall.allComponents { types.insert(String("\(component)".prefix { $0 != "(" })) }
            }
        }
        #expect(types.isSuperset(of: ["tabs", "tabControl", "tabControlButton", "carousel", "timeline", "countdown",
                                      "package", "purchaseButton", "button", "stickyFooter", "icon", "text", "stack"]))
        guard case .template(let news) = document.offering("news")?.paywall else {
            Issue.record("no v1 template paywall")
            return
        }
        #expect(news.templateName == "2")
        #expect(news.locales == ["de_DE", "en_US", "ja_JP"])
    }

    @Test func placementsResolveAsDocumented() {
        let resolver = PlacementResolver(document: document, catalog: catalog)
        let context = CustomerContext(storefrontCountry: "US", preferredLanguages: ["en-US"], installID: "demo-install")
        #expect(resolver.resolve("onboarding", context: context).offering?.identifier == "plus_trial")
        #expect(resolver.resolve("settings", context: context).offering?.identifier == "plus_tiers")
        #expect(resolver.resolve("store", context: context).offering?.identifier == "store")
        guard case .template = resolver.resolve("upgrade", context: context).paywall else {
            Issue.record("upgrade should show the v1 template")
            return
        }
        var lapsed = context
        lapsed.customAttributes = ["plan": "lapsed"]
        #expect(resolver.resolve("paywall_test", context: lapsed).offering?.identifier == "comeback")
        var outcomes: Set<String> = []
        for index in 0..<200 {
            let resolution = resolver.resolve("paywall_test", context: CustomerContext(installID: "install-\(index)"))
            switch resolution.outcome {
            case .paywall(let offering, _, .experiment(_, let variant, _)): outcomes.insert("\(variant):\(offering?.identifier ?? "")")
            case .nothing(.holdout): outcomes.insert("holdout")
            default: Issue.record("unexpected \(resolution.outcome)")
            }
        }
        #expect(outcomes == ["trial_first:plus_trial", "tiers_first:plus_tiers", "holdout"])
    }

    @Test func textsAreLocalizedAndPriced() throws {
        guard case .components(let paywall) = document.offering("plus_trial")?.paywall else { Issue.record("no paywall"); return }
        let offering = try #require(document.offering("plus_trial"))
        let pricing = PackagePricing.forPackages(offering.packages, catalog: catalog, eligibility: OfferEligibility())
        let yearly = try #require(pricing.first { $0.packageID == "$rc_annual" })
        for (locale, expected) in [("en_US", "Free for 1 week, then $119.99/yr"), ("de_DE", "1 Woche gratis, danach 119,99\u{A0}$/J."),
                                   ("ja_JP", "1週間無料、その後 $119.99/年")] {
            let context = TextContext(locale: Locale(identifier: locale), storefront: catalog.storefront, catalogLocale: "en_US", now: Date())
            let variables = ComponentVariables(uiConfig: document.uiConfig, defaultLocale: paywall.defaultLocale, locale: context.locale)
            let rendered = variables.render(paywall.text("package_price_trial", locale: locale), package: yearly, context: context)
            #expect(rendered.text == expected)
            #expect(rendered.warnings.isEmpty)
        }
        guard case .template(let news) = document.offering("news")?.paywall,
              let newsOffering = document.offering("news") else {
            Issue.record("the demo has no v1 template offering \"news\"")
            return
        }
        let newsPricing = PackagePricing.forPackages(newsOffering.packages, catalog: catalog, eligibility: OfferEligibility())
        let monthly = try #require(newsPricing.first { $0.packageID == "$rc_monthly" })
        let context = TextContext(locale: Locale(identifier: "en_US"), catalogLocale: "en_US", now: Date())
        let text = try #require(news.strings(for: "en_US")?.offerDetailsWithIntroOffer)
        #expect(TemplateVariables.render(text, package: monthly, context: context) == "$0.99 for 2 months, then $9.99/mo")
    }
}
