import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: an upgrade made now whose old plan's unused rest was more than the new price (the surplus), or was paid
/// in another currency than the storefront's (the whole rest), said the rest was refunded, but nothing in the ledger
/// recorded that refund: `list --json` showed none. The ledger records it with the upgrade, `list --json` shows it on
/// the replaced transaction (`unusedRestRefunded`, in its `currency`), and a later refund of the upgrade gives back
/// only what that transaction still holds.
@Suite("The unused rest an upgrade refunded")
struct UpgradeRestRefundCommandTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output, console.errorOutput)
    }

    func runAll(_ commands: [[String]]) {
        for words in commands { #expect(run(words).status == ExitStatus.ok, "\(words)") }
    }

    /// The rows `list --json` prints, by id.
    func rows() throws -> [Int64: [String: Any]] {
        let listed = run(["list", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { (($0["id"] as? NSNumber)?.int64Value ?? 0, $0) })
    }

    /// Standard, Yearly (83.99 USD, transaction 1) upgraded after a day to Premium, Monthly (12.99 USD, transaction 2):
    /// the rest, 83.76 USD, is 70.77 USD more than the price, refunded then; the price, taken from the rest, is what
    /// refunding the upgrade gives back, so 70.77 + 12.99 = 83.76 USD comes back in all.
    @Test func theSurplusRefundedAtTheChangeIsInTheLedgerAndNotGivenBackAgain() throws {
        runAll([["set", "time-rate", "0"], ["buy", "demo.plus.standard.yearly"], ["advance", "P1D"]])
        let upgrade = run(["buy", "demo.plus.premium.monthly"])
        #expect(upgrade.output.contains("charged 0.00 USD now (prorated: the unused rest of the old plan, 83.76 USD, was credited; "
                                        + "70.77 USD of it, more than the price, was refunded)"), "\(upgrade.output)")
        var listed = try rows()
        #expect(listed[1]?["unusedRestRefunded"] as? String == "70.77" && listed[1]?["currency"] as? String == "USD", "\(listed[1] ?? [:])")
        #expect(listed[2]?["unusedRestRefunded"] == nil)
        let refund = run(["refund", "2"])
        #expect(refund.output == "Refunded transaction 2 (demo.plus.premium.monthly): 12.99 USD back: the 0.00 USD it charged and the unused "
                + "rest of the old plan credited to it, 12.99 USD; it no longer entitles.\n", "\(refund.output)")
        listed = try rows()
        #expect(listed[2]?["refunded"] as? String == "12.99")
        #expect(listed[1]?["unusedRestRefunded"] as? String == "70.77", "the refund at the change stays recorded")
    }

    /// Standard, Monthly bought in the USA (1.99 USD) upgraded three days later in Japan to Premium, Monthly: the whole
    /// 2000 JPY is charged and the rest, paid in dollars, refunded in dollars; refunding the upgrade gives back its yen.
    @Test func theRestPaidInAnotherCurrencyIsInTheLedgerInThatCurrency() throws {
        runAll([["set", "time-rate", "0"], ["set", "storefront", "USA"], ["buy", "demo.plus.standard.monthly"], ["advance", "P3D"],
                ["set", "storefront", "JPN"]])
        let upgrade = run(["buy", "demo.plus.premium.monthly"])
        let listed = try rows()
        let refunded = try #require(listed[1]?["unusedRestRefunded"] as? String, "\(listed[1] ?? [:])")
        #expect(listed[1]?["currency"] as? String == "USD")
        #expect((Decimal(string: refunded) ?? 0) > 0 && (Decimal(string: refunded) ?? 0) < Decimal(string: "1.99")!)
        #expect(upgrade.output.contains("charged 2000 JPY now, the whole price; the unused rest of the old plan, \(refunded) USD, "
                                        + "paid in another currency, was refunded"), "\(upgrade.output)")
        let refund = run(["refund", "2"])
        #expect(refund.output == "Refunded transaction 2 (demo.plus.premium.monthly): 2000 JPY back; it no longer entitles.\n", "\(refund.output)")
    }

    /// An upgrade whose rest the price took whole refunded nothing at the change.
    @Test func anUpgradeThatCreditedTheWholeRestRecordsNoRefund() throws {
        runAll([["set", "time-rate", "0"], ["buy", "demo.plus.standard.monthly"], ["advance", "P1D"], ["buy", "demo.plus.premium.monthly"]])
        #expect(try rows().values.allSatisfy { $0["unusedRestRefunded"] == nil })
    }
}
