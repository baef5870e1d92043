import Foundation
import Testing
import TestSupport

@Suite("Snapshot helper")
struct SnapshotTests {
    @Test func recordsThenMatchesIgnoringTrailingSpaces() throws {
        let folder = TemporaryDirectory()
        let recorded = Snapshot.compare("ab  \ncd\n\n", named: "frame", in: folder.url, recording: true)
        #expect(recorded.matches)
        let stored = try String(contentsOf: folder.file("frame.txt"), encoding: .utf8)
        #expect(stored == "ab\ncd\n")
        #expect(Snapshot.compare("ab\ncd   ", named: "frame", in: folder.url, recording: false).matches)
    }

    @Test func reportsTheFirstDifferingLine() {
        let folder = TemporaryDirectory()
        _ = Snapshot.compare("one\ntwo\nthree", named: "frame", in: folder.url, recording: true)
        let result = Snapshot.compare("one\nTWO\nthree", named: "frame", in: folder.url, recording: false)
        #expect(!result.matches)
        #expect(result.message.contains("line 2"))
        #expect(result.message.contains("expected: two"))
        #expect(result.message.contains("actual:   TWO"))
    }

    @Test func aMissingSnapshotFailsAndSaysHowToRecordIt() {
        let folder = TemporaryDirectory()
        let result = Snapshot.compare("x", named: "absent", in: folder.url, recording: false)
        #expect(!result.matches)
        #expect(result.message.contains("KIOSK_RECORD_SNAPSHOTS=1"))
    }
}
