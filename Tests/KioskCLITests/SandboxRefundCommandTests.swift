import Foundation
import Testing
import TestSupport
@testable import KioskCLI

@Suite("kiosk sandbox refund-request and review-refunds")
struct SandboxRefundCommandTests {
    private func run(_ state: TemporaryDirectory, _ words: [String]) -> (status: Int32, console: Console) {
        runKiosk(["sandbox", "--state", state.path] + words)
    }

    @Test func aRequestWaitsThenIsGrantedAfterTheDelayOrByScript() {
        let state = TemporaryDirectory()
        #expect(run(state, ["buy", "demo.lifetime"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.plus.standard.monthly"]).status == ExitStatus.ok)
        let (code, console) = run(state, ["refund-request", "1", "--reason", "unintendedPurchase"])
        #expect(code == ExitStatus.ok)
        #expect(console.output.hasPrefix("Refund request 1 for transaction 1 (unintendedPurchase) waits for review until "))
        #expect(run(state, ["advance", "2d"]).status == ExitStatus.ok)
        #expect(run(state, ["list", "--json"]).console.output.contains("\"revocationDate\""))
        #expect(run(state, ["refund-request", "2"]).status == ExitStatus.ok)
        #expect(run(state, ["review-refunds", "decline"]).console.output
            == "Refund request 2 for transaction 2 (other) was declined; nothing changed.\n")
        #expect(run(state, ["review-refunds", "grant"]).console.output == "No refund request waits for review.\n")
    }

    /// Found by QA: 'refund' said what a refunded consumable's coins came to, but a refund request granted at once or
    /// by 'review-refunds grant' said only that the transaction was revoked (the balance was right).
    @Test func aGrantedRequestOfAConsumableSaysWhatCoinsAreTakenBack() {
        let state = TemporaryDirectory()
        #expect(run(state, ["buy", "demo.coins.600", "--customer", "ann"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.coins.100", "--customer", "ann"]).status == ExitStatus.ok)
        #expect(run(state, ["set", "refund-review", "immediate"]).status == ExitStatus.ok)
        #expect(run(state, ["refund-request", "1"]).console.output
                == "Refund request 1 for transaction 1 (other) was granted; the transaction is refunded and revoked (4.99 USD back); "
                + "600 taken back from ann's coins (100 left).\n")
        #expect(run(state, ["set", "refund-review", "48h"]).status == ExitStatus.ok)
        #expect(run(state, ["refund-request", "2"]).status == ExitStatus.ok)
        #expect(run(state, ["review-refunds", "grant"]).console.output
                == "Refund request 2 for transaction 2 (other) was granted; the transaction is refunded and revoked (0.99 USD back); "
                + "100 taken back from ann's coins (0 left).\n")
        #expect(run(state, ["status", "--customer", "ann"]).console.output.contains("Balances\n  coins (Coins): 0\n"))
    }

    /// One review granting several consumables' requests takes each one's credit back once, and says so on each line.
    @Test func oneReviewGrantingSeveralConsumablesSaysEachTakeBack() {
        let state = TemporaryDirectory()
        #expect(run(state, ["buy", "demo.coins.600", "--customer", "ann"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.coins.100", "--customer", "ann"]).status == ExitStatus.ok)
        #expect(run(state, ["refund-request", "1"]).status == ExitStatus.ok)
        #expect(run(state, ["refund-request", "2"]).status == ExitStatus.ok)
        let lines = run(state, ["review-refunds", "grant"]).console.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.contains("for transaction 1 (other) was granted") == true && lines.first?.contains("; 600 taken back from ann's coins") == true, "\(lines)")
        #expect(lines.last?.contains("for transaction 2 (other) was granted") == true && lines.last?.contains("; 100 taken back from ann's coins") == true, "\(lines)")
        #expect(run(state, ["status", "--customer", "ann"]).console.output.contains("Balances\n  coins (Coins): 0\n"))
    }

    /// Found by QA: `list --json` had a refund's date but not its reason, nor the app account token, the group or the
    /// signing date scripts need to tell rows apart.
    @Test func theJSONListSaysWhyATransactionWasRefundedAndWhoseItIs() throws {
        let state = TemporaryDirectory()
        let token = "11111111-2222-3333-4444-555555555555"
        #expect(run(state, ["buy", "demo.lifetime", "--account-token", token]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.plus.standard.monthly"]).status == ExitStatus.ok)
        #expect(run(state, ["refund", "1", "--reason", "developer-issue"]).status == ExitStatus.ok)
        let output = run(state, ["list", "--json"]).console.output
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "\(output)")
        let refunded = try #require(rows.first { $0["id"] as? Int == 1 })
        #expect(refunded["revocationReason"] as? Int == 1, "the App Store's code for a developer issue")
        #expect(refunded["appAccountToken"] as? String == token)
        #expect(refunded["signedDate"] is String && refunded["originalPurchaseDate"] is String)
        let subscription = try #require(rows.first { $0["id"] as? Int == 2 })
        #expect(subscription["subscriptionGroupID"] as? String == "KPLUS" && subscription["revocationReason"] == nil)
    }

    /// Found by QA: `list --json` gave a price for rows that never charged (a declined request, a request still
    /// waiting), so scripts adding up prices overcounted. Only a completed row has one.
    @Test func theJSONListGivesAPriceOnlyForWhatWasCharged() throws {
        let state = TemporaryDirectory()
        #expect(run(state, ["set", "ask-to-buy", "on"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.coins.100"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.lifetime"]).status == ExitStatus.ok)
        #expect(run(state, ["decline", "1"]).status == ExitStatus.ok)
        #expect(run(state, ["set", "ask-to-buy", "off"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.coins.600"]).status == ExitStatus.ok)
        let output = run(state, ["list", "--json"]).console.output
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "\(output)")
        #expect(rows.map { $0["status"] as? String } == ["declined", "askToBuy", "completed"])
        #expect(rows.map { $0["price"] as? String } == [nil, nil, "4.99"], "\(output)")
    }

    @Test func badInputAndTheSheetsErrorAreRefusedClearly() {
        let state = TemporaryDirectory()
        #expect(run(state, ["buy", "demo.lifetime"]).status == ExitStatus.ok)
        let (bad, console) = run(state, ["refund-request", "1", "--reason", "boredom"])
        #expect(bad == ExitStatus.usage && console.errorOutput.contains("Unknown refund reason 'boredom'; expected one of unintendedPurchase"))
        #expect(run(state, ["review-refunds", "maybe"]).status == ExitStatus.usage)
        #expect(run(state, ["refund-request", "9"]).status == ExitStatus.dataError)
        #expect(run(state, ["set", "error", "refund-request-sheet", "systemError"]).status == ExitStatus.ok)
        let (failed, sheet) = run(state, ["refund-request", "1"])
        #expect(failed == ExitStatus.unavailable && sheet.errorOutput.contains("Refund Request Sheet failed with the simulated error systemError"))
    }
}
