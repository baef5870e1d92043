import Foundation

/// A fresh temporary directory for one test's state, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
    /// The directory's URL.
    public let url: URL

    /// Creates an empty directory under the system's temporary folder.
    public init(prefix: String = "kiosk-test") {
        let name = "\(prefix)-\(UUID().uuidString)"
        url = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of the directory.
    public var path: String { url.path }

    /// A URL inside the directory.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
