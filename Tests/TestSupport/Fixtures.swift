import Foundation

/// Locates the shared, real-world fixtures in `../shared/fixtures` beside the repository.
public enum Fixtures {
    /// The repository's root folder, found from this source file's path.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // TestSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // repository

    /// The shared fixtures folder, or `nil` when it is absent (tests then skip, saying so).
    public static let directory: URL? = {
        let candidates = [
            ProcessInfo.processInfo.environment["KIOSK_FIXTURES"].map { URL(fileURLWithPath: $0) },
            repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures"),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    /// Whether the shared fixtures are present.
    public static var isAvailable: Bool { directory != nil }

    /// The URL of a fixture file (`"storekit/x.storekit"`), or `nil` when the folder is absent.
    public static func url(_ relativePath: String) -> URL? {
        directory?.appendingPathComponent(relativePath)
    }

    /// Every file in a fixture subfolder, sorted by name; empty when the folder is absent.
    public static func files(in subfolder: String) -> [URL] {
        guard let folder = directory?.appendingPathComponent(subfolder),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The message a test prints when it skips for want of fixtures.
    public static let skipMessage = "skipped: ../shared/fixtures is absent"
}
