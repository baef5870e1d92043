import Foundation
import DevSupport

/// The peak memory of reading large documents with the release `kiosk`: `validate` on a 25 MB offerings document
/// made of copies of v2-templates.json's offerings, and `rules check` on a 20 MB rules file of a million unknown
/// keys (issue 15: memory during a read a small multiple of the file).
enum DocumentMemoryBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "document-memory",
            summary: "peak memory of kiosk validate on a 25 MB offerings file and rules check on a 20 MB rules file (target: the process floor + 4x the file)",
            run: run
        )
    }

    static func run() throws {
        guard let (kiosk, fixtures) = kioskAndFixtures() else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let template = fixtures.appendingPathComponent("revenuecat/v2-templates.json")
        let state = directory.appendingPathComponent("state").path

        let floor = try runMeasuringOwnPeak(kiosk, ["validate", "--offerings", template.path, "--state", state])
        print(String(format: "   the floor: validate of v2-templates.json (700 KB): peak %.1f MB", floor.peakMegabytes))

        // The files are written a piece at a time, so this process stays small for a run without GNU time.
        let offerings = directory.appendingPathComponent("offerings.json")
        try writeLargeOfferings(from: Data(contentsOf: template), bytes: 25_000_000, to: offerings)
        report("validate --offerings", file: offerings, floor: floor.peakMegabytes,
               try runMeasuringOwnPeak(kiosk, ["validate", "--offerings", offerings.path, "--state", state]))

        let rules = directory.appendingPathComponent("big.rules.json")
        try write(to: rules, (0..<100).map { chunk in
            { (chunk == 0 ? "{" : ", ") + (chunk * 10_000..<(chunk + 1) * 10_000).map { "\"unknown_\($0)\": 1" }.joined(separator: ", ") }
        } + [{ "}" }])
        report("rules check (1,000,000 unknown keys)", file: rules, floor: floor.peakMegabytes,
               try runMeasuringOwnPeak(kiosk, ["rules", "check", "--rules", rules.path]))
    }

    /// Writes an offerings document of at least `bytes` bytes: the template's offerings again and again, each
    /// copy's identifiers numbered, without spaces.
    static func writeLargeOfferings(from template: Data, bytes: Int, to file: URL) throws {
        guard var document = try JSONSerialization.jsonObject(with: template) as? [String: Any],
              let offerings = document["offerings"] as? [[String: Any]] else { throw BenchFailure("v2-templates.json has no offerings") }
        let marker = "#copy#"
        let numbered = offerings.map { offering in
            var numbered = offering
            numbered["identifier"] = "\(offering["identifier"] ?? "")\(marker)"
            return numbered
        }
        let copyText = String(decoding: try JSONSerialization.data(withJSONObject: numbered).dropFirst().dropLast(), as: UTF8.self)
        document["offerings"] = ["#offerings#"]
        let parts = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self).components(separatedBy: "\"#offerings#\"")
        guard parts.count == 2 else { throw BenchFailure("cannot place the offerings") }
        try write(to: file, [{ parts[0] }] + (0...(bytes / copyText.utf8.count)).map { copy in
            { (copy == 0 ? "" : ",") + copyText.replacingOccurrences(of: marker, with: copy == 0 ? "" : "_\(copy)") }
        } + [{ parts[1] }])
    }

    /// Writes the text each piece makes, one after the other.
    private static func write(to file: URL, _ pieces: [() -> String]) throws {
        FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        for piece in pieces { try handle.write(contentsOf: Data(piece().utf8)) }
    }

    private static func report(_ label: String, file: URL, floor: Double, _ outcome: ChildProcess.Outcome) {
        let megabytes = Double((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) / 1_000_000
        print(String(format: "   %@ of %.1f MB: peak %.1f MB (%.1fx the file; %.1fx above the floor), %.0f ms, exit %d",
                     label, megabytes, outcome.peakMegabytes, outcome.peakMegabytes / megabytes,
                     (outcome.peakMegabytes - floor) / megabytes, outcome.milliseconds, outcome.status))
    }
}
