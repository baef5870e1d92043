import Foundation
import Testing

/// The transaction manager in the real binary: the list with its markers and refund requests, a transaction's
/// detail down to its JWS payload (PgDn, End, the wheel), an action and its result read back from the ledger,
/// and clicks in both encodings under tmux's and screen's terminal types.
@Suite("End to end: the transaction manager", .serialized)
struct TransactionManagerEndToEndTests {
    /// Clicks the first place `text` shows, failing when it does not show.
    private func click(_ text: String, in session: TmuxSession, sgr: Bool) throws {
        let screen = try session.screen()
        let cell = try #require(try session.cell(of: text), "'\(text)' is not on the screen:\n\(screen)")
        try session.click(x: cell.x + 1, y: cell.y, sgr: sgr)
    }

    @Test(.needsTmux) func listDetailJWSAndAnActionReadBackFromTheLedger() throws {
        let session = try TmuxSession(width: 80, height: 24)
        try session.kiosk("sandbox", "set", "refund-review", "P1D")
        try session.kiosk("sandbox", "buy", "demo.plus.premium.monthly")
        try session.kiosk("sandbox", "refund-request", "1")
        try session.waitFor("Transaction manager")
        try session.openFiltered("Transaction manager")
        let list = try session.waitFor("review due")
        #expect(list.contains("Refund of #1 Plus Premium, Monthly"))
        #expect(list.contains("#1 Plus Premium, Monthly · default"))
        try session.openFiltered("#1 Plus")
        try session.waitFor("verified")
        try session.press("End")
        try session.waitFor("\"webOrderLineItemId\"")
        try session.press("Home")
        try session.waitFor("› Refund")
        try session.press("j")
        try session.waitFor("› Grant the refund request now")
        try session.press("Enter")
        // Granting refunds, so it asks first, Keep it selected.
        try session.waitFor("› Keep it")
        try session.press("j")
        try session.waitFor("› Grant the refund request on transaction #1")
        try session.press("Enter")
        try session.waitFor("Refund request on transaction #1 granted (")
        try session.press("Escape")
        try session.press("Escape")
        try session.waitFor("purchase · refunded")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux, arguments: ["tmux-256color", "screen-256color"])
    func clicksAndTheWheelWorkInEitherEncoding(term: String) throws {
        let session = try TmuxSession(width: 80, height: 24, environment: ["TERM": term])
        try session.kiosk("sandbox", "buy", "demo.plus.premium.monthly")
        try session.waitFor("Transaction manager")
        try click("Transaction manager", in: session, sgr: true)
        try session.waitFor("#1 Plus Premium")
        try click("#1 Plus Premium", in: session, sgr: false)
        try session.waitFor("Kiosk › Transaction manager › Transaction #1")
        for _ in 0..<30 { try session.wheel(down: true) }
        try session.waitFor("\"webOrderLineItemId\"")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
