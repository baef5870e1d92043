import Foundation
import PurchaseFlow

/// Watches the catalog and offerings files (or folders) for `--watch`: when any modification time changes, it
/// reads them all again and hands back the new store and paywalls, or the problems that kept them from being read.
public final class SourceWatcher: @unchecked Sendable {
    /// What a check found.
    enum Change {
        /// Nothing changed since the last check.
        case unchanged
        /// The files changed and were read: the store on the new catalog and the new paywalls.
        case reloaded(WatchedSources)
        /// The files changed and could not be read; one line per problem (file, place, what was expected).
        case problems([String])
    }

    private let paths: [String]
    private let reload: @Sendable () throws -> WatchedSources
    private let lock = NSLock()
    private var lastModified: [Date?]

    /// Watches `paths` (a path that does not exist yet counts once it appears), reading everything again with
    /// `reload` when any of them changes. `reload`'s error descriptions name the file and place, one per line.
    public init(paths: [String], reload: @escaping @Sendable () throws -> WatchedSources) {
        self.paths = paths
        self.reload = reload
        lastModified = paths.map(Self.modificationDate(of:))
    }

    /// Reads the files again when any changed since the last check.
    func check() -> Change {
        let modified = paths.map(Self.modificationDate(of:))
        let changed = lock.withLock {
            defer { lastModified = modified }
            return modified != lastModified
        }
        guard changed else { return .unchanged }
        do {
            return .reloaded(try reload())
        } catch {
            return .problems(String(describing: error).split(separator: "\n").map(String.init))
        }
    }

    /// The newest modification time of a file, or of a folder and everything in it.
    static func modificationDate(of path: String) -> Date? {
        let manager = FileManager.default
        var dates = [(try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date]
        if let names = try? manager.subpathsOfDirectory(atPath: path) {
            dates += names.map { (try? manager.attributesOfItem(atPath: path + "/" + $0))?[.modificationDate] as? Date }
        }
        return dates.compactMap { $0 }.max()
    }
}
