import Foundation
import PaywallModel
import Testing
@testable import PurchaseFlow

/// Found by QA: `kiosk sandbox set locale xx_YY` (and `kiosk --locale xx_YY`) was taken ("The locale is now
/// xx_YY."), though no language is xx and no region YY, so prices and dates fell back to another locale silently.
@Suite("The locale setting takes only a known language and region")
struct LocaleSettingTests {
    /// ICU keywords too, as `kiosk render --locale` takes them (found by QA: `kiosk --locale en_US@currency=EUR` was
    /// refused where `kiosk render --locale en_US@currency=EUR` drew the paywall).
    @Test(arguments: ["en_US", "de_DE", "ja_JP", "fr", "es_419", "zh-Hant_TW", "sr_Latn_RS", "pt-BR", "en_US@currency=EUR",
                      "de_DE@collation=phonebook;currency=EUR"])
    func aKnownLocaleIsTaken(identifier: String) throws {
        #expect(try SettingOverride(key: "locale", value: identifier).value == identifier)
    }

    @Test func anUnknownLanguageOrRegionIsRefusedSayingWhich() {
        #expect(throws: SettingError("'xx_YY' names no known language ('xx'); expected a locale identifier such as en_US.")) {
            try SettingOverride(key: "locale", value: "xx_YY")
        }
        #expect(throws: SettingError("'de_YY' names no known region ('YY'); expected a locale identifier such as en_US.")) {
            try SettingOverride(key: "locale", value: "de_YY")
        }
        for garbage in ["garbage!!", "en_US@", "en_US@currency", "en_US@currency=", "en_US@=EUR", "en_US@currency=EUR;", "@currency=EUR"] {
            #expect(throws: SettingError("'\(garbage)' is not a locale identifier such as en_US.")) {
                try SettingOverride(key: "locale", value: garbage)
            }
        }
    }

    /// Found in review: the check ran on every read of the settings (each store read) and dropped a locale the ledger
    /// kept from an older kiosk. Only what is typed is checked; what the ledger keeps stays in force.
    @Test func aLocaleTheLedgerKeepsIsReadWithoutTheCheck() {
        #expect(SandboxSettings(catalog: Catalog.demo.settings, overrides: ["locale": "xx_YY"]).locale == "xx_YY")
    }
}
