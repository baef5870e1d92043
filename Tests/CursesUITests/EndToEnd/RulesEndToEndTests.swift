import Foundation
import PaywallModel
import Testing
import TestSupport

/// The real binary under the demo storefront rules in a tmux terminal: what owning one product does to the store.
@Suite("End to end: storefront rules", .serialized)
struct RulesEndToEndTests {
    @Test(.needsTmux) func buyingTheFamilyLifetimeHidesTheSubscriptionTiers() throws {
        let session = try TmuxSession(width: 100, height: 40, arguments: ["--customer", "alice"])
        try session.waitFor("Transaction manager")
        try session.press("Enter")
        var store = try session.waitFor("Plus Premium, Yearly")
        #expect(store.contains("Customer alice, tier Free"))
        #expect(!store.contains("Family Lifetime"), "only basic subscribers are offered the family lifetime")
        try session.buyFromStore(filter: "basic", price: "$1.99 / week", done: "Plus Basic, Weekly is active until")
        try session.waitFor("Family Lifetime")
        try session.buyFromStore(filter: "family", price: "$149.99", done: "Family Lifetime is yours, bought for $149.99.")
        // The unfiltered store (its filter cleared by the last Escape), not the filtered one the Escapes pass through.
        store = try session.waitFor("News All Access, Monthly")
        #expect(store.contains("Customer alice, tier Family"))
        for tier in ["Plus Premium, Yearly", "Plus Premium, Monthly", "Plus Standard, Yearly", "Plus Standard, Monthly", "Plus Basic, Weekly"] {
            #expect(!store.contains(tier), "\(tier) disappears from the store")
        }
        #expect(store.contains("Family Lifetime"))
        #expect(store.contains("News All Access, Monthly"))
        let status = try session.kiosk("sandbox", "status", "--customer", "alice")
        #expect(status.contains("Tier: family"), "the purchases are alice's")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    /// The rules file's warnings the program prints before its screen starts reach standard error made safe: every
    /// hostile string of the corpus, put into the rules file's keys, shows escaped, and no raw escape sequence,
    /// control or bidi override is written.
    @Test(.needsTmux) func rulesWarningsBeforeTheScreenAreMadeSafe() throws {
        let files = TemporaryDirectory(prefix: "kiosk-rules-hostile")
        let rules = files.file("hostile.rules.json")
        let standardError = files.file("stderr.txt")
        try HostileText.inject(HostileText.all, into: StorefrontRules.demoRulesFile, .appendedToKeys).write(to: rules, atomically: true, encoding: .utf8)
        let session = try TmuxSession(arguments: ["--rules", rules.path], launcher: ["sh", "-c", "exec \"$@\" 2>\"$0\"", standardError.path])
        try session.waitFor("Transaction manager")
        try session.press("q")
        try session.waitFor("[exit 0]")
        let written = try String(contentsOf: standardError, encoding: .utf8)
        #expect(written.contains("hostile.rules.json"), "the rules' problems were printed: \(written)")
        #expect(written.contains("\\u{1B}"), "the escape shows escaped: \(written)")
        #expect(HostileText.terminalControls(in: written).isEmpty, "\(HostileText.terminalControls(in: written))")
    }
}
