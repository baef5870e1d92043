import Foundation
import Testing

/// The real binary in a tmux terminal: the subscription store opened by `kiosk --group`, and refund requests.
@Suite("End to end: the subscription store and refund requests", .serialized)
struct SheetsEndToEndTests {
    @Test func upgradeFromTheSubscriptionStoreOpenedByGroup() throws {
        guard TmuxSession.skipReason == nil else { print(TmuxSession.skipReason!); return }
        let session = try TmuxSession(arguments: ["--group", "KPLUS"])
        try session.waitFor("Plans: Kiosk Plus")
        try session.waitFor("Introductory offer: free for 1 week")
        try session.kiosk("sandbox", "buy", "demo.plus.standard.monthly")
        // The purchase by another process shows without a key press: the current plan, and the changes.
        try session.waitFor("✓ Plus Standard, Monthly")
        try session.waitFor("upgrade: now, the unused time credited")
        try session.press("j", "Enter")
        try session.waitFor("Confirm the upgrade")
        try session.press("Enter")
        try session.waitFor("Done: Plus Premium, Monthly is active until")
        try session.press("Escape", "Escape")
        try session.waitFor("✓ Plus Premium, Monthly")
        #expect(try session.kiosk("sandbox", "status").contains("demo.plus.premium.monthly"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
