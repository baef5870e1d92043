import Foundation
import Testing
import TestSupport
@testable import KioskCLI
@testable import PaywallModel

/// Found by QA: Bulgaria (BGR) was priced and charged in lev (BGN). The App Store's Bulgaria storefront charges
/// euros since 1 January 2026, when Bulgaria joined the euro area (Apple's notice to developers, September 2025); the
/// sandbox clock is past that, so a purchase there is in EUR, priced as the other euro storefronts are.
@Suite("Bulgaria charges euros")
struct BulgariaEuroTests {
    private func boughtRow(in storefront: String) throws -> [String: Any] {
        let state = TemporaryDirectory()
        #expect(runKiosk(["sandbox", "--state", state.path, "set", "storefront", storefront]).status == ExitStatus.ok)
        let (code, console) = runKiosk(["sandbox", "--state", state.path, "buy", "demo.lifetime"])
        #expect(code == ExitStatus.ok, "\(console.errorOutput)")
        let list = runKiosk(["sandbox", "--state", state.path, "list", "--json"]).console.output
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        return try #require(rows.first)
    }

    @Test func bulgariaIsAEuroStorefront() throws {
        #expect(Storefront(code: "BGR")?.currency.code == "EUR")
        #expect(!StorefrontTable.currencyCodes.contains("BGN"))
        let bulgaria = try boughtRow(in: "BGR"), germany = try boughtRow(in: "DEU")
        #expect(bulgaria["currency"] as? String == "EUR")
        #expect(bulgaria["storefront"] as? String == "BGR")
        #expect(bulgaria["price"].map { "\($0)" } == germany["price"].map { "\($0)" } && bulgaria["price"] != nil, "priced as the listed euro storefront")
    }
}
