import Foundation
import Testing
@testable import KioskCLI

@Suite("State directory")
struct StateDirectoryTests {
    @Test func optionWinsThenXDGThenHome() {
        #expect(StateDirectory.resolve("/tmp/state", environment: ["XDG_STATE_HOME": "/x"]).path == "/tmp/state")
        #expect(StateDirectory.resolve(nil, environment: ["XDG_STATE_HOME": "/x"]).path == "/x/kiosk")
        #expect(StateDirectory.resolve(nil, environment: ["XDG_STATE_HOME": ""]).path.hasSuffix("/.local/state/kiosk"))
    }
}
