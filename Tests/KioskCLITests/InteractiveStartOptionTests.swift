import Foundation
import Testing
import TestSupport
@testable import KioskCLI

@Suite("kiosk --group: the subscription store first")
struct InteractiveStartOptionTests {
    @Test func anUnknownGroupIsAUsageErrorNamingItAndTheKnownGroups() {
        let directory = TemporaryDirectory()
        let console = Console.capturing()
        let status = KioskCommandLine.run(["--group", "KGOLD", "--state", directory.path], console: console)
        #expect(status == ExitStatus.usage)
        #expect(console.errorOutput.contains("--group: there is no subscription group 'KGOLD' in Kiosk Demo.storekit"))
        #expect(console.errorOutput.contains("its groups are KPLUS (Kiosk Plus), KNEWS (Kiosk News)"))
    }

    @Test func aKnownGroupPassesTheCheckAndOnlyTheTerminalIsMissing() {
        let directory = TemporaryDirectory()
        let console = Console.capturing()
        let status = KioskCommandLine.run(["--group", "KNEWS", "--state", directory.path], console: console)
        #expect(status == ExitStatus.unavailable, "without a terminal the storefront cannot open")
        #expect(!console.errorOutput.contains("--group"))
    }

    @Test func thePurchaseSheetOptionTakesOnOrOff() {
        let directory = TemporaryDirectory()
        let console = Console.capturing()
        let status = KioskCommandLine.run(["--purchase-sheet", "maybe", "--state", directory.path], console: console)
        #expect(status == ExitStatus.usage)
        #expect(console.errorOutput.contains("--purchase-sheet takes on or off, not 'maybe'."))
        let off = KioskCommandLine.run(["--purchase-sheet", "off", "--state", directory.path], console: Console.capturing())
        #expect(off == ExitStatus.unavailable, "a good value passes; only the terminal is missing")
    }

    /// Whether buying would show the purchase sheet with these words and environment.
    private func showsSheet(_ words: [String], environment: [String: String] = [:]) throws -> Bool {
        guard case .run(let parsed) = try ArgumentParser(root: KioskCommandLine.root).parse(words) else {
            Issue.record("\(words) did not parse as a run")
            return true
        }
        return try PurchaseSheetOption.resolve(parsed, environment: environment)
    }

    @Test func thePurchaseSheetIsReadFromTheOptionElseTheEnvironmentElseOn() throws {
        #expect(try showsSheet([]) == true)
        #expect(try showsSheet(["--purchase-sheet", "off"]) == false)
        #expect(try showsSheet(["--purchase-sheet", "OFF"]) == false)
        #expect(try showsSheet([], environment: ["KIOSK_PURCHASE_SHEET": "off"]) == false)
        #expect(try showsSheet([], environment: ["KIOSK_PURCHASE_SHEET": "on"]) == true)
        #expect(try showsSheet(["--purchase-sheet", "on"], environment: ["KIOSK_PURCHASE_SHEET": "off"]) == true, "the option wins")
        #expect(try showsSheet(["--purchase-sheet", "off"], environment: ["KIOSK_PURCHASE_SHEET": "on"]) == false, "the option wins")
        #expect(throws: UsageError.self) { try showsSheet([], environment: ["KIOSK_PURCHASE_SHEET": "sometimes"]) }
    }
}
