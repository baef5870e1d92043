import Foundation
import PaywallModel
import PurchaseFlow
import Testing

/// Settings in the real binary: the storefront chooser with its filter, an API's simulated errors, and results
/// as sentences under the row they concern, gone when another process changes the setting.
@Suite("End to end: settings", .serialized)
struct SettingsEndToEndTests {
    @Test(.needsTmux) func choosersFilterAndResultsAreSentencesThatGoWhenTheSettingChanges() throws {
        let session = try TmuxSession(width: 80, height: 24)
        try session.waitFor("Transaction manager")
        try session.press("End", "k", "Enter")
        try session.waitFor("Kiosk › Settings")
        try session.openFiltered("Storefront")
        try session.waitFor("Kiosk › Settings › Storefront")
        try session.openFiltered("germ")
        try session.press("Escape")
        try session.waitFor("The storefront is Germany (DEU): the store sells and charges in EUR.")
        try session.press("Escape", "Escape")
        try session.waitFor("Germany (DEU)")
        try session.press("/")
        try session.type("Purchase")
        try session.press("Enter", "j", "Enter")
        try session.waitFor("Kiosk › Settings › Simulated error: Purchase")
        try session.waitFor("userCancelled")
        try session.press("Escape", "Escape")
        try session.openFiltered("Ask to Buy")
        try session.press("Escape")
        try session.waitFor("Ask to Buy is on: every purchase waits")
        try session.kiosk("sandbox", "set", "ask-to-buy", "off")
        let deadline = Date().addingTimeInterval(10)
        while try session.screen().contains("Ask to Buy is on"), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!(try session.screen().contains("Ask to Buy is on")), "the result went when another process turned it off")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func theLocaleOptionAppliesToThatRunOnlyAndTheSavedSettingStays() throws {
        let session = try TmuxSession(width: 80, height: 24, arguments: ["--locale", "de_DE"])
        try session.waitFor("Transaction manager")
        try session.press("End", "k", "Enter")
        try session.waitFor("German (Germany) (de_DE)")
        try session.press("q")
        try session.waitFor("[exit 0]")
        let store = try SandboxStore(catalog: .demo, stateDirectory: URL(fileURLWithPath: session.stateDirectory))
        #expect(try store.settings().locale != "de_DE", "the option did not change the saved setting")
        let again = try TmuxSession(width: 80, height: 24, stateDirectory: session.stateDirectory)
        try again.waitFor("Transaction manager")
        try again.press("End", "k", "Enter")
        try again.waitFor("Kiosk › Settings")
        #expect(!(try again.screen().contains("de_DE")), "the next run without the option uses the saved locale")
        try again.press("q")
        try again.waitFor("[exit 0]")
    }
}
