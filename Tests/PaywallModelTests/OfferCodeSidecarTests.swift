import Foundation
import Testing
import TestSupport
@testable import PaywallModel

@Suite("Offer code sidecar")
struct OfferCodeSidecarTests {
    private func decode(_ text: String) -> (sidecar: OfferCodeSidecar?, problems: [CatalogProblem]) {
        OfferCodeSidecar.decode(Data(text.utf8), file: "Shop.codes.json", catalog: .demo)
    }

    @Test func theDemoCodesRedeemTheDemoCatalogsCodeOffers() throws {
        let codes = OfferCodeSidecar.demo.codes
        #expect(Set(codes.map(\.code)) == ["FRIEND-7Q2K", "FRIEND-9XW4", "KIOSK-HALF"])
        let friend = try #require(OfferCodeSidecar.demo.code(matching: " friend-7q2k "))
        #expect(friend.productID == "demo.plus.standard.yearly" && friend.offerName == "FRIENDS" && friend.limit == .once)
        #expect(friend.expires == Date(timeIntervalSince1970: 1_830_297_600), "a day is redeemable to its end in UTC")
        let half = try #require(OfferCodeSidecar.demo.code(matching: "KIOSK-HALF"))
        #expect(half.limit == .times(3) && half.expires == nil && half.offerName == "HALFYEAR")
        #expect(OfferCodeSidecar.demo.code(matching: "HALFYEAR") == nil, "reference names are the catalog's, not the sidecar's")
    }

    @Test func aCustomCodeTakesTheOffersExpiryUnlessItHasItsOwn() throws {
        let result = decode("""
        {"products": {"demo.plus.premium.yearly": {"HALFYEAR": {"expires": "2026-12-31T12:00:00Z",
          "customCodes": {"OPEN": {}, "SHORT": {"expires": "2026-03-01T00:00:00+01:00"}}}}}}
        """)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let sidecar = try #require(result.sidecar)
        #expect(sidecar.code(matching: "open")?.limit == .unlimited)
        #expect(sidecar.code(matching: "OPEN")?.expires == Date(timeIntervalSince1970: 1_798_718_400))
        #expect(sidecar.code(matching: "SHORT")?.expires == Date(timeIntervalSince1970: 1_772_319_600))
    }

    @Test func everyProblemIsReportedWithItsPlaceAndWhatWasExpected() throws {
        let result = decode("""
        {
          "version": 2,
          "products": {
            "demo.no.such": {"X": {}},
            "demo.lifetime": {"X": {}},
            "demo.plus.premium.yearly": {
              "NOPE": {},
              "HALFYEAR": {
                "oneTimeCodes": ["OK-1", "ok-1", "has space", 7, "halfyear"],
                "customCodes": {"ZERO": {"maxRedemptions": 0}, "LATE": {"expires": "soon"}},
                "expires": "2026-13-01"
              }
            }
          }
        }
        """)
        let messages = result.problems.map { "\($0.path): \($0.message)" }
        let expected = [
            "$.version: expected version 1, found 2",
            "$.products[\"demo.no.such\"]: expected the id of a product in the catalog with code offers, found \"demo.no.such\"",
            "$.products[\"demo.lifetime\"]: expected the id of a product in the catalog with code offers, found \"demo.lifetime\"",
            "$.products[\"demo.plus.premium.yearly\"].NOPE: no code offer \"NOPE\" on \"demo.plus.premium.yearly\"; expected one of \"HALFYEAR\"",
            "$.products[\"demo.plus.premium.yearly\"].HALFYEAR.expires: expected a date such as \"2026-12-31\" or \"2026-12-31T23:59:59Z\", found \"2026-13-01\"",
            "$.products[\"demo.plus.premium.yearly\"].HALFYEAR.oneTimeCodes[1]: the code \"ok-1\" is already listed (in $.products[\"demo.plus.premium.yearly\"].HALFYEAR.oneTimeCodes[0]); each code redeems one offer",
            "$.products[\"demo.plus.premium.yearly\"].HALFYEAR.oneTimeCodes[2]: expected a code of 1 to 64 letters, digits, '-' or '_', found \"has space\"",
            "$.products[\"demo.plus.premium.yearly\"].HALFYEAR.oneTimeCodes[3]: expected a code (a string), found the number 7",
            "$.products[\"demo.plus.premium.yearly\"].HALFYEAR.oneTimeCodes[4]: the code \"halfyear\" is already listed (in the catalog, as a code offer's reference name); each code redeems one offer",
            "$.products[\"demo.plus.premium.yearly\"].HALFYEAR.customCodes.ZERO.maxRedemptions: expected a whole number of at least 1, found 0",
            "$.products[\"demo.plus.premium.yearly\"].HALFYEAR.customCodes.LATE.expires: expected a date such as \"2026-12-31\" or \"2026-12-31T23:59:59Z\", found \"soon\"",
        ]
        #expect(Set(messages) == Set(expected), "\(messages)")
        #expect(result.problems.allSatisfy { $0.file == "Shop.codes.json" && $0.position != nil })
    }

    @Test func brokenJSONIsOneProblemWithItsLineAndColumn() throws {
        let result = decode("{\n  \"products\": {,}\n}")
        let problem = try #require(result.problems.first)
        #expect(result.sidecar == nil && result.problems.count == 1)
        #expect(problem.path == "$" && problem.position?.line == 2 && problem.message.hasPrefix("the file is not valid JSON"))
    }

    @Test func theSidecarIsFoundBesideTheCatalogOrInsideItsFolder() throws {
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("Shop.storekit")
        #expect(OfferCodeSidecar.defaultURL(forCatalogAt: file).lastPathComponent == "Shop.codes.json")
        let folder = directory.url.appendingPathComponent("Folder.storekit")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(OfferCodeSidecar.defaultURL(forCatalogAt: folder) == folder.appendingPathComponent("Codes.json"))
        let unreadable = #expect(throws: CatalogLoadError.self) { try OfferCodeSidecar.load(from: directory.url.appendingPathComponent("none.codes.json")) }
        guard case .unreadable(let path, _) = unreadable else {
            Issue.record("a missing sidecar is \(String(describing: unreadable)), not unreadable")
            return
        }
        #expect(path.hasSuffix("none.codes.json"))
    }
}
