import Foundation
import Testing
import TestSupport
@testable import PaywallModel

@Suite("Catalog problems")
struct CatalogProblemTests {
    private func decode(_ json: String) -> CatalogDecoding {
        CatalogDecoder.decode(Data(json.utf8), file: "shop.storekit")
    }

    private static let subscription = """
    {"productID": "pro.monthly", "type": "RecurringSubscription", "displayPrice": "4.99", "groupNumber": 1,
     "recurringSubscriptionPeriod": "P1M", "subscriptionGroupID": "G1"}
    """

    @Test func brokenJSONNamesFileLineAndColumn() throws {
        let decoding = decode("{\n  \"products\": [\n    {\"productID\": \"a\" \"type\": \"Consumable\"}\n  ]\n}")
        #expect(decoding.catalog == nil)
        let problem = try #require(decoding.problems.first)
        #expect(problem.file == "shop.storekit")
        #expect(problem.position == SourcePosition(line: 3, column: 23))
        #expect(problem.description.hasPrefix("shop.storekit:3:23: $: the file is not valid JSON: expected ',' or '}'"))
    }

    @Test func aRootThatIsNotAnObjectIsReported() {
        let decoding = decode("[]")
        #expect(decoding.catalog == nil)
        #expect(decoding.problems.first?.message == "expected a StoreKit configuration (an object), found an array")
    }

    @Test func wrongTypesNameThePathAndWhatWasExpected() throws {
        let decoding = decode("""
        {"products": [{"productID": 12, "type": "Consumable", "displayPrice": "0.99", "familyShareable": "yes"}]}
        """)
        #expect(decoding.problems.map(\.path) == ["$.products[0].productID", "$.products[0].familyShareable"])
        #expect(decoding.problems[0].message == "expected a string, found the number 12")
        #expect(decoding.problems[1].message == "expected true or false, found the string \"yes\"")
        #expect(decoding.problems[0].position == SourcePosition(line: 1, column: 29))
        #expect(decoding.catalog?.products.isEmpty == true, "a product without a usable id is left out")
    }

    @Test func invalidPricesAreReported() {
        let decoding = decode("""
        {"products": [{"productID": "a", "type": "Consumable", "displayPrice": "4,99"},
                      {"productID": "b", "type": "Consumable", "displayPrice": "-1"},
                      {"productID": "c", "type": "Consumable", "displayPrice": "2.50"},
                      {"productID": "d", "type": "Consumable"}]}
        """)
        #expect(decoding.problems.map(\.path) == ["$.products[0].displayPrice", "$.products[1].displayPrice", "$.products[3]"])
        #expect(decoding.problems[0].message.contains("expected a price such as \"4.99\""))
        #expect(decoding.problems[2].message == "missing the required key \"displayPrice\"")
        #expect(decoding.problems[2].position?.line == 4)
        #expect(decoding.catalog?.products.map(\.id) == ["c"])
        #expect(decoding.catalog?.product(withID: "c")?.price == Decimal(string: "2.5"))
    }

    /// Found by QA: a price of 9300000000000000 was accepted, and the ledger, which keeps thousandths in 64 bits,
    /// charged -9146744073709551.616; 26 digits were refused as not "digits". Prices above a trillion are refused as
    /// too large, and the rest of the catalog is read.
    @Test func pricesTooLargeToChargeAreRefusedAsTooLarge() {
        let decoding = decode("""
        {"products": [{"productID": "a", "type": "NonConsumable", "displayPrice": "9300000000000000"},
                      {"productID": "b", "type": "NonConsumable", "displayPrice": "12345678901234567890123456"},
                      {"productID": "c", "type": "NonConsumable", "displayPrice": "999999999999.99"}]}
        """)
        #expect(decoding.problems.map(\.path) == ["$.products[0].displayPrice", "$.products[1].displayPrice"])
        for problem in decoding.problems {
            #expect(problem.message.hasPrefix("expected a price of at most 1000000000000, found"), "\(problem.message)")
        }
        #expect(decoding.catalog?.products.map(\.id) == ["c"])
    }

    @Test func invalidPeriodsAreReported() {
        let decoding = decode("""
        {"subscriptionGroups": [{"id": "G1", "name": "Pro", "subscriptions": [
          {"productID": "pro.monthly", "type": "RecurringSubscription", "displayPrice": "4.99", "groupNumber": 1,
           "recurringSubscriptionPeriod": "1 month", "subscriptionGroupID": "G1",
           "introductoryOffer": {"paymentMode": "free", "subscriptionPeriod": "P0D"}}]}]}
        """)
        #expect(decoding.problems.map(\.path) == [
            "$.subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod",
            "$.subscriptionGroups[0].subscriptions[0].introductoryOffer.subscriptionPeriod",
        ])
        #expect(decoding.problems[0].message == "expected an ISO 8601 period such as P3D, P1W, P1M or P1Y, found \"1 month\"")
        #expect(decoding.problems[0].position?.line == 3)
    }

    @Test func duplicateProductIDsAreReportedWhereTheyRepeat() {
        let decoding = decode("""
        {"products": [{"productID": "coins", "type": "Consumable", "displayPrice": "0.99"}],
         "nonRenewingSubscriptions": [{"productID": "coins", "type": "NonRenewingSubscription", "displayPrice": "9.99"}]}
        """)
        #expect(decoding.problems.count == 1)
        #expect(decoding.problems.first?.path == "$.nonRenewingSubscriptions[0].productID")
        #expect(decoding.problems.first?.message.contains("duplicate product id \"coins\"") == true)
        #expect(decoding.problems.first?.message.contains("$.products[0], line 1") == true)
    }

    @Test func aSubscriptionNamingAMissingGroupIsReported() {
        let decoding = decode("""
        {"subscriptionGroups": [{"id": "G1", "name": "Pro", "subscriptions": [\(Self.subscription.replacingOccurrences(of: "\"G1\"}", with: "\"G9\"}"))]}]}
        """)
        #expect(decoding.problems.count == 1)
        #expect(decoding.problems.first?.path == "$.subscriptionGroups[0].subscriptions[0].subscriptionGroupID")
        #expect(decoding.problems.first?.message.contains("\"G9\", which does not exist") == true)
    }

    @Test func unknownKeysAndMissingOptionalKeysAreFine() throws {
        let decoding = decode("""
        {"futureKey": {"x": 1}, "subscriptionGroups": [{"id": "G1", "subscriptions": [
          {"productID": "pro", "displayPrice": "4.99", "groupNumber": 2, "recurringSubscriptionPeriod": "P1W", "newThing": []}]}]}
        """)
        #expect(decoding.problems.isEmpty)
        let product = try #require(decoding.catalog?.product(withID: "pro"))
        #expect(product.kind == .autoRenewableSubscription)
        #expect(product.subscription?.groupID == "G1")
        #expect(product.subscription?.groupLevel == 2)
        #expect(decoding.catalog?.formatVersion == FormatVersion(major: 1, minor: 0))
    }

    @Test func offerProblemsAreReported() {
        let decoding = decode("""
        {"subscriptionGroups": [{"id": "G1", "name": "Pro", "subscriptions": [
          {"productID": "pro", "displayPrice": "4.99", "groupNumber": 1, "recurringSubscriptionPeriod": "P1M",
           "adHocOffers": [{"paymentMode": "payAsYouGo", "subscriptionPeriod": "P1M", "displayPrice": "0.99"}],
           "codeOffers": [{"paymentMode": "gratis", "subscriptionPeriod": "P1M", "eligibility": ["new", "vip"]}]}]}]}
        """)
        let messages = decoding.problems.map { "\($0.path): \($0.message)" }
        #expect(messages == [
            "$.subscriptionGroups[0].subscriptions[0].adHocOffers[0]: missing the required key \"offerID\"",
            "$.subscriptionGroups[0].subscriptions[0].codeOffers[0].paymentMode: expected one of \"free\", \"payAsYouGo\", \"payUpFront\", found \"gratis\"",
            "$.subscriptionGroups[0].subscriptions[0].codeOffers[0].eligibility[1]: expected one of \"new\", \"existing\", \"expired\", found the string \"vip\"",
        ])
    }

    @Test func unknownStorefrontsAreReported() {
        let decoding = decode(#"{"settings": {"_storefront": "ATL", "_locale": "en_US"}}"#)
        #expect(decoding.problems.first?.path == "$.settings._storefront")
        #expect(decoding.catalog?.settings.locale == "en_US")
    }

    @Test func loadThrowsEveryProblem() {
        #expect(throws: CatalogLoadError.self) {
            try Catalog(decoding: Data(#"{"products": [{"productID": "a"}]}"#.utf8), file: "x.storekit")
        }
        do {
            _ = try Catalog(decoding: Data(#"{"products": [{"productID": "a"}]}"#.utf8), file: "x.storekit")
        } catch {
            guard case .invalid(let problems) = error else { Issue.record("expected invalid"); return }
            #expect(problems.map(\.message) == ["missing the required key \"type\"", "missing the required key \"displayPrice\""])
        }
    }

    @Test func readsTheFolderForm() throws {
        let directory = TemporaryDirectory()
        let folder = directory.file("Shop.storekit")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"products": [{"productID": "a", "type": "NonConsumable", "displayPrice": "1"}], "version": {"major": 4, "minor": 0}}"#.utf8)
            .write(to: folder.appendingPathComponent("Configuration.storekit"))
        let catalog = try Catalog.load(from: folder)
        #expect(catalog.products.map(\.id) == ["a"])
        #expect(catalog.formatVersion.major == 4)
    }

    @Test func missingFilesAndEmptyFoldersAreUnreadable() throws {
        let directory = TemporaryDirectory()
        #expect(throws: CatalogLoadError.unreadable(file: directory.file("none.storekit").path, reason: "no such file or folder")) {
            try Catalog.load(from: directory.file("none.storekit"))
        }
        #expect(throws: CatalogLoadError.unreadable(file: directory.path, reason: "expected a Configuration.storekit file inside the folder")) {
            try Catalog.load(from: directory.url)
        }
    }
}
