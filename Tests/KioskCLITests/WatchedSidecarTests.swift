import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import KioskApp
@testable import KioskCLI

/// `kiosk --watch --catalog F`: the sidecars beside the catalog are watched with it.
@Suite("--watch: the catalog's sidecars are watched too")
struct WatchedSidecarTests {
    @Test func aChangedOfferCodeSidecarIsReadAgainAndItsProblemsNamed() throws {
        let directory = TemporaryDirectory()
        let catalog = directory.url.appendingPathComponent("Shop.storekit")
        try Catalog.demoConfiguration.write(to: catalog, atomically: true, encoding: .utf8)
        let words = ["--watch", "--catalog", catalog.path, "--state", directory.path]
        guard case .run(let arguments) = try ArgumentParser(root: KioskCommandLine.root).parse(words) else {
            Issue.record("the interactive command did not parse")
            return
        }
        let watcher = try #require(StorefrontCommand.sourceWatcher(arguments))
        guard case .unchanged = watcher.check() else {
            Issue.record("nothing changed yet")
            return
        }
        let codes = directory.url.appendingPathComponent("Shop.codes.json")
        try FileStamp.write(#"{"products": {"demo.plus.standard.yearly": {"FRIENDS": {"oneTimeCodes": 7}}}}"#, to: codes, secondsLater: 1)
        guard case .problems(let problems) = watcher.check() else {
            Issue.record("a broken offer code sidecar was not reported")
            return
        }
        #expect(problems.joined(separator: "\n").contains("Shop.codes.json"))
        try FileStamp.write(#"{"products": {"demo.plus.standard.yearly": {"FRIENDS": {"oneTimeCodes": ["FRIEND-NEW1"]}}}}"#, to: codes, secondsLater: 2)
        guard case .reloaded = watcher.check() else {
            Issue.record("the mended offer code sidecar was not read again")
            return
        }
    }

    /// Found by QA: a rules file broken while the program ran showed no problem ("Reloaded the catalog and
    /// offerings."), though every new process refused it (exit 65). The rules beside the catalog are watched with it:
    /// broken or with errors, they are named and the last good ones stay in use; mended, the new ones apply.
    @Test func theRulesBesideTheCatalogAreWatchedAndReadAgain() throws {
        let directory = TemporaryDirectory()
        let catalog = directory.url.appendingPathComponent("Shop.storekit")
        try Catalog.demoConfiguration.write(to: catalog, atomically: true, encoding: .utf8)
        let rulesFile = directory.url.appendingPathComponent("Shop.rules.json")
        try StorefrontRules.demoRulesFile.write(to: rulesFile, atomically: true, encoding: .utf8)
        guard case .run(let arguments) = try ArgumentParser(root: KioskCommandLine.root)
            .parse(["--watch", "--catalog", catalog.path, "--state", directory.path]) else {
            Issue.record("the interactive command did not parse")
            return
        }
        let watcher = try #require(StorefrontCommand.sourceWatcher(arguments))
        try FileStamp.write(#"{"entitlements": {"#, to: rulesFile, secondsLater: 1)
        guard case .problems(let broken) = watcher.check() else {
            Issue.record("broken rules were not reported")
            return
        }
        #expect(broken.first?.hasPrefix("\(rulesFile.path):1:") == true, "\(broken)")
        try FileStamp.write(#"{"entitlements": {"pro": {"products": ["demo.nope"]}}}"#, to: rulesFile, secondsLater: 2)
        guard case .problems(let wrong) = watcher.check() else {
            Issue.record("rules with errors were not reported")
            return
        }
        #expect(wrong.contains { $0.contains("$.entitlements.pro.products[0]: error: \"demo.nope\" is not a product in the catalog") }, "\(wrong)")
        try FileStamp.write(#"{"entitlements": {"pro": {"products": ["demo.lifetime"]}}}"#, to: rulesFile, secondsLater: 3)
        guard case .reloaded(let sources) = watcher.check() else {
            Issue.record("the mended rules were not read again")
            return
        }
        #expect(sources.rules?.entitlements.map(\.key) == ["pro"])
    }

    /// Found by review: `kiosk --watch --offerings F` (the demo catalog, no --rules) runs under the demo's rules, but a
    /// reload handed over no rules, so the first edit of F put the catalog's defaults in their place. The demo's stay.
    @Test func aReloadOfTheDemoKeepsTheDemoRules() throws {
        let directory = TemporaryDirectory()
        let offerings = directory.url.appendingPathComponent("offerings.json")
        try FileStamp.write(OfferingsDocument.demoJSON, to: offerings, secondsLater: 0)
        guard case .run(let arguments) = try ArgumentParser(root: KioskCommandLine.root)
            .parse(["--watch", "--offerings", offerings.path, "--state", directory.path]) else {
            Issue.record("the interactive command did not parse")
            return
        }
        let watcher = try #require(StorefrontCommand.sourceWatcher(arguments))
        try FileStamp.write(OfferingsDocument.demoJSON + " ", to: offerings, secondsLater: 1)
        guard case .reloaded(let sources) = watcher.check() else {
            Issue.record("the changed offerings were not read again")
            return
        }
        #expect(sources.rules == .demo)
    }
}

/// `kiosk --watch --offerings F` with F broken at start: the storefront opens with the problems, not an exit.
@Suite("--watch: broken offerings at start")
struct WatchedStartTests {
    @Test func brokenOfferingsAreProblemsUnderWatchAndAnErrorWithout() throws {
        let directory = TemporaryDirectory()
        let offerings = directory.url.appendingPathComponent("offerings.json")
        try #"{"offerings": ["#.write(to: offerings, atomically: true, encoding: .utf8)
        guard case .run(let arguments) = try ArgumentParser(root: KioskCommandLine.root)
            .parse(["--watch", "--offerings", offerings.path, "--state", directory.path]) else {
            Issue.record("the interactive command did not parse")
            return
        }
        let (watched, problems) = try StorefrontCommand.startingPaywalls(arguments, store: try SandboxStoreInput.open(arguments, .capturing()), isWatching: true, console: .capturing())
        #expect(watched == nil)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("\(offerings.path):1:") == true, "the problem names the file and place: \(problems)")
        #expect(throws: CommandFailure.self) {
            _ = try StorefrontCommand.startingPaywalls(arguments, store: try SandboxStoreInput.open(arguments, .capturing()), isWatching: false, console: .capturing())
        }
    }
}
