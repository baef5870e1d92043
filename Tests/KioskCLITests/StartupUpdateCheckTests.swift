import Foundation
import Testing
import TestSupport
@testable import KioskCLI

@Suite("The update check at start: the demo's own answer, own files only with --update")
struct StartupUpdateCheckTests {
    private func isDue(_ words: [String]) throws -> Bool {
        guard case .run(let parsed) = try ArgumentParser(root: KioskCommandLine.root).parse(words) else {
            Issue.record("\(words) did not parse as a run")
            return false
        }
        return try StartupUpdateCheck.isDue(parsed)
    }

    @Test func theDemoChecksItsOwnAnswerAndOwnFilesOnlyWithUpdate() throws {
        #expect(try isDue([]))
        #expect(try isDue(["--force-update-prompt"]))
        #expect(try isDue(["--placement", "onboarding"]))
        #expect(try !isDue(["--catalog", "shop.storekit"]))
        #expect(try !isDue(["--offerings", "offerings.json"]))
        #expect(try isDue(["--catalog", "shop.storekit", "--update", "lookup.json"]))
        #expect(try isDue(["--offerings", "offerings.json", "--update", "https://itunes.apple.com/lookup?bundleId=a.b", "--force-update-prompt"]))
    }

    @Test func forcingWithoutAnAnswerForOwnFilesIsAUsageError() {
        let directory = TemporaryDirectory()
        let console = Console.capturing()
        let status = KioskCommandLine.run(["--catalog", directory.file("shop.storekit").path, "--force-update-prompt",
                                           "--state", directory.path], console: console)
        #expect(status == ExitStatus.usage)
        #expect(console.errorOutput.contains("--force-update-prompt needs --update FILE|URL"))
    }

    @Test func theDemoAnswerIsWhereTheDemoLooks() throws {
        guard case .run(let parsed) = try ArgumentParser(root: KioskCommandLine.root).parse([]) else {
            Issue.record("no arguments do not parse")
            return
        }
        #expect(try StorefrontCommand.updateSettings(parsed)?.source == .demo)
        guard case .run(let own) = try ArgumentParser(root: KioskCommandLine.root).parse(["--catalog", "a.storekit"]) else {
            Issue.record("--catalog does not parse")
            return
        }
        #expect(try StorefrontCommand.updateSettings(own) == nil)
    }

    @Test func aCatalogWithoutOfferingsGetsNoneOfTheDemosPlacements() throws {
        guard case .run(let own) = try ArgumentParser(root: KioskCommandLine.root).parse(["--catalog", "a.storekit"]) else {
            Issue.record("--catalog does not parse")
            return
        }
        let source = try StorefrontCommand.paywallSource(own, catalog: .demo, prices: nil, console: .capturing())
        #expect(source.document.offerings.isEmpty && source.document.placements == nil)
        #expect(source.placements == ["default"], "one placement shows the catalog's default paywall")
        guard case .run(let demo) = try ArgumentParser(root: KioskCommandLine.root).parse([]) else {
            Issue.record("no arguments do not parse")
            return
        }
        #expect(try StorefrontCommand.paywallSource(demo, catalog: .demo, prices: nil, console: .capturing()).placements.contains("onboarding"))
    }
}
