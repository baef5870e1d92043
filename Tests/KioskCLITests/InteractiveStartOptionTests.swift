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
}
