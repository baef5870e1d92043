import Foundation

/// Locates the shared, real-world fixtures in `../shared/fixtures` beside the repository.
public enum Fixtures {
    /// The repository's root folder, found from this source file's path.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // DevSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // repository

    /// The shared fixtures folder, or `nil` when it is absent (tests then skip, saying so).
    ///
    /// `KIOSK_FIXTURES` wins; otherwise the nearest `shared/fixtures` beside the repository or beside one of
    /// its parent folders (so a git worktree nested a level deeper finds the same fixtures).
    public static let directory: URL? = {
        if let explicit = ProcessInfo.processInfo.environment["KIOSK_FIXTURES"] {
            return FileManager.default.fileExists(atPath: explicit) ? URL(fileURLWithPath: explicit) : nil
        }
        var folder = repositoryRoot
        while folder.path != "/" {
            folder = folder.deletingLastPathComponent()
            let candidate = folder.appendingPathComponent("shared/fixtures")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
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

    /// Why a test that needs the fixtures is skipped without them.
    public static let skipMessage = "../shared/fixtures is absent (set KIOSK_FIXTURES to its path)"
}
