import Foundation
import Testing
import TestSupport
@testable import KioskCLI
@testable import PaywallModel

@Suite("kiosk catalog check")
struct CatalogCommandTests {
    private func run(_ words: [String]) -> (status: Int32, console: Console) {
        runKiosk(words)
    }

    private func write(_ text: String, in directory: TemporaryDirectory, named name: String = "shop.storekit") throws -> String {
        let url = directory.file(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test(.needsFixtures) func printsASummaryOfEachFixture() throws {
        let files = Fixtures.files(in: "storekit")
        for file in files {
            let (status, console) = run(["catalog", "check", file.path])
            #expect(status == ExitStatus.ok, "\(file.lastPathComponent): \(console.errorOutput)")
            #expect(console.output.hasPrefix(file.path + "\n"))
            #expect(console.output.contains("storefront USA (United States, USD)"))
        }
    }

    @Test(.needsFixtures) func summaryOfTheBackyardBirdsCatalog() throws {
        let url = try #require(Fixtures.url("storekit/apple__sample-backyard-birds__Store.storekit"))
        let (status, console) = run(["catalog", "check", url.path])
        #expect(status == ExitStatus.ok)
        let output = console.output
        #expect(output.contains("9 products: 6 consumables, 3 auto-renewable subscriptions"))
        #expect(output.contains("offers: 3 introductory, 0 promotional, 0 offer code, 0 win-back"))
        #expect(output.contains("Subscription group \"Backyard Birds Pass\" (6F3A93AB)"))
        let lines = output.split(separator: "\n").map(String.init)
        let premium = try #require(lines.firstIndex { $0.contains("level 1") && $0.contains("pass.premium") })
        #expect(lines[premium].contains("$11.99 every month"))
        #expect(lines[premium + 1].trimmingCharacters(in: .whitespaces) == "introductory: free for 1 month")
    }

    @Test(.needsFixtures) func jsonSummary() throws {
        let url = try #require(Fixtures.url("storekit/russell-archer__StoreHelper__SampleProducts.storekit"))
        let (status, console) = run(["catalog", "check", "--json", url.path])
        #expect(status == ExitStatus.ok)
        let summary = try JSONDecoder().decode(CatalogSummary.self, from: Data(console.output.utf8))
        #expect(summary.productCounts["nonConsumable"] == 4)
        #expect(summary.subscriptionGroups.map(\.name) == ["VIP", "Standard"])
        #expect(summary.products.first { $0.id == "com.rarcher.consumable.plant.installation" }?.price == "$29.00")
    }

    /// Found by QA: a catalog whose offer code or storefront sidecar every `kiosk sandbox` command refuses passed the
    /// check. The check reads both as the sandbox does and reports their problems with their file and place.
    @Test func theOfferCodeAndStorefrontSidecarsAreCheckedToo() throws {
        let directory = TemporaryDirectory()
        let path = try write(Catalog.demoConfiguration, in: directory)
        let codes = directory.file("shop.codes.json"), storefronts = directory.file("shop.storefronts.json")
        try Data(#"{"products": {"demo.plus.standard.yearly": {"FRIENDS": {"oneTimeCodes": ["A B"], "expires": "2027-13-45"}}}}"#.utf8).write(to: codes)
        let badCodes = run(["catalog", "check", path])
        #expect(badCodes.status == ExitStatus.dataError)
        #expect(badCodes.console.errorOutput.contains("\(codes.path):1:"), "\(badCodes.console.errorOutput)")
        #expect(badCodes.console.errorOutput.contains("oneTimeCodes[0]") && badCodes.console.errorOutput.contains("expires"),
                "\(badCodes.console.errorOutput)")
        try FileManager.default.removeItem(at: codes)

        try Data(#"{"products": {"demo.lifetime": {"only": ["XXX"]}}}"#.utf8).write(to: storefronts)
        let badStorefronts = run(["catalog", "check", "--json", path])
        #expect(badStorefronts.status == ExitStatus.dataError)
        #expect(badStorefronts.console.output.contains(storefronts.path) && badStorefronts.console.output.contains("expected a storefront code"),
                "\(badStorefronts.console.output)")

        try Data(#"{"products": {"demo.lifetime": {"only": ["USA"]}, "demo.lifetime": {"only": ["DEU"]}}}"#.utf8).write(to: storefronts)
        let duplicate = run(["catalog", "check", path])
        #expect(duplicate.status == ExitStatus.ok)
        #expect(duplicate.console.errorOutput.contains("\(storefronts.path):1:") && duplicate.console.errorOutput.contains("duplicate key"),
                "its duplicate keys are warned about, as the sandbox does: \(duplicate.console.errorOutput)")
    }

    /// Found by QA: the check stopped at the storefront sidecar's first problem, and passed a product id the catalog
    /// does not have (its rule applies to nothing: a typo leaves the product meant sold everywhere) and `"only": []`,
    /// which the sandbox reads as sold in no storefront, without a word. Every problem is reported in one run with its
    /// file and place; an unknown product id is one, for the check and the sandbox alike, as in the price and code
    /// sidecars; an empty "only" list is what the sandbox says it is, and the check warns that the product is sold nowhere.
    @Test func theStorefrontSidecarsEveryProblemIsReportedAndAnEmptyOnlyListIsExplained() throws {
        let directory = TemporaryDirectory()
        let path = try write(Catalog.demoConfiguration, in: directory)
        let storefronts = directory.file("shop.storefronts.json"), state = directory.file("state").path
        try Data("""
        {"products": {
          "demo.lifetime": {"only": ["USA", "XXX"]},
          "demo.coins.600": {"except": "DEU"},
          "demo.coins.100": {"except": ["DEU", 7]},
          "demo.nosuch": {"only": ["USA"]},
          "demo.coins.1000": {"sometimes": ["USA"]}
        }}
        """.utf8).write(to: storefronts)
        let bad = run(["catalog", "check", path])
        #expect(bad.status == ExitStatus.dataError)
        let expected = [
            #"\#(storefronts.path):2:37: $.products["demo.lifetime"].only[1]: expected a storefront code such as USA or DEU"#,
            #"\#(storefronts.path):3:32: $.products["demo.coins.600"].except: expected an array of storefront codes, found a string"#,
            #"\#(storefronts.path):4:40: $.products["demo.coins.100"].except[1]: expected a storefront code such as USA or DEU"#,
            #"\#(storefronts.path):5:18: $.products["demo.nosuch"]: expected the id of a product in the catalog, found "demo.nosuch""#,
            #"\#(storefronts.path):6:22: $.products["demo.coins.1000"]: expected the id of a product in the catalog, found "demo.coins.1000""#,
            #"\#(storefronts.path):6:22: $.products["demo.coins.1000"]: expected {"only": [...]} or {"except": [...]}"#,
        ]
        let lines = bad.console.errorOutput.split(separator: "\n").map(String.init)
        #expect(lines == expected + ["kiosk: \(path): 6 problems found."], "\(bad.console.errorOutput)")
        let json = run(["catalog", "check", "--json", path])
        #expect(json.status == ExitStatus.dataError)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.console.output.utf8)) as? [String: Any])
        let problems = try #require(report["problems"] as? [[String: Any]])
        #expect(problems.count == 6 && problems.allSatisfy { $0["file"] as? String == storefronts.path }, "\(json.console.output)")
        // The sandbox refuses the same file for the same problems.
        let sandbox = runKiosk(["sandbox", "--catalog", path, "--state", state, "list"])
        #expect(sandbox.status == ExitStatus.dataError)
        #expect(sandbox.console.errorOutput.contains(#"$.products["demo.nosuch"]"#) && sandbox.console.errorOutput.contains(#"$.products["demo.coins.1000"]"#),
                "\(sandbox.console.errorOutput)")

        // An empty "only" list: the sandbox sells the product in no storefront, and the check says so.
        try Data(#"{"products": {"demo.lifetime": {"only": []}, "demo.coins.600": {"except": []}}}"#.utf8).write(to: storefronts)
        let empty = run(["catalog", "check", path])
        #expect(empty.status == ExitStatus.ok, "\(empty.console.errorOutput)")
        #expect(empty.console.errorOutput.contains(#"kiosk: \#(storefronts.path):1:41: $.products["demo.lifetime"].only: warning: "#)
                && empty.console.errorOutput.contains("demo.lifetime is sold in no storefront"), "\(empty.console.errorOutput)")
        #expect(!empty.console.errorOutput.contains("demo.coins.600"), "an empty \"except\" list sells it everywhere: \(empty.console.errorOutput)")
        let warned = run(["catalog", "check", "--json", path])
        #expect(warned.status == ExitStatus.ok && warned.console.output.contains("demo.lifetime is sold in no storefront"), "\(warned.console.output)")
        for storefront in ["USA", "DEU", "JPN"] {
            #expect(runKiosk(["sandbox", "--catalog", path, "--state", state, "set", "storefront", storefront]).status == ExitStatus.ok)
            let buy = runKiosk(["sandbox", "--catalog", path, "--state", state, "buy", "demo.lifetime"])
            #expect(buy.status == ExitStatus.failure && buy.console.errorOutput.contains("is not sold in"), "\(storefront): \(buy.console.errorOutput)")
        }
        #expect(runKiosk(["sandbox", "--catalog", path, "--state", state, "buy", "demo.coins.600"]).status == ExitStatus.ok)

        // A sidecar that cannot be read stops the check with 66, as its help says, and the sandbox too.
        try FileManager.default.removeItem(at: storefronts)
        try FileManager.default.createDirectory(at: storefronts, withIntermediateDirectories: false)
        let unreadable = run(["catalog", "check", path])
        #expect(unreadable.status == ExitStatus.noInput && unreadable.console.errorOutput.contains(storefronts.path), "\(unreadable.console.errorOutput)")
        #expect(runKiosk(["sandbox", "--catalog", path, "--state", state, "list"]).status == ExitStatus.noInput)
    }

    @Test func otherStorefrontAndLocale() throws {
        let directory = TemporaryDirectory()
        let path = try write(Catalog.demoConfiguration, in: directory)
        let (status, console) = run(["catalog", "check", path, "--storefront", "KOR", "--locale", "ko_KR"])
        #expect(status == ExitStatus.ok)
        #expect(console.output.contains("storefront KOR (Korea, Republic of, KRW)"))
        #expect(console.output.contains("₩100"), "a zero-decimal currency shows no decimals")
        #expect(console.output.contains("note: No KRW price for KOR in the price sidecar: "), "the reuse of dollar amounts is said plainly")
        #expect(run(["catalog", "check", path, "--storefront", "XYZ"]).status == ExitStatus.usage)
    }

    @Test func problemsExitWith65AndNameTheirPlace() throws {
        let directory = TemporaryDirectory()
        let path = try write("""
        {"products": [{"productID": "a", "type": "Consumable", "displayPrice": "1.O0"}],
         "subscriptionGroups": [{"id": "G", "subscriptions": [{"productID": "a", "displayPrice": "1", "groupNumber": 1,
           "recurringSubscriptionPeriod": "P1Q"}]}]}
        """, in: directory)
        let (status, console) = run(["catalog", "check", path])
        #expect(status == ExitStatus.dataError)
        #expect(console.output.isEmpty)
        let lines = console.errorOutput.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(path):1:72: $.products[0].displayPrice: expected a price such as \"4.99\" (digits, optionally '.' and decimals), found the string \"1.O0\"",
            "\(path):3:35: $.subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod: expected an ISO 8601 period such as P3D, P1W, P1M or P1Y, found \"P1Q\"",
            "kiosk: \(path): 2 problems found.",
        ])
    }

    @Test func brokenJSONAsJSON() throws {
        let directory = TemporaryDirectory()
        let path = try write("{\n  \"products\": [,]\n}", in: directory)
        let (status, console) = run(["catalog", "check", "--json", path])
        #expect(status == ExitStatus.dataError)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        let problem = try #require((report["problems"] as? [[String: Any]])?.first)
        #expect(problem["line"] as? Int == 2)
        #expect(problem["column"] as? Int == 16)
        #expect((problem["message"] as? String)?.hasPrefix("the file is not valid JSON") == true)
    }

    @Test func missingFileExitsWith66() {
        let directory = TemporaryDirectory()
        let (status, console) = run(["catalog", "check", directory.file("nothing.storekit").path])
        #expect(status == ExitStatus.noInput)
        #expect(console.errorOutput.contains("no such file or folder"))
    }

    @Test func missingArgumentIsAUsageError() {
        #expect(run(["catalog", "check"]).status == ExitStatus.usage)
    }

    @Test func demoPrintsTheBuiltInCatalogWhichChecksClean() throws {
        let (status, console) = run(["catalog", "demo"])
        #expect(status == ExitStatus.ok)
        let directory = TemporaryDirectory()
        let path = try write(console.output, in: directory)
        #expect(run(["catalog", "check", path]).status == ExitStatus.ok)
    }

    @Test func noArgumentsWithoutATerminalPointsToRenderAndSandbox() {
        let (status, console) = run([])
        #expect(status == ExitStatus.unavailable)
        #expect(console.errorOutput.contains("kiosk render"))
        #expect(console.errorOutput.contains("kiosk sandbox"))
    }
}

@Suite("kiosk catalog check with a price sidecar")
struct CatalogCheckSidecarTests {
    private func run(_ words: [String]) -> (status: Int32, console: Console) {
        runKiosk(words)
    }

    @Test func readsTheSidecarBesideTheCatalog() throws {
        let directory = TemporaryDirectory()
        let catalog = directory.file("Kiosk.storekit")
        try Data(Catalog.demoConfiguration.utf8).write(to: catalog)
        try Data(#"{"storefronts": {"DEU": {"products": {"demo.plus.basic.weekly": "2.29"}}}}"#.utf8)
            .write(to: directory.file("Kiosk.prices.json"))
        let (status, console) = run(["catalog", "check", catalog.path, "--storefront", "DEU", "--locale", "de_DE"])
        #expect(status == ExitStatus.ok, "\(console.errorOutput)")
        let output = console.output.replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(output.contains("price sidecar: \(directory.file("Kiosk.prices.json").path) (DEU)"))
        #expect(output.contains("2,29 € every week (9,95 € a month)"))
    }

    @Test func sidecarProblemsExitWith65() throws {
        let directory = TemporaryDirectory()
        let catalog = directory.file("Kiosk.storekit")
        try Data(Catalog.demoConfiguration.utf8).write(to: catalog)
        let sidecar = directory.file("other.json")
        try Data(#"{"storefronts": {"DEU": {"products": {"demo.gone": "2.29"}}}}"#.utf8).write(to: sidecar)
        let (status, console) = run(["catalog", "check", catalog.path, "--prices", sidecar.path])
        #expect(status == ExitStatus.dataError)
        #expect(console.errorOutput.hasPrefix("\(sidecar.path):1:52: $.storefronts.DEU.products[\"demo.gone\"]: expected the id of a product in the catalog"))
        #expect(run(["catalog", "check", catalog.path, "--prices", directory.file("none.json").path]).status == ExitStatus.noInput)
    }
}

@Suite("kiosk catalog check with hostile text")
struct CatalogCheckHostileTextTests {
    @Test func controlCharactersFromTheFileAreShownNotSent() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("evil.storekit")
        try Data(#"""
        {"products": [{"productID": "x", "type": "Consumable", "displayPrice": "1",
          "localizations": [{"locale": "en_US", "displayName": "Red\u001b[31m\u0007", "description": ""}]},
          {"productID": "y", "type": "Consumable", "displayPrice": "1\u001b[2J"}]}
        """#.utf8).write(to: file)
        let console = Console.capturing()
        #expect(KioskCommandLine.run(["catalog", "check", file.path], console: console) == ExitStatus.dataError)
        #expect(console.errorOutput.contains("found the string \"1\\u{1B}[2J\""))
        #expect(!console.errorOutput.contains("\u{1B}"))
        try Data(#"{"products": [{"productID": "x", "type": "Consumable", "displayPrice": "1", "localizations": [{"locale": "en_US", "displayName": "Red\u001b[31m\u0007"}]}]}"#.utf8).write(to: file)
        let clean = Console.capturing()
        #expect(KioskCommandLine.run(["catalog", "check", file.path], console: clean) == ExitStatus.ok)
        #expect(clean.output.contains("Red\\u{1B}[31m\\u{7}"))
        #expect(!clean.output.contains("\u{1B}") && !clean.output.contains("\u{07}"))
    }
}
