import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: once a product was taken out of the `.storekit` file, every `kiosk sandbox` command on a ledger with
/// its subscription due to renew stopped with "The sandbox ledger cannot be opened: The catalog has no product …"
/// (exit 73), and `advance` was refused. Now they work, and the removed plan expires as productUnavailable.
@Suite("kiosk sandbox on a ledger naming a product the catalog no longer has")
struct RemovedProductCommandTests {
    static let removed = "demo.plus.standard.monthly"
    let directory = TemporaryDirectory()

    func run(_ catalog: URL, _ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--catalog", catalog.path, "--state", directory.file("state").path] + words)
        return (status, console.output, console.errorOutput)
    }

    /// The demo catalog as `kiosk catalog demo` prints it, and the same file with one of its (non-subscription) products
    /// taken out.
    func catalogs(removingProduct id: String) throws -> (full: URL, edited: URL) {
        let demo = runKiosk(["catalog", "demo"]).console.output
        var document = try #require(try JSONSerialization.jsonObject(with: Data(demo.utf8)) as? [String: Any])
        let products = try #require(document["products"] as? [[String: Any]])
        document["products"] = products.filter { $0["productID"] as? String != id }
        let full = directory.file("demo.storekit"), edited = directory.file("edited.storekit")
        try Data(demo.utf8).write(to: full)
        try JSONSerialization.data(withJSONObject: document).write(to: edited)
        return (full, edited)
    }

    /// The demo catalog as `kiosk catalog demo` prints it, and the same file with the plan (or a whole group) taken out.
    func catalogs(removingGroup removedGroup: String? = nil) throws -> (full: URL, edited: URL) {
        let demo = runKiosk(["catalog", "demo"]).console.output
        let full = directory.file("demo.storekit"), edited = directory.file("edited.storekit")
        try Data(demo.utf8).write(to: full)
        var document = try #require(try JSONSerialization.jsonObject(with: Data(demo.utf8)) as? [String: Any])
        var groups = try #require(document["subscriptionGroups"] as? [[String: Any]])
        for index in groups.indices {
            let subscriptions = try #require(groups[index]["subscriptions"] as? [[String: Any]])
            groups[index]["subscriptions"] = subscriptions.filter { $0["productID"] as? String != Self.removed }
        }
        groups.removeAll { $0["id"] as? String == removedGroup }
        document["subscriptionGroups"] = groups
        try JSONSerialization.data(withJSONObject: document).write(to: edited)
        return (full, edited)
    }

    @Test func everyCommandStillWorksAndTheRemovedPlanExpiresAsProductUnavailable() throws {
        let (full, edited) = try catalogs()
        #expect(run(full, ["set", "time-rate", "0"]).status == ExitStatus.ok)
        #expect(run(full, ["buy", Self.removed, "--finish"]).status == ExitStatus.ok)
        #expect(run(full, ["buy", "demo.news.digital.monthly", "--finish"]).status == ExitStatus.ok)

        let ahead = run(edited, ["subscriptions"])
        #expect(ahead.output.contains("expires then: \(Self.removed) is no longer in the catalog"), "\(ahead.output)")
        let advanced = run(edited, ["advance", "P2M"])
        #expect(advanced.status == ExitStatus.ok, "\(advanced.error)")
        #expect(advanced.output.contains("2 renewals") && advanced.output.contains("1 expiration"), "\(advanced.output)")

        let listed = run(edited, ["list"])
        #expect(listed.status == ExitStatus.ok, "\(listed.error)")
        let rows = listed.output.split(separator: "\n").dropFirst()
        #expect(rows.filter { $0.contains(Self.removed) }.count == 1, "its row is still listed: \(listed.output)")
        #expect(rows.count == 4 && rows.allSatisfy { $0.hasSuffix("verified") && !$0.hasSuffix("unverified") }, "\(listed.output)")

        let subscriptions = run(edited, ["subscriptions"])
        #expect(subscriptions.status == ExitStatus.ok && subscriptions.output.contains("productUnavailable"), "\(subscriptions.output)")
        #expect(run(edited, ["buy", "demo.lifetime"]).status == ExitStatus.ok)

        for words in [["buy", Self.removed], ["renew", Self.removed], ["change", Self.removed]] {
            let refused = run(edited, words)
            #expect(refused.status == ExitStatus.dataError && refused.error.contains("\(Self.removed) is no longer in the catalog"),
                    "\(words): \(refused.error)")
        }
    }

    /// Found in review: with a whole group taken out of the catalog, `subscriptions` no longer listed its subscription
    /// and `advance` did not count its expiration.
    @Test func aGroupTakenOutOfTheCatalogIsStillListedAndItsEndReported() throws {
        let (full, edited) = try catalogs(removingGroup: "KNEWS")
        let news = "demo.news.digital.monthly"
        for words in [["set", "time-rate", "0"], ["buy", news, "--finish"]] {
            #expect(run(full, words).status == ExitStatus.ok, "\(words)")
        }
        let listed = run(edited, ["subscriptions"])
        #expect(listed.output.contains("KNEWS: \(news) subscribed") && listed.output.contains("expires then: \(news) is no longer in the catalog"),
                "\(listed.output)")
        // The customer's status agrees (QA: it said "renews").
        let status = run(edited, ["status"]).output
        #expect(status.contains("\(news): active from \(news)") && status.contains("does not renew") && !status.contains(", renews"), "\(status)")
        let advanced = run(edited, ["advance", "P2M"])
        #expect(advanced.status == ExitStatus.ok && advanced.output.contains("1 expiration"), "\(advanced.output)")
        let after = run(edited, ["subscriptions", "--json"])
        #expect(after.output.contains("\"productUnavailable\""), "\(after.output)")
    }

    /// Found in review: a non-consumable taken out of the catalog was no longer the customer's under the default rules
    /// (one entitlement per catalog product), though the App Store keeps what was bought when a product leaves sale.
    @Test func aNonConsumableTakenOutOfTheCatalogIsStillOwned() throws {
        let (full, edited) = try catalogs(removingProduct: "demo.lifetime")
        #expect(run(full, ["buy", "demo.lifetime", "--finish", "--customer", "ann"]).status == ExitStatus.ok)
        let status = run(edited, ["status", "--customer", "ann"])
        #expect(status.output.contains("demo.lifetime: active from demo.lifetime (transaction 1), no end"), "\(status.output)")
        #expect(!run(edited, ["status", "--customer", "bob"]).output.contains("demo.lifetime: active"), "only its owner has it")
        let report = run(edited, ["subscriptions"]).output
        #expect(report.contains("  demo.lifetime: active (no longer in the catalog)\n"), "\(report)")
    }

    /// Found by QA: a consumable taken out of the catalog lost what was paid for it: delivering an unfinished purchase
    /// said "Nothing to credit" and finished it (the coins never came), and a balance already credited vanished from
    /// `status` and could not be spent ("There is no balance"), since the default rules give balances to the catalog's
    /// consumables only. The defaults cover the ledger's products the catalog no longer has too.
    @Test func aConsumableTakenOutOfTheCatalogIsStillCreditedAndSpent() throws {
        let (full, edited) = try catalogs(removingProduct: "demo.coins.100")
        #expect(run(full, ["buy", "demo.coins.100", "--quantity", "3", "--finish"]).status == ExitStatus.ok)
        #expect(run(full, ["buy", "demo.coins.100", "--quantity", "2"]).status == ExitStatus.ok)
        let delivered = run(edited, ["deliver"])
        #expect(delivered.status == ExitStatus.ok && delivered.output.contains("Credited 2 to demo.coins.100"), "\(delivered.output)\(delivered.error)")
        let spent = run(edited, ["spend", "demo.coins.100", "4"])
        #expect(spent.status == ExitStatus.ok && spent.output.contains("1 left"), "\(spent.output)\(spent.error)")
        #expect(run(edited, ["status"]).output.contains("demo.coins.100 (demo.coins.100): 1"))
    }

    /// Found in review: fixing billing of a removed plan in billing retry said "renewed as transaction 1, charged 1.99
    /// USD" (nothing was renewed or charged). It says the plan ended because the catalog no longer has it.
    @Test func fixingBillingOfARemovedPlanSaysItEndedAndChargedNothing() throws {
        let (full, edited) = try catalogs()
        for words in [["set", "time-rate", "0"], ["buy", Self.removed], ["billing-issue", Self.removed, "on"], ["advance", "P32D"]] {
            #expect(run(full, words).status == ExitStatus.ok, "\(words)")
        }
        let fixed = run(edited, ["billing-issue", Self.removed, "off"])
        #expect(fixed.status == ExitStatus.ok)
        #expect(fixed.output == "Billing of \(Self.removed) is fixed; \(Self.removed) is no longer in the catalog, so it was not renewed and has ended.\n",
                "\(fixed.output)")
    }

    /// Found by QA: fixing the billing of a removed plan after its grace period had ended wrote its EXPIRED notification
    /// dated at the renewal that failed, before the GRACE_PERIOD_EXPIRED that preceded it; it ended when billing was
    /// fixed, and its EXPIRED is dated then, after everything before it. The same for a retry ended by fixing billing
    /// of a subscription whose auto-renew was turned off meanwhile.
    @Test(arguments: [false, true])
    func fixingBillingAfterTheGracePeriodDatesTheExpirationWhenItEnded(autoRenewOff: Bool) throws {
        let (full, edited) = try catalogs()
        let catalog = autoRenewOff ? full : edited
        for words in [["set", "time-rate", "0"], ["buy", Self.removed], ["billing-issue", Self.removed, "on"], ["advance", "P55D"]] {
            #expect(run(full, words).status == ExitStatus.ok, "\(words)")
        }
        if autoRenewOff { #expect(run(full, ["cancel-renewal", Self.removed]).status == ExitStatus.ok) }
        let clock = { self.run(catalog, ["subscriptions"]).output.split(separator: "\n").first.map { String($0.dropFirst("Sandbox clock: ".count).prefix(20)) } ?? "" }
        let before = clock()
        #expect(run(catalog, ["billing-issue", Self.removed, "off"]).status == ExitStatus.ok)
        let after = clock()
        let listed = run(catalog, ["notifications", "--json"]).output
        let notifications = try #require(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]])
        let dated = notifications.map { ("\($0["notificationType"] ?? "")", "\($0["date"] ?? "")") }
        #expect(dated.last?.0 == "EXPIRED" && dated.contains { $0.0 == "GRACE_PERIOD_EXPIRED" }, "\(dated)")
        #expect(dated.map(\.1) == dated.map(\.1).sorted(), "dated in order: \(dated)")
        let expired = dated.last?.1 ?? ""
        #expect(before <= expired && expired <= after, "dated when billing was fixed (\(before) to \(after)): \(dated)")
        let subtype = notifications.last?["subtype"] as? String
        #expect(subtype == (autoRenewOff ? "VOLUNTARY" : "PRODUCT_NOT_FOR_SALE"))
    }
}
