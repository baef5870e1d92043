import Foundation
import Testing

/// The real binary in a tmux terminal while another `kiosk` process decides its Ask to Buy requests: the open
/// screens say what the ledger says it came to.
@Suite("End to end: Ask to Buy decided by another process", .serialized)
struct RequestEndToEndTests {
    @Test(.needsTmux) func anApprovalFromAnotherProcessReachesThePurchaseScreenAndThePaywall() throws {
        let session = try TmuxSession(width: 90, height: 30, arguments: ["--placement", "store"])
        try session.kiosk("sandbox", "set", "ask-to-buy", "on")
        try session.waitFor("Placement map")
        try session.press("Enter")
        try session.waitFor("Pending: 100 Coins waits for a parent's approval (Ask to Buy).")
        #expect(try session.kiosk("sandbox", "list").contains("askToBuy"))
        try session.kiosk("sandbox", "approve", "1")
        let purchase = try session.waitFor("100 Coins was approved: it was delivered.")
        #expect(!purchase.contains("declined"))
        try session.press("Escape")
        try session.waitFor("100 Coins was approved: it was delivered.")
        let ledger = try session.kiosk("sandbox", "list")
        #expect(ledger.contains("completed") && ledger.contains("finished"), "the ledger has it completed and delivered")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func aDeclineFromAnotherProcessAndBuyingAgainWhileOneWaits() throws {
        let session = try TmuxSession(width: 90, height: 30, arguments: ["--placement", "onboarding"])
        try session.kiosk("sandbox", "set", "ask-to-buy", "on")
        try session.waitFor("Placement map")
        try session.press("Enter")
        try session.waitFor("Pending: Plus Premium, Yearly waits for a parent's approval")
        try session.press("Escape")
        try session.waitFor("Plus Premium, Yearly: waiting for approval (Ask to Buy)")
        try session.press("Enter")
        try session.waitFor("already waits for a parent's approval")
        try session.waitFor("Open the request (transaction #1)")
        #expect(try session.kiosk("sandbox", "list").split(separator: "\n").count == 2, "a header and one request")
        try session.kiosk("sandbox", "decline", "1")
        try session.waitFor("Failed: Plus Premium, Yearly was declined; nothing was charged.")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
