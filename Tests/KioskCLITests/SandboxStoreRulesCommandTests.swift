import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// The sandbox store's rules as a script meets them: a plan change that waits, what an ended subscription
/// refuses, and catching up the clock in time order.
@Suite("kiosk sandbox: plan changes that wait, ended subscriptions, events in time order")
struct SandboxStoreRulesCommandTests {
    let state = TemporaryDirectory()

    func run(_ words: String...) -> (status: Int32, output: String, error: String) {
        let console = Console.capturing()
        let status = KioskCommandLine.run(["sandbox", "--state", state.path] + words, console: console)
        return (status, console.output, console.errorOutput)
    }

    /// What a `--json` listing prints under a key (or the whole array).
    func json(_ words: String..., key: String? = nil) throws -> [[String: Any]] {
        let console = Console.capturing()
        #expect(KioskCommandLine.run(["sandbox", "--state", state.path] + words + ["--json"], console: console) == ExitStatus.ok)
        let value = try JSONSerialization.jsonObject(with: Data(console.output.utf8))
        if let key { return try #require((value as? [String: Any])?[key] as? [[String: Any]]) }
        return try #require(value as? [[String: Any]])
    }

    @Test func anApprovedUpgradeContinuesTheSubscriptionItChanges() throws {
        #expect(run("buy", "demo.plus.basic.weekly", "--finish").status == ExitStatus.ok)
        #expect(run("set", "ask-to-buy", "on").status == ExitStatus.ok)
        #expect(run("buy", "demo.plus.standard.monthly").output.hasPrefix("Ask to Buy: request 2 "))
        #expect(run("approve", "2").output.hasPrefix("Approved transaction 2 (demo.plus.standard.monthly), unfinished"))
        let rows = try json("list")
        #expect(rows.map { $0["originalID"] as? Int } == [1, 1], "the upgrade continues the weekly subscription")
        #expect(rows.map { $0["isUpgraded"] as? Bool } == [true, false])
        let subscriptions = try json("subscriptions", key: "subscriptions")
        #expect(subscriptions.count == 1, "one subscription in the group")
        #expect(subscriptions.first?["productID"] as? String == "demo.plus.standard.monthly" && subscriptions.first?["state"] as? String == "subscribed")
    }

    @Test func anApprovedDowngradeWaitsForTheRenewal() throws {
        #expect(run("buy", "demo.plus.premium.monthly").status == ExitStatus.ok)
        #expect(run("set", "ask-to-buy", "on").status == ExitStatus.ok)
        #expect(run("buy", "demo.plus.basic.weekly").output.hasPrefix("Ask to Buy: request 2 "), "a downgrade waits for approval too")
        let approved = run("approve", "2")
        #expect(approved.output == "Approved transaction 2 (demo.plus.basic.weekly), a plan change at the next renewal; nothing was charged now.\n")
        #expect(try json("list").map { $0["status"] as? String } == ["completed", "scheduled"])
        #expect(run("subscriptions").output.contains("  demo.plus.basic.weekly: upcoming (from "))
    }
}
