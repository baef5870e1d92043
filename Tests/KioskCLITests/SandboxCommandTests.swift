import Foundation
import Testing
import TestSupport
@testable import KioskCLI
@testable import PaywallModel

@Suite("kiosk sandbox")
struct SandboxCommandTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output, console.errorOutput)
    }

    /// The ledger's transactions as `list --json` prints them.
    func listed() throws -> [[String: Any]] {
        let (status, output, _) = run(["list", "--json"])
        #expect(status == ExitStatus.ok)
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    @Test func buysFinishesAndListsOnTheDemoCatalog() throws {
        let lifetime = try #require(Catalog.demo.products(ofKind: .nonConsumable).first).id
        let coins = try #require(Catalog.demo.products(ofKind: .consumable).first).id
        #expect(run(["buy", lifetime]) == (ExitStatus.ok, "Bought \(lifetime): transaction 1, unfinished, charged 99.99 USD.\n", ""))
        let again = run(["buy", lifetime])
        #expect(again.status == ExitStatus.failure && again.error.contains("already owns \(lifetime) (transaction 1); nothing was charged"))
        #expect(run(["buy", coins, "--quantity", "4", "--finish"]).output == "Bought \(coins): transaction 2, credited 400 to coins, finished, charged 3.96 USD.\n")
        #expect(run(["finish", "1"]).output == "Finished transaction 1 (\(lifetime)), finished.\n")
        let rows = try listed()
        #expect(rows.map { $0["id"] as? Int } == [1, 2])
        #expect(rows[1]["quantity"] as? Int == 4 && rows[1]["isFinished"] as? Bool == true)
        #expect(rows.allSatisfy { $0["signature"] as? String == "verified" })
        let table = run(["list"]).output.split(separator: "\n")
        #expect(table.first?.hasPrefix("ID  ORIG  PRODUCT") == true && table.count == 3)
    }

    /// Found by QA: buying without --customer what another customer of the Apple ID owns said "the customer already
    /// owns …", naming no one, while buy --customer named the owner and the restore that moves it.
    @Test func aPlainBuyOfWhatAnotherCustomerOwnsNamesThem() {
        #expect(run(["buy", "demo.lifetime", "--customer", "bo"]).status == ExitStatus.ok)
        let again = run(["buy", "demo.lifetime"])
        #expect(again.status == ExitStatus.failure)
        #expect(again.error == "kiosk: this Apple ID already owns demo.lifetime (transaction 1), for bo; nothing was charged. "
                + "'kiosk sandbox restore --customer default' moves it to default.\n")
        #expect(run(["list", "--json"]).output.components(separatedBy: "\"id\"").count == 2, "nothing was written")
    }

    /// Found by QA: deleting a delivered coin pack said only "Deleted transaction 1 (demo.coins.100), finished." while
    /// status kept its 100 coins; the transaction manager's delete question says why (a balance is the app's), the
    /// command did not.
    @Test func deletingAConsumableSaysWhatTheAppGaveForItStays() {
        #expect(run(["buy", "demo.coins.100", "--finish"]).status == ExitStatus.ok)
        #expect(run(["delete", "1"]).output == "Deleted transaction 1 (demo.coins.100), finished; what the app already gave for it "
                + "(coins, credits) stays with the customer, since a balance is the app's.\n")
        #expect(run(["status"]).output.contains("coins (Coins): 100"))
        #expect(run(["buy", "demo.lifetime"]).status == ExitStatus.ok)
        #expect(run(["delete", "2"]).output == "Deleted transaction 2 (demo.lifetime), unfinished.\n", "what the store grants goes with it")
    }

    @Test func askToBuyInterruptionsRefundsAndResetByScript() throws {
        let product = try #require(Catalog.demo.products(ofKind: .nonConsumable).first).id
        #expect(run(["set", "ask-to-buy", "on"]).output == "Ask to Buy is now on.\n")
        #expect(run(["buy", product]).output.contains("Ask to Buy: request 1 for \(product) waits; run 'kiosk sandbox approve 1'"))
        #expect(run(["decline", "1"]).status == ExitStatus.ok)
        let nothing = run(["approve", "1"])
        #expect(nothing.status == ExitStatus.failure && nothing.error.contains("nothing to approve"))
        #expect(run(["buy", product]).status == ExitStatus.ok)
        let approved = run(["approve", "2"]).output
        let row = try #require(try listed().first { $0["id"] as? Int == 2 })
        let price = try #require(row["price"] as? String), currency = try #require(row["currency"] as? String)
        #expect(approved == "Approved transaction 2 (\(product)), unfinished, charged \(price) \(currency).\n", "the amount is the ledger's")
        #expect(run(["set", "ask-to-buy", "off"]).status == ExitStatus.ok)
        #expect(run(["set", "interrupted", "on"]).status == ExitStatus.ok)
        let coins = try #require(Catalog.demo.products(ofKind: .consumable).first).id
        #expect(run(["buy", coins]).output.contains("Interrupted: request 3"))
        #expect(run(["resolve", "3"]).status == ExitStatus.ok)
        #expect(run(["refund", "2", "--reason", "developer-issue"]).output == "Refunded transaction 2 (\(product)): \(price) \(currency) back; it no longer entitles.\n")
        #expect(try listed().first { $0["id"] as? Int == 2 }?["revocationDate"] != nil)
        #expect(run(["delete", "3"]).status == ExitStatus.ok)
        #expect(run(["reset"]).output == "Reset the ledger: removed 2 transactions, the balances they credited and every setting override.\n")
        #expect(try listed().isEmpty)
    }

    @Test func simulatedErrorsAndStorefrontsAreSetByScript() throws {
        let coins = try #require(Catalog.demo.products(ofKind: .consumable).first).id
        #expect(run(["set", "error", "purchase", "networkError"]).output == "Purchase now fails with networkError.\n")
        let failed = run(["buy", coins])
        #expect(failed.status == ExitStatus.unavailable && failed.error == "kiosk: Purchase failed with the simulated error networkError, as the sandbox settings ask.\n")
        #expect(run(["set", "error", "purchase", "off"]).output == "Purchase no longer fails.\n")
        #expect(run(["set", "storefront", "deu"]).output == "The storefront is now DEU.\n")
        #expect(run(["buy", coins]).status == ExitStatus.ok)
        #expect(try listed().first?["currency"] as? String == "EUR")
    }

    @Test func mistakesExitWithAClearMessage() {
        let unknown = run(["buy", "no.such.product"])
        #expect(unknown.status == ExitStatus.dataError && unknown.error == "kiosk: The catalog has no product 'no.such.product'.\n")
        let missing = run(["finish", "42"])
        #expect(missing.status == ExitStatus.dataError && missing.error == "kiosk: There is no transaction 42 in the ledger.\n")
        #expect(run(["finish", "abc"]).status == ExitStatus.usage)
        #expect(run(["set", "colour", "red"]).status == ExitStatus.usage)
        #expect(run(["set", "error", "purchase"]).status == ExitStatus.usage)
        #expect(run(["buy", "demo.coins.100", "--quantity", "many"]).status == ExitStatus.usage)
        let offer = run(["buy", "demo.coins.100", "--offer", "nope"])
        #expect(offer.status == ExitStatus.dataError && offer.error.contains("has no offer 'nope'"))
        let catalog = run(["--catalog", "/no/such.storekit", "list"])
        #expect(catalog.status == ExitStatus.noInput)
    }

    @Test(.needsFixtures) func aFixtureCatalogWithAStorefrontSidecar() throws {
        let fixture = try #require(Fixtures.url("storekit/apple__sample-backyard-birds__Store.storekit"))
        let sidecar = state.file("storefronts.json")
        try Data(#"{"products": {"pass.premium": {"except": ["USA"]}}}"#.utf8).write(to: sidecar)
        let blocked = run(["--catalog", fixture.path, "--storefronts", sidecar.path, "buy", "pass.premium"])
        #expect(blocked.status == ExitStatus.failure && blocked.error.contains("is not sold in the United States storefront (USA)"))
        #expect(run(["--catalog", fixture.path, "buy", "pass.premium", "--offer", "introductory"]).status == ExitStatus.ok)
        #expect(try listed().first?["offer"] as? String == "introductory")
        let broken = state.file("broken.json")
        try Data("{\"products\": 3}".utf8).write(to: broken)
        let bad = run(["--catalog", fixture.path, "--storefronts", broken.path, "list"])
        #expect(bad.status == ExitStatus.dataError && bad.error.contains("broken.json: $.products (line 1, column 14)"))
    }

    @Test func parentOptionsMayComeBeforeOrAfterTheSubcommand() throws {
        let parser = ArgumentParser(root: KioskCommandLine.root)
        guard case .run(let before) = try parser.parse(["sandbox", "--state", "/s", "buy", "x", "--quantity", "2"]),
              case .run(let after) = try parser.parse(["sandbox", "buy", "x", "--state=/s", "--quantity", "2"]) else {
            Issue.record("expected both to run")
            return
        }
        #expect(before == after)
        #expect(before.commandPath == ["kiosk", "sandbox", "buy"] && before.option("state") == "/s" && before.argument("PRODUCT") == "x")
        #expect(throws: UsageError.self) { try parser.parse(["sandbox", "--nonsense", "list"]) }
    }
}
