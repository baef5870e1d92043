import Foundation
import Testing
import TestSupport

/// The real binary shows the app update prompt at start from a lookup answer given with `--update`.
@Suite("End to end: the update prompt", .serialized)
struct UpdatePromptEndToEndTests {
    @Test func aNewerVersionIsPromptedAtStartAndLaterGoesHome() throws {
        guard TmuxSession.skipReason == nil else { print(TmuxSession.skipReason!); return }
        let folder = TemporaryDirectory()
        let lookup = folder.file("lookup.json")
        try Data("""
            {"resultCount": 1, "results": [{"version": "3.1", "minimumOsVersion": "1.0", "trackViewUrl": "https://example.com/kiosk/3.1",
            "releaseNotes": "Plan changes from my purchases."}]}
            """.utf8).write(to: lookup)
        let session = try TmuxSession(arguments: ["--update", lookup.path, "--app-version", "3.0"])
        let prompt = try session.waitFor("Version 3.1 is available")
        #expect(prompt.contains("Plan changes from my purchases."))
        #expect(prompt.contains("Later"))
        try session.press("j", "Enter")
        let home = try session.waitFor("You will be asked again in a day.")
        #expect(home.contains("Transaction manager"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
