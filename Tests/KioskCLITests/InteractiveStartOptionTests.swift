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
}
