import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: refunding an upgrade gave back only its net charge (36.23 USD), and the plan it replaced could not be
/// refunded, so the unused rest credited against the upgrade (83.76 USD) was lost for good. The refund of the
/// upgrade gives back both, as the App Store (which charged the upgrade whole and refunded the rest apart) would,
/// and the command, the requests and `list --json` say so, read back from the ledger.
@Suite("Refunding an upgrade")
struct UpgradeRefundCommandTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output, console.errorOutput)
    }

    /// Standard, Yearly (83.99 USD, transaction 2) upgraded after a day to Premium, Yearly (119.99 USD, transaction 3):
    /// 83.76 USD credited, 36.23 USD charged. The customer had Kiosk Plus's introductory offer before (transaction 1,
    /// Premium, Yearly's free week), so the upgrade is charged its price.
    func upgrade() {
        for words in [["set", "time-rate", "0"], ["buy", "demo.plus.premium.yearly", "--customer", "al"], ["expire", "demo.plus.premium.yearly"],
                      ["buy", "demo.plus.standard.yearly", "--customer", "al"], ["advance", "P1D"]] {
            #expect(run(words).status == ExitStatus.ok, "\(words)")
        }
        let upgrade = run(["buy", "demo.plus.premium.yearly", "--customer", "al"])
        #expect(upgrade.output.contains("charged 36.23 USD now (prorated: the unused rest of the old plan, 83.76 USD, was credited)"), "\(upgrade.output)")
    }

    /// `upgrade()`, then a downgrade to Standard, Yearly waiting for the next renewal.
    func downgradeWaits() {
        upgrade()
        #expect(run(["change", "demo.plus.standard.yearly", "--customer", "al"]).status == ExitStatus.ok)
    }

    /// The rows `list --json` prints, by id.
    func rows() throws -> [Int64: [String: Any]] {
        let listed = run(["list", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { (($0["id"] as? NSNumber)?.int64Value ?? 0, $0) })
    }

    @Test func refundingTheUpgradeGivesBackItsChargeAndTheRestCreditedToIt() throws {
        upgrade()
        let refund = run(["refund", "3"])
        #expect(refund.status == ExitStatus.ok)
        #expect(refund.output == "Refunded transaction 3 (demo.plus.premium.yearly): 119.99 USD back: the 36.23 USD it charged and the unused "
                + "rest of the old plan credited to it, 83.76 USD; it no longer entitles.\n", "\(refund.output)")
        let listed = try rows()
        #expect(listed[3]?["price"] as? String == "36.23")
        #expect(listed[3]?["refunded"] as? String == "119.99")
        #expect(listed[3]?["refundedCreditedRest"] as? String == "83.76")
        #expect(listed[2]?["refunded"] == nil && listed[2]?["isUpgraded"] as? Bool == true, "the replaced plan's rest is the upgrade's refund")
        let again = run(["refund", "2"])
        #expect(again.status != ExitStatus.ok && again.error.contains("Refund the upgrade instead: that gives back what it charged and the rest credited to it"),
                "\(again.error)")
    }

    @Test func aGrantedRefundRequestOnTheUpgradeSaysTheSame() throws {
        upgrade()
        #expect(run(["set", "refund-review", "immediate"]).status == ExitStatus.ok)
        let request = run(["refund-request", "3", "--customer", "al"])
        #expect(request.output == "Refund request 1 for transaction 3 (other) was granted; the transaction is refunded and revoked (119.99 USD back: "
                + "the 36.23 USD it charged and the unused rest of the old plan credited to it, 83.76 USD).\n", "\(request.output)")
        #expect(try rows()[3]?["refunded"] as? String == "119.99")
    }

    /// A transaction that credited nothing gives back what it charged.
    @Test func anOrdinaryRefundSaysWhatItCharged() throws {
        #expect(run(["buy", "demo.lifetime"]).status == ExitStatus.ok)
        #expect(run(["refund", "1"]).output == "Refunded transaction 1 (demo.lifetime): 99.99 USD back; it no longer entitles.\n")
        let row = try #require(try rows()[1])
        #expect(row["refunded"] as? String == "99.99" && row["refundedCreditedRest"] == nil)
    }

    /// Found by QA: with a downgrade waiting for the next renewal, the refund revoked the subscription and dropped it,
    /// and said nothing of it. The refund's result, and a granted request's, say so, read back from the ledger.
    @Test func aRefundSaysAWaitingDowngradeWasDropped() throws {
        downgradeWaits()
        let refund = run(["refund", "3"])
        #expect(refund.output.hasSuffix("; it no longer entitles; the change to demo.plus.standard.yearly waiting for the next renewal is dropped.\n"),
                "\(refund.output)")
    }

    @Test func aGrantedRequestSaysAWaitingDowngradeWasDropped() throws {
        downgradeWaits()
        #expect(run(["refund-request", "3", "--customer", "al"]).status == ExitStatus.ok)
        let review = run(["review-refunds", "grant"])
        #expect(review.output.hasSuffix("83.76 USD); the change to demo.plus.standard.yearly waiting for the next renewal is dropped.\n"),
                "\(review.output)")
    }

    /// An older period's refund leaves the subscription and the downgrade waiting: nothing is said of it.
    @Test func anOlderPeriodsRefundDropsNothing() throws {
        upgrade()
        #expect(run(["renew", "demo.plus.premium.yearly"]).status == ExitStatus.ok)
        #expect(run(["change", "demo.plus.standard.yearly", "--customer", "al"]).status == ExitStatus.ok)
        let refund = run(["refund", "3"])
        #expect(refund.status == ExitStatus.ok && !refund.output.contains("dropped"), "\(refund.output)")
    }
}
