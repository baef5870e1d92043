import Foundation
import Testing
@testable import PaywallModel

@Suite("v1 text variables")
struct TemplateVariablesTests {
    func render(_ name: String, _ prices: [String: PackagePricing], _ product: String, _ context: TextContext) -> String {
        TemplateVariables.render("{{ \(name) }}", package: prices[product]!, context: context)
    }

    func check(_ expected: [String: String], _ prices: [String: PackagePricing], _ product: String, _ context: TextContext,
               sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(render(name, prices, product, context) == value, "\(product) \(name)", sourceLocation: sourceLocation)
        }
    }

    @Test func everyVariableInUSDForEnglish() {
        let context = VariablesFixtures.englishUS
        check([
            "app_name": "Kiosk", "price": "$6.99", "price_per_period": "$6.99/mo", "price_per_period_full": "$6.99/month",
            "total_price_and_per_month": "$6.99/mo", "total_price_and_per_month_full": "$6.99/month", "product_name": "Pro Monthly",
            "sub_period": "Monthly", "sub_period_length": "month", "sub_period_abbreviated": "mo", "sub_price_per_week": "$1.60",
            "sub_price_per_month": "$6.99", "sub_duration": "1 month", "sub_duration_in_months": "1 month",
            "sub_offer_duration": "1 week", "sub_offer_price": "$0.00", "sub_offer_duration_2": "", "sub_offer_price_2": "",
            "sub_relative_discount": "19% off",
        ], VariablesFixtures.usd, "monthly", context)
        check([
            "price": "$53.99", "price_per_period": "$53.99/yr", "price_per_period_full": "$53.99/year",
            "total_price_and_per_month": "$53.99/yr ($4.49/mo)", "total_price_and_per_month_full": "$53.99/year ($4.49/month)",
            "sub_period": "Annual", "sub_duration": "1 year", "sub_duration_in_months": "12 months", "sub_price_per_month": "$4.49",
            "sub_price_per_week": "$1.03", "sub_offer_duration": "", "sub_offer_price": "", "sub_relative_discount": "48% off",
        ], VariablesFixtures.usd, "annual", context)
        check([
            "price_per_period": "$1.99/wk", "price_per_period_full": "$1.99/week", "sub_period": "Weekly",
            "total_price_and_per_month": "$1.99/wk ($8.64/mo)", "total_price_and_per_month_full": "$1.99/week ($8.64/month)",
            "sub_price_per_month": "$8.64", "sub_duration_in_months": "1 week", "sub_relative_discount": "",
        ], VariablesFixtures.usd, "weekly", context)
        check([
            "price_per_period": "$4.99/3mo", "price_per_period_full": "$4.99/3months", "sub_period": "3 Month",
            "sub_period_length": "3months", "sub_period_abbreviated": "3mo", "sub_duration_in_months": "3 months",
            "total_price_and_per_month": "$4.99/3mo ($1.66/mo)", "sub_relative_discount": "81% off",
        ], VariablesFixtures.usd, "quarterly", context)
        check([
            "price": "$149.99", "price_per_period": "$149.99", "total_price_and_per_month": "$149.99", "sub_period": "Lifetime",
            "sub_duration": "Lifetime", "sub_duration_in_months": "Lifetime", "sub_price_per_month": "$149.99", "sub_relative_discount": "", "product_name": "Pro Forever",
        ], VariablesFixtures.usd, "lifetime", context)
    }

    @Test func everyVariableInEURForGerman() {
        let context = VariablesFixtures.germanDE
        check([
            "price": "6,99\u{A0}€", "price_per_period": "6,99\u{A0}€/Monat", "price_per_period_full": "6,99\u{A0}€/Monat",
            "total_price_and_per_month": "6,99\u{A0}€/Monat", "product_name": "Pro monthly (de)", "sub_period": "Monatlich",
            "sub_period_length": "Monat", "sub_period_abbreviated": "Monat", "sub_price_per_week": "1,60\u{A0}€",
            "sub_price_per_month": "6,99\u{A0}€", "sub_duration": "1 Monat", "sub_duration_in_months": "1 Monat",
            "sub_offer_duration": "1 Woche", "sub_offer_price": "0,00\u{A0}€", "sub_relative_discount": "19 % Rabatt",
        ], VariablesFixtures.eur, "monthly", context)
        check([
            "total_price_and_per_month": "53,99\u{A0}€/Jahr (4,49\u{A0}€/Monat)",
            "total_price_and_per_month_full": "53,99\u{A0}€/Jahr (4,49\u{A0}€/Monat)", "sub_period": "Jährlich",
            "sub_duration_in_months": "12 Monate", "sub_price_per_week": "1,03\u{A0}€", "sub_relative_discount": "48 % Rabatt",
        ], VariablesFixtures.eur, "annual", context)
        check(["price_per_period": "4,99\u{A0}€/3Monate", "sub_period": "3 Monate"], VariablesFixtures.eur, "quarterly", context)
        check(["sub_period": "Lebenslang", "price_per_period": "149,99\u{A0}€"], VariablesFixtures.eur, "lifetime", context)
    }

    @Test func everyVariableInJPYForJapanese() {
        let context = VariablesFixtures.japaneseJP
        check([
            "price": "¥1,000", "price_per_period": "¥1,000/か月", "price_per_period_full": "¥1,000/か月", "sub_period_length": "か月", "product_name": "プロ monthly",
            "sub_period": "月額", "sub_price_per_week": "¥230", "sub_price_per_month": "¥1,000", "sub_duration": "1か月",
            "sub_offer_duration": "1週間", "sub_offer_price": "¥0", "sub_relative_discount": "23%オフ",
        ], VariablesFixtures.jpy, "monthly", context)
        check([
            "total_price_and_per_month": "¥8,000/年 (¥666/か月)", "sub_period": "年額", "sub_duration_in_months": "12か月",
            "sub_price_per_month": "¥666", "sub_price_per_week": "¥153", "sub_relative_discount": "49%オフ",
        ], VariablesFixtures.jpy, "annual", context)
        check(["sub_price_per_month": "¥1,303", "price_per_period": "¥300/週間"], VariablesFixtures.jpy, "weekly", context)
        check(["price_per_period": "¥1,500/3か月", "sub_period": "3ヶ月"], VariablesFixtures.jpy, "quarterly", context)
    }

    @Test func offersFollowEligibilityAndPromotions() {
        let ineligible = VariablesFixtures.pricing("USD", ["monthly": 6.99], promo: 2.99, eligibility: OfferEligibility(ineligibleGroupIDs: ["pro"]))
        #expect(render("sub_offer_duration", ineligible, "monthly", VariablesFixtures.englishUS) == "")
        #expect(render("sub_offer_price", ineligible, "monthly", VariablesFixtures.englishUS) == "")
        let promoted = VariablesFixtures.pricing("USD", ["monthly": 6.99], promo: 2.99,
                                                 eligibility: OfferEligibility(ineligibleGroupIDs: ["pro"], promotionalOfferIDs: ["monthly": "comeback"]))
        #expect(render("sub_offer_price", promoted, "monthly", VariablesFixtures.englishUS) == "$2.99")
        // The promotion is pay-as-you-go, a month at a time for two months: one payment's period shows.
        #expect(render("sub_offer_duration", promoted, "monthly", VariablesFixtures.englishUS) == "1 month")
    }

    @Test func periodNamesFollowThePackageTypeOrTheIdentifier() {
        let context = VariablesFixtures.englishUS
        func priced(_ packageID: String, _ productID: String) -> PackagePricing {
            PackagePricing.forPackages([OfferingPackage(identifier: packageID, productID: productID)], catalog: VariablesFixtures.catalog,
                                       eligibility: OfferEligibility())[0]
        }
        func render(_ name: String, _ package: PackagePricing) -> String {
            TemplateVariables.render("{{ \(name) }}", package: package, context: context)
        }
        // A custom package is named after its product's period, as RevenueCat names a package type.
        #expect(render("sub_period", priced("best_deal", "annual")) == "Annual")
        #expect(render("sub_period", priced("quarterly_custom", "quarterly")) == "3 Month")
        // Without a period, the package's own type names it, else its identifier.
        #expect(render("sub_period", priced("$rc_lifetime", "lifetime")) == "Lifetime")
        #expect(render("sub_period", priced("forever", "lifetime")) == "forever")
        #expect(render("sub_duration", priced("forever", "lifetime")) == "forever")
        #expect(render("sub_duration", priced("$rc_lifetime", "lifetime")) == "Lifetime")
    }

    @Test func spanishUnitsAreRevenueCatsShortForms() {
        let spanish = TextContext(locale: Locale(identifier: "es_ES"), storefront: Storefront(code: "ESP")!, catalogLocale: "en_US", now: Date())
        check([
            "price_per_period": "1,99\u{A0}€/sem", "sub_period": "Semanalmente", "sub_period_length": "semana",
            "total_price_and_per_month": "1,99\u{A0}€/sem (8,64\u{A0}€/m.)",
        ], VariablesFixtures.eur, "weekly", spanish)
        check(["price_per_period": "4,99\u{A0}€/3m", "price_per_period_full": "4,99\u{A0}€/3meses", "sub_period": "3 meses",
               "sub_relative_discount": "81% de descuento"], VariablesFixtures.eur, "quarterly", spanish)
        check(["price_per_period": "53,99\u{A0}€/año", "sub_duration": "1 año", "sub_duration_in_months": "12 meses"],
              VariablesFixtures.eur, "annual", spanish)
    }

    /// RevenueCat's v1 unit words are Apple's duration words: French picks the first two-letter form (`m.`,
    /// `an`), else the abbreviated one (`j`, `sem.`); Japanese ones are in `everyVariableInJPYForJapanese`.
    @Test func frenchUnitsAreRevenueCatsShortForms() {
        let french = TextContext(locale: Locale(identifier: "fr_FR"), storefront: Storefront(code: "FRA")!, catalogLocale: "en_US", now: Date())
        check(["price_per_period": "6,99\u{A0}€/m.", "price_per_period_full": "6,99\u{A0}€/mois", "sub_period_abbreviated": "m."],
              VariablesFixtures.eur, "monthly", french)
        check(["price_per_period": "1,99\u{A0}€/sem.", "total_price_and_per_month": "1,99\u{A0}€/sem. (8,64\u{A0}€/m.)"],
              VariablesFixtures.eur, "weekly", french)
        check(["price_per_period": "4,99\u{A0}€/3m."], VariablesFixtures.eur, "quarterly", french)
        check(["total_price_and_per_month": "53,99\u{A0}€/an (4,49\u{A0}€/m.)"], VariablesFixtures.eur, "annual", french)
    }

    @Test func differencesFromRevenueCatAreNamed() {
        #expect(TemplateVariables.differencesFromRevenueCat(in: "{{ price }} and {{ sub_period }}").isEmpty)
        let notes = TemplateVariables.differencesFromRevenueCat(in: "{{price}} {{ sub_offer_price_2 }} {{  app_name }}")
        #expect(notes.count == 3)
        #expect(notes[0].contains("{{price}}") && notes[0].contains("RevenueCat shows it as written"))
        #expect(notes[1].contains("sub_offer_price_2") && notes[1].contains("default paywall"))
        #expect(notes[2].contains("{{  app_name }}"))
    }

    @Test func unknownNamesAreFound() {
        #expect(TemplateVariables.unknownVariables(in: "{{ price }} then {{period}} and {{ product.price }}") == ["period", "product.price"])
        #expect(TemplateVariables.unknownVariables(in: "plain {{ sub_period }} {{ unclosed").isEmpty)
    }

    @Test func zeroDecimalCountriesDropWholeDecimals() {
        let mexico = TextContext(locale: Locale(identifier: "es_MX"), storefront: Storefront(code: "MEX")!, now: Date())
        let whole = VariablesFixtures.pricing("MXN", ["monthly": 100], promo: 1)
        let cents = VariablesFixtures.pricing("MXN", ["monthly": 99.5], promo: 1)
        #expect(TemplateVariables.render("{{ price }}", package: whole["monthly"]!, context: mexico, zeroDecimalCountries: ["MEX"]) == "$100")
        #expect(TemplateVariables.render("{{ price }}", package: whole["monthly"]!, context: mexico) == "$100.00")
        #expect(TemplateVariables.render("{{ price }}", package: cents["monthly"]!, context: mexico, zeroDecimalCountries: ["MEX"]) == "$99.50")
    }
}
