import Foundation
import Testing
import TestSupport
@testable import KioskCLI
@testable import PaywallModel

@Suite("kiosk rules check")
struct RulesCommandTests {
    private func run(_ words: [String]) -> (status: Int32, console: Console) {
        runKiosk(words)
    }

    private func write(_ text: String, _ name: String, in directory: TemporaryDirectory) throws -> String {
        let url = directory.file(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func theDemoRulesCheckCleanAndArePrinted() {
        let (status, console) = run(["rules", "check"])
        #expect(status == ExitStatus.ok)
        let output = console.output
        #expect(output.hasPrefix("Kiosk Demo.rules.json: rules for Kiosk Demo.storekit\n"))
        #expect(output.contains("  1 family (Family): demo.family.lifetime"))
        #expect(output.contains("  export: family unrestricted, premium unrestricted, plus limit 10, basic unavailable, free unavailable"))
        #expect(output.contains("  owning demo.family.lifetime hides tiers premium, plus, basic"))
        #expect(output.contains("  shown by default: all but demo.family.lifetime"))
        #expect(output.hasSuffix("Kiosk Demo.rules.json: 0 errors, 0 warnings\n"))
    }

    @Test func aCustomerPositionAsJSON() throws {
        let (status, console) = run(["rules", "check", "--owned", "demo.plus.basic.weekly", "--owned", "demo.family.lifetime",
                                     "--at", "2027-02-01", "--json"])
        #expect(status == ExitStatus.ok)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        let customer = try #require(json["customer"] as? [String: Any])
        #expect(customer["effectiveTier"] as? String == "family")
        #expect(customer["at"] as? String == "2027-02-01T00:00:00Z")
        #expect(customer["visibleProducts"] as? [String] == ["demo.coins.100", "demo.coins.600", "demo.family.lifetime",
                                                             "demo.news.allaccess.monthly", "demo.news.allaccess.quarterly", "demo.news.digital.monthly"])
        let conflicts = try #require(customer["conflicts"] as? [[String: Any]])
        #expect(conflicts.map { $0["between"] as? [String] } == [["family", "basic"]])
        let already = try #require(customer["alreadyEntitled"] as? [[String: Any]])
        #expect(already.first { $0["product"] as? String == "demo.lifetime" }?["source"] as? String == "demo.family.lifetime")
        #expect(!already.contains { $0["product"] as? String == "demo.plus.basic.weekly" })
    }

    @Test func aBasicSubscriberAsText() {
        let (status, console) = run(["rules", "check", "--owned", "demo.plus.basic.weekly", "--at", "2027-02-01"])
        #expect(status == ExitStatus.ok)
        #expect(console.output.contains("Owning demo.plus.basic.weekly at 2027-02-01T00:00:00Z\n  entitlements: ad_free (from demo.plus.basic.weekly)\n  tier: basic\n"))
        #expect(console.output.contains("  feature holiday_themes: no (until 2027-01-07T00:00:00Z)"))
        #expect(console.output.contains("  feature offline_issues: yes (limit 3)"))
        #expect(console.output.contains("  conflicts: none"))
    }

    @Test func anEarlyCustomerByOriginalAppVersion() {
        let (status, console) = run(["rules", "check", "--original-app-version", "1.4"])
        #expect(status == ExitStatus.ok)
        #expect(console.output.contains("  plus (Kiosk Plus): demo.plus.premium.yearly, demo.plus.premium.monthly, demo.plus.standard.yearly, demo.plus.standard.monthly, demo.lifetime, demo.family.lifetime, demo.pass.season; also to customers who first got the app before version 2.0"))
        #expect(console.output.contains("  entitlements: plus (from the app first bought at version 1.4), ad_free (from the app first bought at version 1.4)"))
        #expect(console.output.contains("  already entitled: buying demo.lifetime adds nothing (\"plus\" from the app first bought at version 1.4)"))
    }

    @Test func problemsInARulesFileExitWith65() throws {
        let directory = TemporaryDirectory()
        let catalog = try write(Catalog.demoConfiguration, "shop.storekit", in: directory)
        let rules = try write(#"{"tiers": {"a": {"level": 1, "products": ["demo.nope"]}}}"#, "custom.json", in: directory)
        let (status, console) = run(["rules", "check", "--rules", rules, "--catalog", catalog])
        #expect(status == ExitStatus.dataError)
        #expect(console.output.contains("\(rules):1:43: $.tiers.a.products[0]: error: \"demo.nope\" is not a product in the catalog"))
        #expect(console.output.hasSuffix("\(rules): 1 error, 0 warnings\n"))
    }

    @Test func theRulesFileBesideTheCatalogIsUsed() throws {
        let directory = TemporaryDirectory()
        let catalog = try write(Catalog.demoConfiguration, "shop.storekit", in: directory)
        let sidecar = try write(#"{"tiers": {"a": {"level": 1}}, "defaultTier": "b"}"#, "shop.rules.json", in: directory)
        let (status, console) = run(["rules", "check", "--catalog", catalog, "--json"])
        #expect(status == ExitStatus.dataError)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        let check = try #require(json["check"] as? [String: Any])
        #expect(check["source"] as? String == sidecar)
        let problems = try #require(check["problems"] as? [[String: Any]])
        #expect(problems.map { $0["path"] as? String } == ["$.defaultTier"])
        #expect(problems.first?["line"] as? Int == 1)
        #expect(problems.first?["column"] as? Int == 47)
    }

    @Test func withoutARulesFileTheDefaultsApply() throws {
        let directory = TemporaryDirectory()
        let catalog = try write(Catalog.demoConfiguration, "shop.storekit", in: directory)
        let (status, console) = run(["rules", "check", "--catalog", catalog, "--owned", "demo.lifetime", "--owned", "demo.pass.season"])
        #expect(status == ExitStatus.ok)
        #expect(console.output.contains("no rules file (defaults): rules for \(catalog)\n  every product visible, each product its own entitlement, nothing conflicting"))
        #expect(console.output.contains("  entitlements: demo.lifetime (from demo.lifetime), demo.pass.season (from demo.pass.season)"))
        #expect(console.output.contains("  conflicts: none"))
    }

    @Test func brokenJSONAndMissingFilesAndUnknownProducts() throws {
        let directory = TemporaryDirectory()
        let broken = try write("{\"tiers\": [}", "broken.json", in: directory)
        let (brokenStatus, brokenConsole) = run(["rules", "check", "--rules", broken])
        #expect(brokenStatus == ExitStatus.dataError)
        #expect(brokenConsole.errorOutput.contains("\(broken):1:12: error: expected a value"))
        let (missingStatus, missingConsole) = run(["rules", "check", "--rules", directory.file("none.json").path])
        #expect(missingStatus == ExitStatus.noInput)
        #expect(missingConsole.errorOutput.contains("cannot read the file"))
        let (unknownStatus, unknownConsole) = run(["rules", "check", "--owned", "demo.ghost"])
        #expect(unknownStatus == ExitStatus.usage)
        #expect(unknownConsole.errorOutput.contains("--owned demo.ghost: no such product in the catalog."))
        let (dateStatus, _) = run(["rules", "check", "--at", "tomorrow"])
        #expect(dateStatus == ExitStatus.usage)
    }

    @Test func theDemoRulesFileIsPrintedAsReadable() throws {
        let (status, console) = run(["rules", "demo"])
        #expect(status == ExitStatus.ok)
        let rules = try StorefrontRules.decode(Data(console.output.utf8), source: "printed", catalog: .demo)
        #expect(rules.issues.isEmpty)
        #expect(rules.entitlements == StorefrontRules.demo.entitlements)
    }
}
