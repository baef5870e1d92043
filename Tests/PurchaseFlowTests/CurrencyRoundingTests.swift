import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Charges in the currency's minor unit")
struct CurrencyRoundingTests {
    /// A catalog priced in dollars with cents, and no price sidecar: Japan reuses its amounts as yen.
    static let catalog = try! Catalog(decoding: Data(#"""
    {"settings": {"_storefront": "USA"}, "products": [{"productID": "coins", "type": "Consumable", "displayPrice": "8.77", "referenceName": "coins"}],
     "subscriptionGroups": [{"id": "g", "name": "Plus", "subscriptions": [
       {"productID": "basic", "type": "RecurringSubscription", "displayPrice": "4.99", "recurringSubscriptionPeriod": "P1M",
        "referenceName": "basic", "subscriptionGroupID": "g", "groupNumber": 2, "familyShareable": false},
       {"productID": "premium", "type": "RecurringSubscription", "displayPrice": "12.49", "recurringSubscriptionPeriod": "P1M",
        "referenceName": "premium", "subscriptionGroupID": "g", "groupNumber": 1, "familyShareable": false}]}]}
    """#.utf8), file: "cents.storekit")

    @Test func aReusedCatalogAmountIsChargedInWholeYen() async throws {
        let sandbox = try SandboxHarness(catalog: Self.catalog)
        try sandbox.set("storefront", "JPN")
        let bought = try #require(try await sandbox.buy("coins").transaction)
        #expect(try sandbox.store.record(Int64(bought.id)).priceMilliunits == 9_000)
        #expect(bought.currency == "JPY")
        #expect(try await sandbox.product("coins").displayPrice == "¥9")
        #expect(sandbox.store.priceBook.reuseNotice(in: Storefront(code: "JPN")!)?.contains("reuse the catalog's USD amounts as JPY") == true)
        #expect(sandbox.store.priceBook.reuseNotice(in: Storefront(code: "ECU")!) == nil, "Ecuador charges in dollars")
    }

    @Test func anUpgradesCreditInYenIsWholeYen() async throws {
        let sidecar = PriceSidecar(productPrices: ["JPN": ["basic": 800, "premium": 1900, "coins": 1500]])
        let sandbox = try SandboxHarness(catalog: Self.catalog, prices: sidecar)
        try sandbox.set("storefront", "JPN")
        let old = try #require(try await sandbox.buy("basic").transaction)
        let end = try #require(old.expirationDate)
        sandbox.clock.set(SandboxHarness.start.addingTimeInterval(end.timeIntervalSince(SandboxHarness.start) / 3))
        let upgrade = try #require(try await sandbox.buy("premium").transaction)
        let charged = try #require(try sandbox.store.record(Int64(upgrade.id)).priceMilliunits)
        #expect(charged % 1_000 == 0, "charged \(charged) thousandths of a yen")
        #expect(charged > 1_000_000 && charged < 1_900_000)
    }
}
