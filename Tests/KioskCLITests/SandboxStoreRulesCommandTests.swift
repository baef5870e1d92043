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
        let approved = run("approve", "2").output
        let rows = try json("list")
        let price = try #require(rows.last?["price"] as? String)
        #expect(price.split(separator: ".").last?.count == 2, "a dollar amount to the cent: \(price)")
        #expect(approved.hasPrefix("Approved transaction 2 (demo.plus.standard.monthly), unfinished, charged \(price) USD now (prorated: the unused rest"),
                "the approval says the prorated amount the ledger charged: \(approved)")
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

    /// A downgrade approved after an upgrade in the same chain charged nothing now, and says only that (it said
    /// "nothing was charged now, charged 300 JPY now" after a storefront switch: the upgrade's credit was read
    /// as the scheduled row's).
    @Test func anApprovedDowngradeAfterAnUpgradeSaysOnlyThatNothingWasCharged() throws {
        #expect(run("buy", "demo.plus.standard.monthly", "--finish").status == ExitStatus.ok)
        #expect(run("set", "storefront", "JPN").status == ExitStatus.ok)
        #expect(run("change", "demo.plus.premium.monthly").status == ExitStatus.ok)
        #expect(run("set", "ask-to-buy", "on").status == ExitStatus.ok)
        #expect(run("change", "demo.plus.basic.weekly").output.contains("waits as request 3"))
        let approved = run("approve", "3")
        #expect(approved.output == "Approved transaction 3 (demo.plus.basic.weekly), a plan change at the next renewal; nothing was charged now.\n",
                "\(approved.output)")
    }

    @Test func anExpiredSubscriptionCannotBeResumedRenewedOrExpiredAndNothingIsCharged() throws {
        #expect(run("buy", "demo.plus.standard.monthly").status == ExitStatus.ok)
        #expect(run("expire", "demo.plus.standard.monthly").status == ExitStatus.ok)
        #expect(run("advance", "10m").status == ExitStatus.ok)
        let before = try json("list")
        for action in ["resume-renewal", "renew", "expire", "cancel-renewal"] {
            let refused = run(action, "demo.plus.standard.monthly")
            #expect(refused.status == ExitStatus.dataError, "\(action)")
            #expect(refused.error.contains("demo.plus.standard.monthly expired on ") && refused.error.contains("buy it again"), "\(action): \(refused.error)")
        }
        #expect(try json("list").count == before.count, "no renewal is charged for the time it was expired")
        #expect(try json("subscriptions", key: "subscriptions").map { $0["state"] as? String } == ["expired"])
    }

    @Test func theOldPlanOfAnApprovedUpgradeCannotBeResumed() throws {
        #expect(run("buy", "demo.plus.basic.weekly", "--finish").status == ExitStatus.ok)
        #expect(run("set", "ask-to-buy", "on").status == ExitStatus.ok)
        #expect(run("buy", "demo.plus.standard.monthly").status == ExitStatus.ok)
        #expect(run("approve", "2").status == ExitStatus.ok)
        let resume = run("resume-renewal", "demo.plus.basic.weekly")
        #expect(resume.status == ExitStatus.dataError && resume.error.contains("continues as demo.plus.standard.monthly"), "\(resume.error)")
        #expect(try json("subscriptions", key: "subscriptions").count == 1)
    }

    /// The ledger's shape after buying a monthly plan, asking for its refund (reviewed after the default 48 hours)
    /// and advancing the clock by `steps`, one command each, in real time: each row's product, reason, status
    /// and whether it is refunded, and each subscription's state.
    static func ledgerShape(advancing steps: [String]) throws -> [String] {
        let state = TemporaryDirectory()
        func run(_ words: String...) -> Console {
            let console = Console.capturing()
            #expect(KioskCommandLine.run(["sandbox", "--state", state.path] + words, console: console) == ExitStatus.ok, "\(words)")
            return console
        }
        _ = run("set", "time-rate", "real")
        _ = run("buy", "demo.plus.premium.monthly")
        _ = run("refund-request", "1")
        for step in steps { _ = run("advance", step) }
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run("list", "--json").output.utf8)) as? [[String: Any]])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run("subscriptions", "--json").output.utf8)) as? [String: Any])
        let subscriptions = try #require(report["subscriptions"] as? [[String: Any]])
        return rows.map { "\($0["productID"] ?? "") \($0["reason"] ?? "") \($0["status"] ?? "") refunded \($0["revocationDate"] != nil)" }
            + subscriptions.map { "subscription \($0["state"] ?? "")" }
    }

    @Test func aRefundRequestResolvesTheSameHoweverTheClockIsAdvanced() throws {
        let once = try Self.ledgerShape(advancing: ["P31D"])
        #expect(once == ["demo.plus.premium.monthly PURCHASE completed refunded true", "subscription revoked"],
                "the review two days in revokes the subscription before its renewal")
        #expect(try Self.ledgerShape(advancing: ["P3D", "P28D"]) == once)
    }
}

extension SandboxStoreRulesCommandTests {
    /// `subscriptions` gives the renewal price to the cent, as `list` and `approve` do (it printed "5.5 USD").
    @Test func theRenewalPriceKeepsTheCurrencysMinorDigits() throws {
        let catalog = state.url.appendingPathComponent("fifty.storekit")
        try #"""
        {"products": [], "subscriptionGroups": [{"id": "g1", "name": "Plus", "subscriptions": [
         {"productID": "plus.monthly", "referenceName": "Plus Monthly", "type": "RecurringSubscription", "displayPrice": "5.50",
          "recurringSubscriptionPeriod": "P1M", "groupNumber": 1, "subscriptionGroupID": "g1", "familyShareable": false,
          "localizations": [{"locale": "en_US", "displayName": "Plus Monthly", "description": "Plus"}]}]}]}
        """#.write(to: catalog, atomically: true, encoding: .utf8)
        #expect(run("--catalog", catalog.path, "buy", "plus.monthly", "--finish").status == ExitStatus.ok)
        let subscriptions = try json("--catalog", catalog.path, "subscriptions", key: "subscriptions")
        #expect(subscriptions.first?["renewalPrice"] as? String == "5.50 USD", "\(subscriptions)")
        #expect(run("--catalog", catalog.path, "subscriptions").output.contains(" at 5.50 USD ["))
    }
}
