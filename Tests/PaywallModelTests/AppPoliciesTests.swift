import Foundation
import Testing
import TestSupport
@testable import PaywallModel

@Suite("App policies")
struct AppPoliciesTests {
    private func decode(_ json: String) -> CatalogDecoding {
        CatalogDecoder.decode(Data(json.utf8), file: "shop.storekit")
    }

    @Test func licenceAndPrivacyPoliciesAreRead() throws {
        let decoding = decode("""
        {"appPolicies": {"eula": "Use it kindly.", "policies": [
          {"locale": "en_US", "policyText": "We keep nothing.", "policyURL": "https://example.com/privacy"},
          {"locale": "de_DE", "policyText": "", "policyURL": "https://example.com/de/datenschutz"}]}}
        """)
        #expect(decoding.problems.isEmpty)
        let policies = try #require(decoding.catalog?.appPolicies)
        #expect(policies.licenseAgreement == "Use it kindly.")
        #expect(policies.privacyPolicies.map(\.locale) == ["en_US", "de_DE"])
        #expect(policies.privacyPolicies[1].text == nil, "an empty policy text reads as absent")
        #expect(policies.privacyPolicy(for: "de_AT", catalogLocale: "en_US")?.url == "https://example.com/de/datenschutz")
        #expect(policies.privacyPolicy(for: "ja_JP", catalogLocale: "en_US")?.text == "We keep nothing.")
        #expect(!policies.isEmpty)
    }

    @Test func aCatalogWithoutThemHasNone() {
        #expect(decode("{\"products\": []}").catalog?.appPolicies == nil)
    }

    @Test func emptyPoliciesAsXcodeWritesThemSayNothing() throws {
        let policies = try #require(decode("""
        {"appPolicies": {"eula": "", "policies": [{"locale": "en_US", "policyText": "", "policyURL": ""}]}}
        """).catalog?.appPolicies)
        #expect(policies.isEmpty)
        #expect(policies.licenseAgreement == nil)
        #expect(policies.privacyPolicy(for: "en_US", catalogLocale: nil) == nil)
    }

    @Test func wrongTypesAreReportedWithTheirPath() throws {
        let decoding = decode("""
        {"appPolicies": {"eula": 3, "policies": [{"policyURL": "https://example.com"}, "privacy", {"locale": "en_US", "policyURL": false}]}}
        """)
        #expect(decoding.problems.map(\.path) == [
            "$.appPolicies.policies[0]", "$.appPolicies.policies[1]", "$.appPolicies.policies[2].policyURL", "$.appPolicies.eula",
        ])
        #expect(decoding.problems[0].message == "missing the required key \"locale\"")
        #expect(decoding.problems[1].message == "expected a privacy policy (an object), found a string")
        #expect(decoding.problems[2].message == "expected a string, found false")
        #expect(decoding.problems[3].message == "expected a string, found the number 3")
        #expect(decoding.catalog?.appPolicies?.privacyPolicies.map(\.locale) == ["en_US"])
    }

    @Test func appPoliciesThatAreNotAnObjectAreReported() {
        let decoding = decode("{\"appPolicies\": [\"eula\"]}")
        #expect(decoding.problems.map(\.message) == ["expected the app policies (an object), found an array"])
        #expect(decoding.problems.first?.path == "$.appPolicies")
        #expect(decoding.catalog?.appPolicies == nil)
    }

    @Test func theDemoCatalogHasALicenceAndPrivacyLinks() throws {
        let policies = try #require(Catalog.demo.appPolicies)
        #expect(policies.licenseAgreement?.hasPrefix("Kiosk Demo licence") == true)
        #expect(policies.privacyPolicy(for: "de_DE", catalogLocale: nil)?.url == "https://example.com/kiosk/de/datenschutz")
        #expect(policies.privacyPolicy(for: "fr_FR", catalogLocale: "en_US")?.url == "https://example.com/kiosk/privacy")
    }

    @Test(.needsFixtures, arguments: ["superwall__Superwall-iOS__Superwall_Advanced-Products.storekit",
                      "RevenueCat__purchases-ios__UnitTestsConfiguration.storekit"])
    func fixturesWithAppPoliciesReadThem(_ name: String) throws {
        let url = try #require(Fixtures.url("storekit/\(name)"))
        let decoding = try CatalogDecoder.read(contentsOf: url)
        #expect(decoding.problems.isEmpty)
        let policies = try #require(decoding.catalog?.appPolicies)
        #expect(policies.privacyPolicies.map(\.locale) == ["en_US"])
        #expect(policies.isEmpty, "these files leave Xcode's empty policy fields as they are")
    }

    @Test(.needsFixtures) func fixturesWithoutAppPoliciesHaveNone() throws {
        let files = Fixtures.files(in: "storekit").filter { !$0.lastPathComponent.contains("Superwall_Advanced") && !$0.lastPathComponent.contains("UnitTestsConfiguration") }
        #expect(files.count == 6)
        for file in files {
            #expect(try CatalogDecoder.read(contentsOf: file).catalog?.appPolicies == nil, "\(file.lastPathComponent)")
        }
    }
}
