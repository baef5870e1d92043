import Testing
@testable import PaywallModel

@Suite("Storefront")
struct StorefrontTests {
    @Test func coversEveryAppStoreStorefrontOnce() {
        #expect(Storefront.all.count == 175)
        #expect(Set(Storefront.all.map(\.alpha3)).count == 175)
        #expect(Set(Storefront.all.map(\.alpha2)).count == 175)
        #expect(Set(Storefront.all.map(\.currency.code)).count == 43)
        #expect(Storefront.all.allSatisfy { $0.alpha3.count == 3 && $0.alpha2.count == 2 && $0.currency.code.count == 3 })
    }

    @Test func theTablesCurrencyCodesAreTheStorefrontsCurrencies() {
        // Read from the table's text without making the storefronts, for the prices written without ICU.
        #expect(StorefrontTable.currencyCodes == Set(Storefront.all.map(\.currency.code)))
    }

    @Test(arguments: [
        ("USA", "US", "USD"), ("DEU", "DE", "EUR"), ("JPN", "JP", "JPY"), ("GBR", "GB", "GBP"), ("BRA", "BR", "BRL"),
        ("IND", "IN", "INR"), ("CHE", "CH", "CHF"), ("KOR", "KR", "KRW"), ("SAU", "SA", "SAR"), ("HRV", "HR", "EUR"),
        ("ARG", "AR", "USD"), ("VNM", "VN", "VND"), ("XKS", "XK", "EUR"), ("BGR", "BG", "EUR"),
    ])
    func mapsAlpha3ToCountryAndCurrency(alpha3: String, alpha2: String, currency: String) throws {
        let storefront = try #require(Storefront(code: alpha3))
        #expect(storefront.alpha2 == alpha2)
        #expect(storefront.currency.code == currency)
        #expect(Storefront(code: alpha2) == storefront)
        #expect(Storefront(code: alpha3.lowercased()) == storefront)
    }

    @Test func unknownCodesAreNil() {
        #expect(Storefront(code: "ZZZ") == nil)
        #expect(Storefront(code: "") == nil)
        for code in ["U", "USAA", "US ", " US", "USA ", "GB\nDE", "US D", "AFG AF"] {
            #expect(Storefront(code: code) == nil, "\(code)")
        }
    }

    @Test func everyCodeFindsItsOwnStorefrontInTheTable() {
        // A code is looked up in the table's rows without making every storefront.
        for storefront in Storefront.all {
            for code in [storefront.alpha3, storefront.alpha2, storefront.alpha3.lowercased(), storefront.alpha2.lowercased()] {
                let found = Storefront(code: code)
                #expect(found == storefront, "\(code)")
                #expect(found?.name == storefront.name)
            }
        }
    }

    @Test func currenciesKnowTheirMinorUnits() {
        #expect(Currency(code: "USD").minorUnitDigits == 2)
        #expect(Currency(code: "jpy").minorUnitDigits == 0)
        #expect(Currency(code: "KRW").isZeroDecimal)
        #expect(Currency(code: "CLP").isZeroDecimal)
        #expect(Currency(code: "KWD").minorUnitDigits == 3)
        #expect(Currency(code: "EUR").isZeroDecimal == false)
    }
}
