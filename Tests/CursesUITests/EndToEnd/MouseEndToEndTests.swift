import Foundation
import Testing

/// The real binary takes mouse clicks as a terminal reports them (tmux passes the report bytes to the program
/// as typed input): rows, paywall tabs, packages and buttons, in SGR (1006) and X10 encodings.
@Suite("End to end: mouse clicks", .serialized)
struct MouseEndToEndTests {
    /// Clicks the first place `text` shows, failing when it does not show.
    private func click(_ text: String, in session: TmuxSession) throws {
        let screen = try session.screen()
        let cell = try #require(try session.cell(of: text), "'\(text)' is not on the screen:\n\(screen)")
        try session.click(x: cell.x + 1, y: cell.y)
    }

    @Test(.needsTmux) func sgrClicksOpenARowSwitchATabPickAPackageAndPressTheButton() throws {
        let session = try TmuxSession(width: 80, height: 24, environment: ["TERM": "xterm-256color"])
        try session.waitFor("Transaction manager")
        try click("settings ", in: session)
        try session.waitFor("Kiosk › Paywall: settings")
        let premium = try session.waitFor("$9.99/month")
        #expect(premium.contains("◉               Premium"))

        try click("Standard", in: session)
        // The Standard tab's own price: a capture taken while the frame is being written could show the new tab row
        // above the old packages (seen once under load).
        let standard = try session.waitFor("$6.99/month")
        #expect(standard.contains("◉               Standard"), "the clicked tab is selected")
        #expect(!standard.contains("$9.99/month"), "the Standard tab's packages show")

        try click("Monthly", in: session)
        try session.waitFor("◉                Monthly")
        try click("Subscribe", in: session)
        try session.waitFor("Plus Standard, Monthly is active until")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func x10ClicksOpenARow() throws {
        let session = try TmuxSession(width: 80, height: 24)
        try session.waitFor("Transaction manager")
        try click("Transaction manager", in: session)
        try session.waitFor("Kiosk › Transaction manager")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
