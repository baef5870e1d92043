import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Storefront availability")
struct StorefrontAvailabilityTests {
    static let sidecar = """
    {
      "products": {
        "demo.lifetime": { "only": ["USA", "ca"] },
        "demo.coins.600": { "except": ["DEU"] }
      }
    }
    """

    @Test func theSidecarSaysWhereEachProductIsSold() throws {
        let availability = try StorefrontAvailability.decode(Data(Self.sidecar.utf8), file: "demo.storefronts.json")
        let usa = try #require(Storefront(code: "USA")), germany = try #require(Storefront(code: "DEU")), canada = try #require(Storefront(code: "CAN"))
        #expect(availability.isAvailable("demo.lifetime", in: usa) && availability.isAvailable("demo.lifetime", in: canada))
        #expect(!availability.isAvailable("demo.lifetime", in: germany))
        #expect(!availability.isAvailable("demo.coins.600", in: germany) && availability.isAvailable("demo.coins.600", in: usa))
        #expect(availability.isAvailable("demo.coins.100", in: germany))
        #expect(StorefrontAvailability.sidecarURL(forCatalogAt: URL(fileURLWithPath: "/x/Shop.storekit")).path == "/x/Shop.storefronts.json")
    }

    @Test func aBadSidecarNamesTheFileAndThePlace() {
        let wrongCode = #expect(throws: StorefrontAvailabilityError.self) {
            try StorefrontAvailability.decode(Data(#"{"products": {"a": {"only": ["USA", "ZZZ"]}}}"#.utf8), file: "s.json")
        }
        #expect(wrongCode?.description == #"s.json: $.products["a"].only[1] (line 1, column 37): expected a storefront code such as USA or DEU"#)
        let broken = #expect(throws: StorefrontAvailabilityError.self) {
            try StorefrontAvailability.decode(Data("{\n  \"products\": [\n".utf8), file: "s.json")
        }
        #expect(broken?.path == nil && broken?.position != nil && broken?.description.hasPrefix("s.json: line ") == true)
        let shape = #expect(throws: StorefrontAvailabilityError.self) {
            try StorefrontAvailability.decode(Data(#"{"products": {"a": ["USA"]}}"#.utf8), file: "s.json")
        }
        #expect(shape?.message == #"expected {"only": [...]} or {"except": [...]}"#)
    }

    @Test func aProductNotSoldInTheStorefrontCannotBeBoughtThere() async throws {
        let availability = try StorefrontAvailability.decode(Data(Self.sidecar.utf8), file: "demo.storefronts.json")
        let sandbox = try SandboxHarness(catalog: .demo, availability: availability)
        try sandbox.set("storefront", "DEU")
        let report = try await sandbox.marketplace.productFetchReport(for: ["demo.lifetime", "demo.coins.100"], subscription: false)
        #expect(report.products.map(\.id) == ["demo.coins.100"] && report.unavailableIDs == ["demo.lifetime"])
        #expect(report.diagnosis == "Left out products not sold in the DEU storefront: demo.lifetime.")
        let error = #expect(throws: MarketplaceError.self) { try sandbox.store.purchase(PurchaseRequest(productID: "demo.lifetime")) }
        #expect(error?.code == .notAvailableInStorefront)
        #expect(error?.message == "'demo.lifetime' is not sold in the Germany storefront (DEU).")
        try sandbox.set("storefront", "CAN")
        #expect(try await sandbox.buy("demo.lifetime").transaction?.storefront == "CAN")
    }
}
