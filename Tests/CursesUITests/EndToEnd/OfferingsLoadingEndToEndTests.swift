import Foundation
import Testing
import TestSupport

/// `--offerings URL` in the real binary: the storefront opens at once and says it loads the offerings, and Esc
/// uses the cached copy while the server keeps it waiting.
@Suite("End to end: offerings fetched over HTTP", .serialized)
struct OfferingsLoadingEndToEndTests {
    /// Whether the test server holds its answer back, until released.
    final class Gate: @unchecked Sendable {
        private let lock = NSLock()
        private var holding = false
        private let released = DispatchSemaphore(value: 0)
        var holds: Bool {
            get { lock.withLock { holding } }
            set { lock.withLock { holding = newValue } }
        }
        func waitIfHolding() { if holds { _ = released.wait(timeout: .now() + 30) } }
        func release() { released.signal() }
    }

    @Test(.needsTmux) func theScreenSaysItLoadsAndEscUsesTheCachedCopy() throws {
        let gate = Gate()
        let body = Data(#"{"current_offering_id": "main", "offerings": [{"identifier": "main", "packages": []}]}"#.utf8)
        let server = try LocalHTTPServer { _ in
            gate.waitIfHolding()
            return .init(status: 200, headers: ["ETag": "\"a\""], body: body)
        }
        defer { gate.release(); server.stop() }
        let url = server.url("/offerings.json").absoluteString
        let first = try TmuxSession(width: 80, height: 24, arguments: ["--offerings", url])
        try first.waitFor("default")
        try first.waitFor("Loaded the offerings from \(url).")
        try first.press("q")
        try first.waitFor("[exit 0]")

        gate.holds = true
        let second = try TmuxSession(width: 61, height: 19, arguments: ["--offerings", url], environment: ["NO_COLOR": "1"],
                                     stateDirectory: first.stateDirectory)
        try second.waitFor("Loading offerings from")
        try second.waitFor("/offerings.json…")
        try second.waitFor("Esc cancels and uses the cached copy.")
        #expect(try second.screen().contains("Store"), "the rest of the storefront is there meanwhile")
        try second.press("Escape")
        try second.waitFor("default")
        #expect(!(try second.screen().contains("Loading offerings")))
        try second.press("q")
        try second.waitFor("[exit 0]")
    }
}
