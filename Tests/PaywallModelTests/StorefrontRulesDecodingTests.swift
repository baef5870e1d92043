import Foundation
import Testing
@testable import PaywallModel

@Suite("Rules file: reading and checking")
struct StorefrontRulesDecodingTests {
    private func decode(_ text: String, catalog: Catalog? = .demo) throws -> StorefrontRules {
        try StorefrontRules.decode(Data(text.utf8), source: "shop.rules.json", catalog: catalog)
    }

    private func messages(_ rules: StorefrontRules) -> [String] {
        rules.issues.map(\.description)
    }

    @Test func theDemoRulesReadCleanAgainstTheDemoCatalog() throws {
        let rules = try decode(StorefrontRules.demoRulesFile)
        #expect(rules.issues.isEmpty)
        #expect(rules == StorefrontRules.demo.withSource("shop.rules.json"))
        #expect(rules.entitlements.map(\.key) == ["plus", "ad_free", "priority_support", "family", "news", "news_archive"])
        #expect(rules.tiers.map(\.id) == ["family", "premium", "plus", "basic", "free"])
        #expect(rules.tier("premium")?.level == 2)
        #expect(rules.defaultTierID == "free")
        #expect(rules.capability("export")?.rule(forTier: "plus") == .limit(10))
        #expect(rules.capability("export")?.rule(forTier: "free") == .unavailable)
        #expect(rules.visibility.groupHideMap == [RuleMapping(key: "demo.family.lifetime", targets: ["premium", "plus", "basic"])])
        #expect(rules.conflicts.products == [RuleMapping(key: "demo.lifetime", targets: ["demo.pass.season"])])
        #expect(rules.balanceGrant(for: "demo.coins.600")?.amount == 600)
        #expect(rules.balanceGrant(for: "demo.coins.600")?.balance.key == "coins")
        #expect(rules.entitlementKeys(grantedBy: "demo.family.lifetime") == ["plus", "ad_free", "priority_support", "family"])
        #expect(rules.tier(containing: "demo.lifetime")?.id == "plus")
        #expect(rules.nonRenewingTerms == ["demo.pass.season": SubscriptionPeriod(value: 90, unit: .day)])
    }

    /// A term is a non-renewing subscription's (another kind's period is the store's) and an ISO 8601 count of days,
    /// weeks, months or years; each mistake names its place and what was expected, and is left out.
    @Test func nonRenewingTermsAreCheckedAndCountedInTheCalendar() throws {
        let rules = try decode("""
        {"nonRenewingTerms": {"demo.pass.season": "P1M", "demo.lifetime": "P1Y", "demo.plus.basic.weekly": "P1W",
                              "demo.nope": "P1D"}}
        """)
        #expect(messages(rules) == [
            "shop.rules.json:1:67: $.nonRenewingTerms[\"demo.lifetime\"]: error: \"demo.lifetime\" is a non-consumable: only a non-renewing subscription has a term the app keeps",
            "shop.rules.json:1:100: $.nonRenewingTerms[\"demo.plus.basic.weekly\"]: error: \"demo.plus.basic.weekly\" is an auto-renewable subscription: only a non-renewing subscription has a term the app keeps",
            "shop.rules.json:2:36: $.nonRenewingTerms[\"demo.nope\"]: error: \"demo.nope\" is not a product in the catalog",
        ])
        #expect(rules.nonRenewingTerms == ["demo.pass.season": SubscriptionPeriod(value: 1, unit: .month)])
        // A month is a calendar month, counted in UTC: from the 31st of January to the 28th of February.
        let january31 = try #require(ISO8601DateFormatter().date(from: "2027-01-31T10:00:00Z"))
        #expect(rules.termEnd(of: "demo.pass.season", purchasedAt: january31) == ISO8601DateFormatter().date(from: "2027-02-28T10:00:00Z"))
        #expect(rules.termEnd(of: "demo.lifetime", purchasedAt: january31) == nil)
        #expect(!rules.termRuns(of: "demo.pass.season", kind: .nonRenewingSubscription, purchasedAt: january31,
                                at: try #require(ISO8601DateFormatter().date(from: "2027-02-28T10:00:00Z"))))

        for (bad, expected) in [("\"90 days\"", "a term such as \"P90D\""), ("\"P0D\"", "a term such as \"P90D\""), ("\"P-1M\"", "a term such as \"P90D\""),
                                ("\"PT5M\"", "a term such as \"P90D\""), ("90", "a string")] {
            let refused = try decode(#"{"nonRenewingTerms": {"demo.pass.season": \#(bad)}}"#)
            #expect(refused.nonRenewingTerms.isEmpty, "\(bad)")
            let message = try #require(messages(refused).first, "\(bad)")
            #expect(message.contains("$.nonRenewingTerms[\"demo.pass.season\"]: error: expected \(expected)"), "\(message)")
        }
    }

    @Test func everyCapabilityRuleKindReads() throws {
        let rules = try decode("""
        {"tiers": {"a": {"level": 1}},
         "capabilities": {"on": {"a": true}, "off": {"a": false}, "capped": {"a": {"limit": 3}},
                          "day": {"a": {"until": "2027-06-30"}}, "moment": {"a": {"until": "2027-06-30T12:00:00+02:00"}},
                          "all": {"a": "unrestricted"}, "none": {"a": "unavailable"}}}
        """)
        #expect(rules.issues.isEmpty)
        let rule = { (feature: String) in rules.capability(feature)?.rule(forTier: "a") }
        #expect(rule("on") == .allowed(true))
        #expect(rule("off") == .allowed(false))
        #expect(rule("capped") == .limit(3))
        // A day lasts to its end (UTC); a moment is exact.
        #expect(rule("day") == .until(try #require(ISO8601DateFormatter().date(from: "2027-07-01T00:00:00Z"))))
        #expect(rule("moment") == .until(try #require(ISO8601DateFormatter().date(from: "2027-06-30T10:00:00Z"))))
        #expect(rule("all") == .unrestricted)
        #expect(rule("none") == .unavailable)
        #expect(rule("day")?.description == "until 2027-07-01T00:00:00Z")
    }

    @Test func brokenJSONNamesLineAndColumn() {
        #expect {
            _ = try decode("{\n  \"tiers\": {\"a\": {\"level\": 1,}}\n}")
        } throws: { error in
            (error as? DocumentError)?.description == "shop.rules.json:2:29: error: expected another value after ',' (JSON does not allow a trailing comma before '}')"
        }
    }

    @Test func aRootThatIsNotAnObjectIsRefused() {
        #expect(throws: DocumentError.self) { _ = try decode("[1, 2]") }
    }

    @Test func unknownProductsAndTiersAreReportedWithTheirPlaces() throws {
        let rules = try decode("""
        {
          "entitlements": {"pro": {"products": ["demo.lifetime", "demo.nope"]}},
          "tiers": {"top": {"level": 1, "products": ["demo.lifetime"]}},
          "defaultTier": "gold",
          "capabilities": {"export": {"top": true, "silver": "unrestricted"}},
          "store": {"groupHideMap": {"demo.lifetime": ["bronze"]}, "hideMap": {"demo.ghost": ["demo.lifetime"]}},
          "conflicts": {"tiers": {"top": ["tin"]}}
        }
        """)
        #expect(messages(rules) == [
            "shop.rules.json:2:58: $.entitlements.pro.products[1]: error: \"demo.nope\" is not a product in the catalog",
            "shop.rules.json:4:18: $.defaultTier: error: \"gold\" is not a tier declared in \"tiers\" (the tiers are \"top\")",
            "shop.rules.json:5:54: $.capabilities.export.silver: error: \"silver\" is not a tier declared in \"tiers\" (the tiers are \"top\")",
            "shop.rules.json:6:86: $.store.hideMap[\"demo.ghost\"]: error: \"demo.ghost\" is not a product in the catalog",
            "shop.rules.json:6:48: $.store.groupHideMap[\"demo.lifetime\"][0]: error: \"bronze\" is not a tier declared in \"tiers\" (the tiers are \"top\")",
            "shop.rules.json:7:35: $.conflicts.tiers.top[0]: error: \"tin\" is not a tier declared in \"tiers\" (the tiers are \"top\")",
        ])
        // What is wrong is left out; the rest is kept.
        #expect(rules.entitlement("pro")?.productIDs == ["demo.lifetime"])
        #expect(rules.defaultTierID == nil)
        #expect(rules.capability("export")?.rules.map(\.tierID) == ["top"])
        #expect(rules.visibility.hideMap.isEmpty)
        #expect(rules.report.errors.count == 6)
    }

    @Test func wrongKindsOfValuesSayWhatWasExpected() throws {
        let rules = try decode("""
        {"tiers": {"a": {"level": "one"}, "b": {"level": 2}},
         "capabilities": {"x": {"b": "sometimes"}, "y": {"b": {"limit": -1}}, "z": {"b": {"until": "soon"}}, "w": {"b": 3}},
         "entitlements": {"e": {"products": "demo.lifetime"}},
         "balances": {"coins": {"products": {"demo.coins.100": 0, "demo.lifetime": 5}}}}
        """)
        #expect(messages(rules) == [
            "shop.rules.json:1:27: $.tiers.a.level: error: expected a whole number, found a string",
            "shop.rules.json:3:37: $.entitlements.e.products: error: expected an array, found a string",
            "shop.rules.json:2:30: $.capabilities.x.b: error: expected true, false, \"unrestricted\", \"unavailable\", {\"limit\": N} or {\"until\": \"YYYY-MM-DD\"}, found \"sometimes\"",
            "shop.rules.json:2:65: $.capabilities.y.b.limit: error: expected a limit of 0 or more, found -1",
            "shop.rules.json:2:92: $.capabilities.z.b.until: error: expected a date such as \"2027-06-30\" or a time such as \"2027-06-30T12:00:00Z\", found \"soon\"",
            "shop.rules.json:2:113: $.capabilities.w.b: error: expected true, false, \"unrestricted\", \"unavailable\", {\"limit\": N} or {\"until\": \"YYYY-MM-DD\"}, found a number",
            "shop.rules.json:4:56: $.balances.coins.products[\"demo.coins.100\"]: error: expected a positive whole number of units, found 0",
            "shop.rules.json:4:76: $.balances.coins.products[\"demo.lifetime\"]: error: \"demo.lifetime\" is not a consumable: only consumables add to a balance",
        ])
        #expect(rules.tiers.map(\.id) == ["b"])
    }

    @Test func productRulesThatCannotHoldAreErrors() throws {
        let rules = try decode("""
        {"entitlements": {"coins": {"products": ["demo.coins.100"]}},
         "tiers": {"a": {"level": 1, "products": ["demo.lifetime"]}, "b": {"level": 2, "products": ["demo.lifetime"]}},
         "conflicts": {"products": {"demo.lifetime": ["demo.lifetime", "demo.pass.season"]}}}
        """)
        // Tiers are read first, wherever they stand.
        #expect(messages(rules) == [
            "shop.rules.json:2:93: $.tiers.b.products[0]: error: \"demo.lifetime\" is already in tier \"a\": a product belongs to one tier",
            "shop.rules.json:1:42: $.entitlements.coins.products[0]: error: \"demo.coins.100\" is a consumable: consumables are used up and never grant an entitlement; count them in \"balances\"",
            "shop.rules.json:1:41: $.entitlements.coins.products: warning: entitlement \"coins\" is granted by no product",
            "shop.rules.json:3:47: $.conflicts.products[\"demo.lifetime\"][0]: error: \"demo.lifetime\" cannot conflict with itself",
        ])
        #expect(rules.conflicts.products == [RuleMapping(key: "demo.lifetime", targets: ["demo.pass.season"])])
    }

    @Test func misspelledKeysAndRedundantRulesAreWarnings() throws {
        let rules = try decode("""
        {"tiers": {"a": {"level": 1, "prodcts": []}},
         "store": {"defaultVisible": ["demo.lifetime"], "showMap": {"demo.pass.season": ["demo.lifetime"]}},
         "conflict": {}}
        """)
        #expect(rules.report.errors.isEmpty)
        #expect(messages(rules) == [
            "shop.rules.json:3:14: $.conflict: warning: unknown key \"conflict\", ignored (expected one of \"balances\", \"capabilities\", \"conflicts\", \"defaultTier\", \"entitlements\", \"nonRenewingTerms\", \"store\", \"tiers\")",
            "shop.rules.json:1:41: $.tiers.a.prodcts: warning: unknown key \"prodcts\", ignored (expected one of \"level\", \"name\", \"products\")",
            "shop.rules.json:2:60: $.store.showMap: warning: owning \"demo.pass.season\" shows \"demo.lifetime\", which is visible by default anyway",
        ])
    }

    @Test func anEntitlementForEarlyCustomersNeedsAVersion() throws {
        let rules = try decode(#"{"entitlements": {"legacy": {"products": [], "originalAppVersionBelow": "3.1"}, "bad": {"products": [], "originalAppVersionBelow": "soon"}}}"#)
        #expect(rules.entitlement("legacy")?.originalAppVersionBelow == "3.1")
        #expect(rules.entitlement("legacy")?.isGranted(toOriginalAppVersion: "3.0.9") == true)
        #expect(rules.entitlement("legacy")?.isGranted(toOriginalAppVersion: "3.10") == false)
        #expect(messages(rules) == ["shop.rules.json:1:132: $.entitlements.bad.originalAppVersionBelow: error: expected a version such as \"2.0\", found \"soon\""])
    }

    @Test func withoutACatalogOnlyTheFileItselfIsChecked() throws {
        let rules = try decode(#"{"entitlements": {"pro": {"products": ["anything"]}}, "tiers": {"t": {"level": 1, "products": ["x"]}}}"#, catalog: nil)
        #expect(rules.issues.isEmpty)
        #expect(rules.entitlement("pro")?.productIDs == ["anything"])
    }

    /// A file with a thousand problems read keeping the first hundred: only those keep their text (a million would
    /// otherwise cost hundreds of megabytes), every one is counted, and an error past the hundredth still fails it.
    @Test func keepingTheFirstProblemsCountsEveryOne() throws {
        let text = "{" + (0..<1_000).map { "\"unknown\($0)\": 1" }.joined(separator: ", ") + ", \"defaultTier\": \"nowhere\"}"
        let rules = try StorefrontRules.decode(Data(text.utf8), source: "shop.rules.json", catalog: .demo, keepingIssues: 100)
        #expect(rules.issues.count == 100)
        #expect(rules.issues.first?.message.hasPrefix("unknown key \"unknown0\"") == true)
        #expect(rules.issues.last?.message.hasPrefix("unknown key \"unknown99\"") == true)
        #expect(rules.omittedIssues == IssueTally(errors: 1, warnings: 900))
        #expect(rules.report.warningCount == 1_000)
        #expect(rules.report.errorCount == 1)
        #expect(!rules.report.isClean)
        let everything = try StorefrontRules.decode(Data(text.utf8), source: "shop.rules.json", catalog: .demo)
        #expect(everything.issues.count == 1_001)
        #expect(everything.omittedIssues == IssueTally())
        #expect(everything.report.warningCount == 1_000 && everything.report.errorCount == 1)
    }

    @Test func theSidecarBesideACatalogIsFoundByName() throws {
        let folder = URL(fileURLWithPath: "/tmp/shop")
        #expect(StorefrontRules.sidecarURL(forCatalogAt: folder.appendingPathComponent("Store.storekit")).path == "/tmp/shop/Store.rules.json")
    }
}

extension StorefrontRules {
    /// The same rules read from another source.
    func withSource(_ source: String) -> StorefrontRules {
        var copy = self
        copy.source = source
        return copy
    }
}
