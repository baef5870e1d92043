import Foundation
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskCLI

@Suite("--installation-source: the Marketplace API's cases, from the option or KIOSK_INSTALLATION_SOURCE")
struct InstallationSourceOptionTests {
    private func resolve(_ words: [String], environment: [String: String] = [:]) throws -> InstallationSource {
        guard case .run(let parsed) = try ArgumentParser(root: KioskCommandLine.root).parse(words) else {
            Issue.record("\(words) did not parse as a run")
            return .unknown
        }
        return try InstallationSourceOption.resolve(parsed, environment: environment)
    }

    @Test func everyCaseIsReadAndTheOptionWinsOverTheEnvironment() throws {
        #expect(try resolve(["--installation-source", "app-store"]) == .appleAppStore)
        #expect(try resolve(["--installation-source", "play-store"]) == .googlePlayStore)
        #expect(try resolve(["--installation-source", "testflight"]) == .testFlight)
        #expect(try resolve(["--installation-source", "marketplace:eu.altstore"]) == .marketplace(bundleId: "eu.altstore"))
        #expect(try resolve(["--installation-source", "web"]) == .web)
        #expect(try resolve(["--installation-source", "other:org.fdroid.fdroid"]) == .other("org.fdroid.fdroid"))
        #expect(try resolve(["--installation-source", "unknown"]) == .unknown)
        #expect(try resolve([], environment: ["KIOSK_INSTALLATION_SOURCE": "testflight"]) == .testFlight)
        #expect(try resolve(["--installation-source", "web"], environment: ["KIOSK_INSTALLATION_SOURCE": "testflight"]) == .web)
        #expect(try resolve([]) == .unknown)
    }

    @Test func aBadValueIsAUsageErrorListingTheValidOnes() {
        let directory = TemporaryDirectory()
        let console = Console.capturing()
        let status = KioskCommandLine.run(["--installation-source", "sideways", "--state", directory.path], console: console)
        #expect(status == ExitStatus.usage)
        #expect(console.errorOutput.contains(
            "--installation-source takes one of app-store, play-store, testflight, marketplace:BUNDLE_ID, web, other[:NAME], unknown; not 'sideways'."))
        #expect(throws: UsageError.self) { try resolve([], environment: ["KIOSK_INSTALLATION_SOURCE": "marketplace:"]) }
    }

    @Test func theOptionIsListedInHelp() {
        let console = Console.capturing()
        #expect(KioskCommandLine.run(["--help"], console: console) == ExitStatus.ok)
        #expect(console.output.contains("--installation-source SOURCE"))
    }
}
