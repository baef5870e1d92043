import Foundation
import Testing

/// The real binary in a tmux terminal: a paywall's buttons reached with the keyboard.
@Suite("End to end: paywall buttons", .serialized)
struct PaywallEndToEndTests {
    @Test(.needsTmux) func restoreFromAPaywallWithTheKeyboardWithoutColors() throws {
        let session = try TmuxSession(width: 80, height: 30, environment: ["NO_COLOR": "1"])
        try session.kiosk("sandbox", "buy", "demo.lifetime")
        try session.waitFor("Transaction manager")
        try session.openFiltered("onboarding")
        try session.waitFor("Restore purchases")
        // Shift-Tab from the selected (first) package goes round to the last controls: the purchase button in
        // the footer, the terms link, then restore.
        try session.press("BTab", "BTab", "BTab", "Enter")
        let restored = try session.waitFor("Restored 1 purchase:")
        #expect(restored.contains("  Lifetime Unlock"))
        #expect(restored.contains("Kiosk › Paywall: onboarding › Restore purchases"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
