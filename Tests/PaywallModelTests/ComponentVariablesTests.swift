import Foundation
import Testing
@testable import PaywallModel

@Suite("v2 text variables")
struct ComponentVariablesTests {
    func variables(_ context: TextContext, uiConfig: UIConfig = UIConfig()) -> ComponentVariables {
        ComponentVariables(uiConfig: uiConfig, defaultLocale: "en_US", locale: context.locale)
    }

    func check(_ expected: [String: String], _ prices: [String: PackagePricing], _ product: String, _ context: TextContext,
               sourceLocation: SourceLocation = #_sourceLocation) {
        let renderer = variables(context)
        for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
            let result = renderer.render("{{ product.\(name) }}", package: prices[product]!, context: context)
            #expect(result.text == value, "\(product) \(name)", sourceLocation: sourceLocation)
            #expect(result.warnings.isEmpty, sourceLocation: sourceLocation)
        }
    }

    @Test func productVariablesInUSDForEnglish() {
        let context = VariablesFixtures.englishUS
        check([
            "currency_code": "USD", "currency_symbol": "$", "price": "$6.99", "price_per_period": "$6.99/month",
            "price_per_period_abbreviated": "$6.99/mo", "price_per_day": "$0.23", "price_per_week": "$1.60",
            "price_per_month": "$6.99", "price_per_year": "$83.88", "period": "month", "period_abbreviated": "mo",
            "period_in_days": "30", "period_in_weeks": "4", "period_in_months": "1", "period_in_years": "0",
            "period_with_unit": "1 month", "periodly": "monthly", "store_product_name": "Pro Monthly",
            "offer_price": "free", "offer_price_per_day": "free", "offer_price_per_week": "free", "offer_price_per_month": "",
            "offer_period": "week", "offer_period_abbreviated": "wk", "offer_period_with_unit": "1 week",
            "offer_period_in_days": "7", "offer_period_in_weeks": "1", "offer_period_in_months": "",
            "offer_end_date": "January 8, 2025", "secondary_offer_price": "", "relative_discount": "19%",
        ], VariablesFixtures.usd, "monthly", context)
        check([
            "price_per_period_abbreviated": "$4.99/3mo", "periodly": "3 months", "period_in_weeks": "13",
            "offer_price": "$4.99", "offer_period_with_unit": "3 months", "relative_discount": "81%",
        ], VariablesFixtures.usd, "quarterly", context)
        check(["price_per_month": "$4.49", "periodly": "yearly", "period_in_months": "12", "relative_discount": "48%"],
              VariablesFixtures.usd, "annual", context)
        check(["relative_discount": "", "price_per_month": "$8.64"], VariablesFixtures.usd, "weekly", context)
        check(["price_per_period": "$149.99", "period": "", "price_per_month": ""], VariablesFixtures.usd, "lifetime", context)
    }

    @Test func productVariablesInEURForGerman() {
        check([
            "price": "6,99\u{A0}€", "price_per_period": "6,99\u{A0}€/Monat", "price_per_period_abbreviated": "6,99\u{A0}€/Mon.",
            "price_per_day": "0,23\u{A0}€", "price_per_year": "83,88\u{A0}€", "periodly": "monatlich", "period_with_unit": "1 Monat",
            "offer_price": "kostenlos", "offer_period_with_unit": "1 Woche", "offer_end_date": "8. Januar 2025", "relative_discount": "19 %",
            "currency_symbol": "€",
        ], VariablesFixtures.eur, "monthly", VariablesFixtures.germanDE)
    }

    @Test func productVariablesInJPYForJapanese() {
        check([
            "price": "¥1,000", "price_per_period": "¥1,000/月", "price_per_day": "¥33", "price_per_week": "¥230",
            "price_per_year": "¥12,000", "periodly": "毎月", "period_with_unit": "1か月", "offer_price": "無料",
            "offer_period_with_unit": "1週間", "offer_end_date": "2025年1月8日", "relative_discount": "23%",
        ], VariablesFixtures.jpy, "monthly", VariablesFixtures.japaneseJP)
        check(["price_per_month": "¥666", "price_per_period_abbreviated": "¥8,000/年"], VariablesFixtures.jpy, "annual", VariablesFixtures.japaneseJP)
    }

    @Test func promotionalOfferWinsAndIneligibleIntroFallsBack() {
        let context = VariablesFixtures.englishUS
        let promoted = VariablesFixtures.pricing("USD", ["monthly": 6.99], promo: 2.99,
                                                 eligibility: OfferEligibility(promotionalOfferIDs: ["monthly": "comeback"]))
        // The promotion is pay-as-you-go for two months: its period is one payment's, as StoreKit gives it.
        check(["offer_price": "$2.99", "offer_period": "month", "offer_period_with_unit": "1 month", "offer_price_per_month": "$2.99",
               "offer_period_in_months": "1", "offer_period_in_weeks": "4", "offer_price_per_year": "", "offer_period_in_years": ""],
              promoted, "monthly", context)
        let ineligible = VariablesFixtures.pricing("USD", ["monthly": 6.99], promo: 2.99, eligibility: OfferEligibility(ineligibleGroupIDs: ["pro"]))
        check(["offer_price": "$6.99", "offer_period": "month", "offer_price_per_week": "$1.60", "offer_end_date": ""],
              ineligible, "monthly", context)
    }

    @Test func countedUnitsUseRevenueCatsPluralKeys() {
        var config = UIConfig()
        config.localizations = ["en_US": ["num_month_one": "%d mo", "num_month_two": "%d months (two)", "num_month_few": "%d months (few)",
                                          "num_month_many": "%d months (many)", "num_month_other": "%d months (other)"]]
        let variables = ComponentVariables(uiConfig: config, defaultLocale: "en_US", locale: Locale(identifier: "en_US"))
        #expect(variables.words.withUnit(.month) == "1 mo")
        #expect(variables.words.withUnit(SubscriptionPeriod(value: 2, unit: .month)) == "2 months (two)")
        #expect(variables.words.withUnit(SubscriptionPeriod(value: 4, unit: .month)) == "4 months (few)")
        #expect(variables.words.withUnit(SubscriptionPeriod(value: 6, unit: .month)) == "6 months (many)")
        #expect(variables.words.withUnit(SubscriptionPeriod(value: 11, unit: .month)) == "11 months (other)")
        // kiosk's built-in words have only one and other: 3 weeks falls back to other.
        #expect(variables.words.withUnit(SubscriptionPeriod(value: 3, unit: .week)) == "3 weeks")
        #expect(variables.wordsLocale == "en_US")
        // Without words for the locale or the paywall's default locale, kiosk's built-in words are used.
        #expect(ComponentVariables(uiConfig: config, defaultLocale: "fr_FR", locale: Locale(identifier: "ja_JP")).wordsLocale == nil)
    }

    @Test func unitWordsComeFromUIConfigWithLocaleFallback() throws {
        var config = UIConfig()
        config.localizations = ["en_US": ["month_short": "mth"], "fr": ["month": "mois", "free_price": "offert"]]
        let canadian = TextContext(locale: Locale(identifier: "fr_CA"), now: Date())
        let prices = VariablesFixtures.pricing("USD", ["monthly": 6.99], promo: 1)
        let french = ComponentVariables(uiConfig: config, defaultLocale: "en_US", locale: canadian.locale)
        #expect(french.render("{{ product.offer_price }} {{ product.period }}", package: prices["monthly"], context: canadian).text == "offert mois")
        let german = TextContext(locale: Locale(identifier: "de_DE"), now: Date())
        let fallback = ComponentVariables(uiConfig: config, defaultLocale: "en_US", locale: german.locale)
        #expect(fallback.render("{{ product.period_abbreviated }}", package: prices["monthly"], context: german).text == "mth")
        var norwegianConfig = UIConfig()
        norwegianConfig.localizations = ["no": ["month": "måned"]]
        let norwegian = ComponentVariables(uiConfig: norwegianConfig, defaultLocale: "en_US", locale: Locale(identifier: "nb_NO"))
        #expect(norwegian.words.word("month") == "måned")
    }

    @Test func pipesCompatibilityMapsAndUnknownNames() {
        var config = UIConfig()
        config.variableCompatibilityMap = ["product.price_per_fortnight": "product.price_per_week"]
        config.functionCompatibilityMap = ["shout": "uppercase"]
        config.customVariables = ["plan": UIConfig.CustomVariable(type: "string", defaultValue: .string("Basic"))]
        let context = VariablesFixtures.englishUS
        let renderer = variables(context, uiConfig: config)
        let package = VariablesFixtures.usd["monthly"]
        #expect(renderer.render("{{ product.periodly | uppercase }}", package: package, context: context).text == "MONTHLY")
        #expect(renderer.render("{{product.periodly|capitalize}}", package: package, context: context).text == "Monthly")
        #expect(renderer.render("{{ product.period | shout }}", package: package, context: context).text == "MONTH")
        #expect(renderer.render("{{ product.price_per_fortnight }}", package: package, context: context).text == "$1.60")
        let unknown = renderer.render("Only {{ product.mystery }} today", package: package, context: context)
        #expect(unknown.text == "Only  today")
        #expect(unknown.warnings == ["unknown variable \"product.mystery\": rendered as \"\""])
        #expect(renderer.render("{{ custom.plan }}", package: nil, context: context).text == "Basic")
        var custom = context
        custom.customVariables = ["plan": "Gold"]
        #expect(renderer.render("{{ custom.plan }}", package: nil, context: custom).text == "Gold")
        #expect(renderer.problems(in: "{{ custom.other }} {{ product.price | sparkle }} {{ sub_period }}") == [
            "custom variable \"custom.other\" is not declared in ui_config.custom_variables",
            "unknown function \"sparkle\"", "unknown variable \"sub_period\"",
        ])
    }

    /// A text fills alike at any time unless it names a variable said to read the clock (`readsClock`), and
    /// filling says whether it did: what lets a paywall drawn before a tick be kept when nothing it shows moved.
    @Test func onlyTheVariablesSaidToReadTheClockChangeWithIt() {
        var earlier = VariablesFixtures.englishUS
        earlier.countdownEnd = earlier.now.addingTimeInterval(90 * 86_400)
        var later = earlier
        later.now = earlier.now.addingTimeInterval(40 * 86_400 + 3_723)
        let renderer = variables(earlier)
        var changed: [String] = []
        for name in ComponentVariables.names.sorted() {
            for product in VariablesFixtures.usd.keys.sorted() {
                let before = renderer.render("{{ \(name) }}", package: VariablesFixtures.usd[product], context: earlier)
                let after = renderer.render("{{ \(name) }}", package: VariablesFixtures.usd[product], context: later)
                #expect(before.readsClock == ComponentVariables.readsClock(name) && after.readsClock == before.readsClock, "\(name)")
                if before.text != after.text {
                    changed.append(name)
                    #expect(before.readsClock, "\(name) for \(product) changes with the clock: \(before.text) then \(after.text)")
                }
            }
        }
        #expect(Set(changed) == ["product.offer_end_date", "count_days_with_zero", "count_days_without_zero", "count_hours_with_zero",
                                 "count_hours_without_zero", "count_minutes_with_zero", "count_minutes_without_zero",
                                 "count_seconds_with_zero", "count_seconds_without_zero"])
        #expect(renderer.render("{{ product.price }} until {{ product.offer_end_date | uppercase }}", package: VariablesFixtures.usd["monthly"],
                                context: earlier).readsClock)
        #expect(!renderer.render("Only {{ product.price }}, {{ custom.plan }}", package: VariablesFixtures.usd["monthly"], context: earlier).readsClock)
    }

    @Test func countdownVariables() {
        var context = VariablesFixtures.englishUS
        context.countdownEnd = context.now.addingTimeInterval(2 * 86_400 + 5 * 3_600 + 7 * 60 + 9)
        let renderer = variables(context)
        let text = "{{ count_days_without_zero }}d {{ count_hours_with_zero }}:{{ count_minutes_with_zero }}:{{ count_seconds_with_zero }}"
        #expect(renderer.render(text, package: nil, context: context).text == "2d 05:07:09")
        context.countdownEnd = context.now.addingTimeInterval(-10)
        #expect(renderer.render(text, package: nil, context: context).text == "0d 00:00:00")
    }
}

@Suite("Prices from a price book")
struct PriceBookVariablesTests {
    @Test func storefrontPricesAndOfferPricesComeFromTheSidecar() throws {
        let promotional = try #require(VariablesFixtures.catalog.product(withID: "monthly")?.subscription?.promotionalOffer(withID: "comeback"))
        let sidecar = PriceSidecar(productPrices: ["DEU": ["monthly": 7.49]],
                                   offerPrices: ["DEU": ["monthly": [promotional.sidecarKey: 2.49]]])
        let book = PriceBook(catalog: VariablesFixtures.catalog, sidecar: sidecar)
        let germany = try #require(Storefront(code: "DEU"))
        let priced = PackagePricing.forPackages(VariablesFixtures.packages, priceBook: book, storefront: germany,
                                                eligibility: OfferEligibility(promotionalOfferIDs: ["monthly": "comeback"]))
        let monthly = try #require(priced.first { $0.product.id == "monthly" })
        let context = VariablesFixtures.germanDE
        let variables = ComponentVariables(uiConfig: UIConfig(), defaultLocale: "en_US", locale: context.locale)
        let text = "{{ product.price_per_period_abbreviated }}, {{ product.offer_price }} für {{ product.offer_period_with_unit }}"
        #expect(variables.render(text, package: monthly, context: context).text == "7,49\u{A0}€/Mon., 2,49\u{A0}€ für 1 Monat")
        #expect(TemplateVariables.render("{{ sub_offer_price }}", package: monthly, context: context) == "2,49\u{A0}€")
    }
}
