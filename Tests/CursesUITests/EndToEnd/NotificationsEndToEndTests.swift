import Foundation
import Testing
import TestSupport

/// Server notifications in the real binary: the interactive program posts what the ledger's events wrote while it
/// runs, as `kiosk serve` does, and its notifications screen reads back how each post went.
@Suite("End to end: server notifications", .serialized)
struct NotificationsEndToEndTests {
    @Test(.needsTmux) func theProgramPostsWhatIsDueAndShowsHowItWent() throws {
        let receiver = try LocalHTTPServer { _ in LocalHTTPServer.Response(status: 200) }
        defer { receiver.stop() }
        let session = try TmuxSession(width: 80, height: 24)
        try session.kiosk("sandbox", "set", "notifications-url", receiver.url("/notifications").absoluteString)
        try session.waitFor("Transaction manager")
        try session.kiosk("sandbox", "buy", "demo.lifetime")
        try session.press("End", "k", "Enter")
        try session.waitFor("Kiosk › Settings")
        try session.press("End")
        try session.waitFor("1 sent")
        #expect(receiver.requests.count == 1 && receiver.requests.allSatisfy { $0.method == "POST" && $0.path == "/notifications" })
        try session.press("Enter")
        try session.waitFor("ONE_TIME_CHARGE · #1")
        try session.waitFor("sent (HTTP 200)")
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
