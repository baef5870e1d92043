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

    @Test func aRefundRequestIsGrantedAfterTheDelayAndShowsRevoked() throws {
        guard TmuxSession.skipReason == nil else { print(TmuxSession.skipReason!); return }
        let session = try TmuxSession()
        try session.kiosk("sandbox", "buy", "demo.lifetime")
        try session.waitFor("Transaction manager")
        try session.openFiltered("My purchases")
        try session.waitFor("Request a refund: Lifetime Unlock")
        try session.press("j", "Enter")
        try session.waitFor("Why do you want a refund?")
        try session.press("Enter")
        try session.waitFor("The sandbox grants refund requests after 48h on its clock.")
        try session.press("Enter")
        try session.waitFor("Done: the refund request was sent.")
        try session.waitFor("review due")
        try session.press("Enter", "Escape")
        try session.waitFor("Refund of Lifetime Unlock")
        // The sandbox clock moves past the review in another process: the grant shows without a key press.
        try session.kiosk("sandbox", "advance", "49h")
        let revoked = try session.waitFor("Ended")
        #expect(revoked.contains("refunded"))
        #expect(try session.kiosk("sandbox", "list").contains("refunded"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
