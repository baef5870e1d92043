import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: `kiosk sandbox subscriptions --json` put the display price in a product's state, so under the ar_SA
/// locale a script read `"ready (‏٩٫٩٩ SEK)"` (a right-to-left mark, Arabic-Indic digits, a no-break space) beside a
/// renewal price written `"11.99 CHF"`. Every price in the report is written as scripts read amounts.
@Suite("kiosk sandbox subscriptions: prices as scripts read them")
struct SubscriptionsReportPriceTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output)
    }

    @Test func aProductReadyToBuyStatesItsPriceInTheStorefrontsCurrencyWhateverTheLocale() throws {
        #expect(run(["set", "storefront", "SWE"]).status == ExitStatus.ok)
        #expect(run(["set", "locale", "ar_SA"]).status == ExitStatus.ok)
        let output = run(["subscriptions", "--json"]).output
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let products = try #require(report["products"] as? [[String: Any]])
        let states = Dictionary(uniqueKeysWithValues: products.compactMap { entry in
            (entry["productID"] as? String).map { ($0, entry["state"] as? String ?? "") }
        })
        let coins = try #require(states["demo.coins.100"])
        #expect(coins.wholeMatch(of: /ready \([0-9]+\.[0-9]{2} SEK\)/) != nil, "\(coins)")
        let text = run(["subscriptions"]).output
        #expect(text.contains("\n  demo.coins.100: \(coins)\n"), "the text report says the same")
    }
}
