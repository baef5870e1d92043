import Foundation

/// Compares text (a rendered frame, a style map) with an expected file under `__Snapshots__` beside the test.
///
/// The expected file is `Tests/<Target>/__Snapshots__/<name>.txt`, found from the calling test file's path.
/// Trailing spaces on each line are ignored (and not written). With `KIOSK_RECORD_SNAPSHOTS=1` in the
/// environment, the file is (re)written with the actual text and the comparison passes.
public enum Snapshot {
    /// The outcome of one comparison.
    public struct Result: Sendable {
        /// Whether the text matched the file (or the file was recorded).
        public var matches: Bool
        /// What went wrong: the first differing line with both versions, or a missing file; empty on a match.
        public var message: String
    }

    /// Whether snapshots are being recorded rather than checked.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["KIOSK_RECORD_SNAPSHOTS"] == "1"
    }

    /// Compares `actual` with the snapshot named `name` of the test file at `testFile`.
    public static func compare(_ actual: String, named name: String, testFile: StaticString = #filePath) -> Result {
        compare(actual, named: name, in: directory(besideTestFile: testFile), recording: isRecording)
    }

    /// Compares `actual` with `<directory>/<name>.txt`, or writes that file when `recording`.
    public static func compare(_ actual: String, named name: String, in directory: URL, recording: Bool) -> Result {
        let url = directory.appendingPathComponent(name + ".txt")
        let normalized = normalize(actual)
        if recording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((normalized + "\n").utf8).write(to: url)
                return Result(matches: true, message: "")
            } catch {
                return Result(matches: false, message: "could not record \(url.path): \(error)")
            }
        }
        guard let data = FileManager.default.contents(atPath: url.path), let stored = String(data: data, encoding: .utf8) else {
            return Result(matches: false, message: "no snapshot at \(url.path); run with KIOSK_RECORD_SNAPSHOTS=1 to record it.\nActual:\n\(normalized)")
        }
        let expected = normalize(stored)
        guard expected != normalized else { return Result(matches: true, message: "") }
        return Result(matches: false, message: difference(expected: expected, actual: normalized, file: url.path))
    }

    /// The `__Snapshots__` folder beside a test file.
    public static func directory(besideTestFile testFile: StaticString) -> URL {
        URL(fileURLWithPath: "\(testFile)")
            .deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
    }

    /// The text with trailing spaces removed from every line and trailing empty lines dropped.
    static func normalize(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// A message naming the first line that differs, then both texts in full.
    static func difference(expected: String, actual: String, file: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "(no line)"
        let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "(no line)"
        return """
            snapshot \(file) differs at line \(firstDifference + 1) (KIOSK_RECORD_SNAPSHOTS=1 rewrites it):
              expected: \(expectedLine)
              actual:   \(actualLine)
            Actual:
            \(actual)
            """
    }
}
