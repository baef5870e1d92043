import Foundation
import Testing
import TestSupport

/// The real binary shows the app update prompt at start: the demo from its own lookup answer once a day (unless
/// forced), the user's files from a lookup answer given with `--update`.
@Suite("End to end: the update prompt", .serialized)
struct UpdatePromptEndToEndTests {
    @Test(.needsTmux) func aNewerVersionIsPromptedAtStartAndLaterGoesHome() throws {
        let folder = TemporaryDirectory()
        let lookup = folder.file("lookup.json")
        try Data("""
            {"resultCount": 1, "results": [{"version": "3.1", "minimumOsVersion": "1.0", "trackViewUrl": "https://example.com/kiosk/3.1",
            "releaseNotes": "Plan changes from my purchases."}]}
            """.utf8).write(to: lookup)
        let session = try TmuxSession(arguments: ["--update", lookup.path, "--app-version", "3.0"], recordsUpdateCheck: false)
        let prompt = try session.waitFor("Version 3.1 is available")
        #expect(prompt.contains("Plan changes from my purchases."))
        #expect(prompt.contains("Later"))
        try session.press("j", "Enter")
        let home = try session.waitFor("You will be asked again in a day.")
        #expect(home.contains("Transaction manager"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }

    @Test(.needsTmux) func theDemoPromptsOnItsFirstStartNotAgainWithinADayUnlessForced() throws {
        let first = try TmuxSession(recordsUpdateCheck: false)
        let prompt = try first.waitFor("Version 2.10.0 is available")
        #expect(prompt.contains("Offer codes from the store screen"))
        try first.press("j", "Enter")
        try first.waitFor("You will be asked again in a day.")
        try first.press("q")
        try first.waitFor("[exit 0]")

        let second = try TmuxSession(stateDirectory: first.stateDirectory, recordsUpdateCheck: false)
        let home = try second.waitFor("Transaction manager")
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!(try second.screen().contains("is available")), "checked less than a day ago: no prompt")
        #expect(home.contains("Kiosk"))
        try second.press("q")
        try second.waitFor("[exit 0]")

        let forced = try TmuxSession(arguments: ["--force-update-prompt"], stateDirectory: first.stateDirectory, recordsUpdateCheck: false)
        try forced.waitFor("Version 2.10.0 is available")
        try forced.press("q")
        try forced.waitFor("[exit 0]")
    }
}
