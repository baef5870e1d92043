import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: with --customer, buying a product the storefront sidecar does not sell in the storefront in force said
/// it was not in the catalog (exit 65: "The catalog has no product …", "… is no longer in the catalog"), though it is;
/// without --customer the same purchase fails with notAvailableInStorefront (exit 1). Both say the same.
@Suite("A product not sold in the storefront, bought for a customer")
struct NotSoldForCustomerTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output, console.errorOutput)
    }

    @Test func isRefusedAsNotSoldHereWithOrWithoutACustomer() throws {
        let sidecar = state.file("storefronts.json")
        try Data(#"{"products": {"demo.plus.premium.yearly": {"except": ["DEU"]}, "demo.coins.600": {"only": ["USA"]}}}"#.utf8).write(to: sidecar)
        #expect(run(["set", "storefront", "DEU"]).status == ExitStatus.ok)
        for product in ["demo.coins.600", "demo.plus.premium.yearly"] {
            let plain = run(["--storefronts", sidecar.path, "buy", product])
            let named = run(["--storefronts", sidecar.path, "buy", product, "--customer", "al"])
            let words = "'\(product)' is not sold in the Germany storefront (DEU)."
            #expect(plain.status == ExitStatus.failure && plain.error.contains(words), "\(plain.error)")
            #expect(named.status == ExitStatus.failure && named.error.contains(words), "\(named.error)")
            #expect(!named.error.contains("catalog"), "\(named.error)")
        }
    }

    /// Found by QA: status's "Store shows" listed products the storefront sidecar does not sell in the storefront in
    /// force, which the app's store leaves out (as StoreKit returns no product for them).
    @Test func statusLeavesThemOutOfWhatTheStoreShows() throws {
        let sidecar = state.file("storefronts.json")
        try Data(#"{"products": {"demo.plus.premium.yearly": {"except": ["DEU"]}, "demo.coins.600": {"only": ["USA"]}}}"#.utf8).write(to: sidecar)
        func shown() throws -> [String] {
            let (status, output, error) = run(["--storefronts", sidecar.path, "status", "--json"])
            #expect(status == ExitStatus.ok, "\(error)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            return try #require(report["visibleProducts"] as? [String])
        }
        let inUSA = try shown()
        #expect(inUSA.contains("demo.coins.600") && inUSA.contains("demo.plus.premium.yearly"))
        #expect(run(["set", "storefront", "DEU"]).status == ExitStatus.ok)
        let inGermany = try shown()
        #expect(inGermany == inUSA.filter { $0 != "demo.coins.600" && $0 != "demo.plus.premium.yearly" })
        #expect(!run(["--storefronts", sidecar.path, "status"]).output.contains("demo.coins.600"))
    }

    /// Found by QA: `subscriptions` said "demo.lifetime: ready (€99.99)" for a product the sidecar sells only in USA
    /// while the storefront was DEU, where buying it is refused and status and the app's store leave it out.
    @Test func subscriptionsSaysItIsNotSoldHere() throws {
        let sidecar = state.file("storefronts.json")
        try Data(#"{"products": {"demo.lifetime": {"only": ["USA"]}}}"#.utf8).write(to: sidecar)
        #expect(run(["--storefronts", sidecar.path, "subscriptions"]).output.contains("\n  demo.lifetime: ready (99.99 USD)\n"))
        #expect(run(["set", "storefront", "DEU"]).status == ExitStatus.ok)
        let listed = run(["--storefronts", sidecar.path, "subscriptions"]).output
        #expect(listed.contains("\n  demo.lifetime: not sold in the Germany storefront (DEU)\n"), "\(listed)")
        #expect(listed.contains("\n  demo.coins.100: ready (0.99 EUR)\n"), "\(listed)")
    }
}
